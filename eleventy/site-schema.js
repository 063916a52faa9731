// The shape of site/_data/site.js (SPEC §5): every key the site reads, its type and its default.
// Unknown keys are errors, so a misspelt option cannot be silently ignored. Problems come back with
// their key paths (`navbar.items[2].type`), all at once, in the form formatProblems prints.
import { z } from "zod";

/** @typedef {{ path: string, message: string }} Problem */

export const NAVBAR_ITEM_TYPES = [
  "link",
  "docSidebar",
  "github",
  "localeDropdown",
  "docsVersionDropdown",
];
const COLOR_MODES = ["light", "dark"];

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

const navbarItem = z.discriminatedUnion(
  "type",
  [
    z.strictObject({
      type: z.literal("link"),
      label: text(),
      to: text().optional(),
      href: text().optional(),
      ...placement,
    }),
    z.strictObject({
      type: z.literal("docSidebar"),
      sidebarId: text(),
      label: text(),
      ...placement,
    }),
    z.strictObject({ type: z.literal("github"), ...placement }),
    z.strictObject({ type: z.literal("localeDropdown"), ...placement }),
    z.strictObject({
      type: z.literal("docsVersionDropdown"),
      versions: z.array(text()).optional(),
      ...placement,
    }),
  ],
  {
    error: (issue) =>
      `No NavbarItem component found for type ${JSON.stringify(/** @type {any} */ (issue.input)?.type)} (use ${NAVBAR_ITEM_TYPES.map((type) => `"${type}"`).join(", ")})`,
  },
);

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
  libraryVersion: text(),
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
        .enum(COLOR_MODES, {
          error: (issue) =>
            `unexpected color mode ${JSON.stringify(issue.input)} (use "light" or "dark")`,
        })
        .default("light"),
      respectPrefersColorScheme: z.boolean().default(true),
      /** Hides the light/dark switch: the site then follows defaultMode (and the system, if respected). */
      disableSwitch: z.boolean().default(false),
      storageKey: text().default("theme"),
    })
    .prefault({}),
  docs: z.strictObject({
    path: text(),
    sidebarHideable: z.boolean().default(false),
    preferredVersionKey: text(),
    versions: z
      .array(
        z.strictObject({
          name: text(),
          label: text(),
          isLast: z.boolean().default(false),
          path: text(),
          mainDocId: text(),
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
      countKey: text().default("stargazers_count"),
      timeKey: text().default("stargazers_cache_time"),
    })
    .prefault({}),
});

/** `["navbar", "items", 2, "type"]` → `navbar.items[2].type`. @param {PropertyKey[]} path */
const keyPath = (path) =>
  path
    .map((key, index) =>
      typeof key === "number" ? `[${key}]` : `${index ? "." : ""}${String(key)}`,
    )
    .join("");

/**
 * The problems of `config` against the schema, each with its key path; [] when it fits.
 * @param {unknown} config
 * @returns {{ value: z.infer<typeof siteSchema> | null, problems: Problem[] }}
 */
export function parseSiteConfig(config) {
  const result = siteSchema.safeParse(config);
  if (result.success) return { value: result.data, problems: [] };
  const problems = result.error.issues.flatMap((issue) => {
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({
        path: keyPath([...issue.path, key]),
        message: `unknown key (a typo, or an option this site does not have)`,
      }));
    }
    return [{ path: keyPath(issue.path), message: issue.message }];
  });
  return { value: null, problems };
}
