// The shape of config/site.js: every key the site reads, its type and its default. Keys are
// strict, so a misspelt option is an error rather than silently ignored.
import { z } from "zod";
import { STORAGE_KEYS } from "../contract/index.js";

const text = () =>
  z
    .string({
      error: (issue) => `must be a non-empty string, found ${JSON.stringify(issue.input)}`,
    })
    .min(1, { error: 'must be a non-empty string, found ""' });

/** What every navbar item may say about where it shows. */
const placement = {
  position: z.enum(["left", "right"]).default("left"),
  /** Shown only in the mobile panel, not in the desktop navbar. */
  mobileOnly: z.boolean().default(false),
};

const NAVBAR_ITEMS = /** @type {const} */ ([
  z.strictObject({
    type: z.literal("link"),
    label: text(),
    to: text().optional(),
    href: text().optional(),
    ...placement,
  }),
  z.strictObject({ type: z.literal("docSidebar"), sidebarId: text(), label: text(), ...placement }),
  z.strictObject({ type: z.literal("github"), ...placement }),
  z.strictObject({ type: z.literal("localeDropdown"), ...placement }),
  z.strictObject({
    type: z.literal("docsVersionDropdown"),
    versions: z.array(text()).optional(),
    ...placement,
  }),
]);
const NAVBAR_ITEM_TYPES = NAVBAR_ITEMS.map((item) => item.shape.type.value);

const navbarItem = z.discriminatedUnion("type", NAVBAR_ITEMS, {
  error: (issue) =>
    `No NavbarItem component found for type ${JSON.stringify(/** @type {any} */ (issue.input)?.type)} (use ${NAVBAR_ITEM_TYPES.map((type) => `"${type}"`).join(", ")})`,
});

const footerLink = z.strictObject({
  label: text(),
  to: text().optional(),
  href: text().optional(),
});

export const siteSchema = z.strictObject({
  title: text(),
  tagline: text(),
  url: text(),
  baseUrl: text().default("/"),
  organization: text(),
  project: text(),
  repoUrl: text(),
  githubApi: text().default("https://api.github.com"),
  editUrl: text(),
  favicon: text(),
  logo: text(),
  socialCard: text(),
  keywords: z.string().default(""),
  copyrightYear: z
    .number({ error: (issue) => `must be a year, found ${JSON.stringify(issue.input)}` })
    .int()
    .min(1000)
    .max(9999, { error: (issue) => `must be a year, found ${JSON.stringify(issue.input)}` }),
  copyrightHolder: z.strictObject({ label: text(), href: text() }),
  /** The offline service worker; false is its kill switch (it clears its caches and unregisters). */
  offline: z.boolean().default(true),
  changelogFeed: z.strictObject({ path: text(), title: text(), author: text() }),
  i18n: z.strictObject({
    defaultLocale: text(),
    locales: z.record(
      z.string(),
      z.strictObject({
        label: text(),
        direction: z.enum(["ltr", "rtl"]).default("ltr"),
        htmlLang: text(),
        /** The calendar dates are written in (Intl calendar name). */
        calendar: text().default("gregory"),
        path: text(),
      }),
    ),
  }),
  colorMode: z
    .strictObject({
      defaultMode: z
        .enum(["light", "dark"], {
          error: (issue) =>
            `unexpected color mode ${JSON.stringify(issue.input)} (use "light" or "dark")`,
        })
        .default("light"),
      respectPrefersColorScheme: z.boolean().default(true),
      /** Hides the light/dark switch: the site then follows defaultMode (and the system, if respected). */
      disableSwitch: z.boolean().default(false),
      storageKey: text().default(STORAGE_KEYS.colorMode),
    })
    .prefault({}),
  docs: z.strictObject({
    path: text(),
    sidebarHideable: z.boolean().default(false),
    preferredVersionKey: text().default(STORAGE_KEYS.docsPreferredVersion),
    versions: z
      .array(
        z.strictObject({
          name: text(),
          label: text(),
          isLast: z.boolean().default(false),
          path: text(),
          mainDocId: text(),
          mediaInfoLib: text(),
        }),
      )
      .min(1, { error: "needs at least one docs version" }),
  }),
  toc: z
    .strictObject({
      minHeadingLevel: z.number().int().min(2).max(6).default(2),
      maxHeadingLevel: z.number().int().min(2).max(6).default(3),
    })
    .prefault({}),
  navbar: z.strictObject({
    hideOnScroll: z.boolean().default(false),
    items: z.array(navbarItem).default([]),
  }),
  announcementBar: z
    .strictObject(
      { id: text(), content: text(), isCloseable: z.boolean().default(true) },
      { error: 'needs a string "id" and "content", or null for no bar' },
    )
    .nullable()
    .default(null),
  footer: z.strictObject({
    columns: z.array(z.strictObject({ title: text(), items: z.array(footerLink) })),
  }),
  starCount: z
    .strictObject({
      cacheMs: z.number().int().positive().default(3_600_000),
      countKey: text().default(STORAGE_KEYS.starCount),
      timeKey: text().default(STORAGE_KEYS.starCountTime),
    })
    .prefault({}),
});
