// Sidebar, breadcrumb, pagination and category-card derivation from a sidebar tree.
import { test } from "uvu";
import * as assert from "uvu/assert";
import {
  annotateSidebar,
  breadcrumbs,
  categoryCards,
  findTrail,
  pagination,
  readingOrder,
} from "../../../eleventy/navigation.js";

const TREE = [
  { type: "doc", id: "intro", label: "Introduction", href: "/docs/intro/" },
  {
    type: "category",
    label: "Getting Started",
    href: "/docs/category/getting-started/",
    description: "Start here.",
    items: [
      {
        type: "doc",
        id: "getting-started/installation",
        label: "Installation",
        href: "/docs/getting-started/installation/",
        description: "Install it.",
      },
      {
        type: "doc",
        id: "getting-started/usage",
        label: "Usage",
        href: "/docs/getting-started/usage/",
        description: "Use it.",
      },
    ],
  },
  { type: "doc", id: "development", label: "Development", href: "/docs/development/" },
  {
    type: "category",
    label: "Examples",
    href: "/docs/category/examples/",
    items: [
      {
        type: "link",
        label: "Angular",
        href: "https://github.com/buzz/mediainfo.js/tree/main/examples/angular",
        description: "An Angular app.",
      },
    ],
  },
  {
    type: "category",
    label: "Unlinked",
    href: null,
    items: [{ type: "doc", id: "deep", label: "Deep", href: "/docs/deep/" }],
  },
] as any[];

test("marks the current page active and opens only the categories that hold it", () => {
  const annotated = annotateSidebar(TREE, "/docs/getting-started/usage/") as any[];
  assert.is(annotated[0].isActive, false);
  assert.is(annotated[1].isOpen, true);
  assert.is(annotated[1].isActive, false);
  assert.equal(
    annotated[1].items.map((item: any) => item.isActive),
    [false, true],
  );
  assert.is(annotated[3].isOpen, false);
  assert.is(annotated[4].isOpen, false);
});

test("a category's own index page makes it active and open", () => {
  const annotated = annotateSidebar(TREE, "/docs/category/examples/") as any[];
  assert.is(annotated[3].isActive, true);
  assert.is(annotated[3].isOpen, true);
  assert.is(annotated[1].isOpen, false);
});

test("does not change the tree it is given", () => {
  annotateSidebar(TREE, "/docs/intro/");
  assert.is("isActive" in TREE[0], false);
});

test("breadcrumbs list the linked category, then the current page", () => {
  assert.equal(breadcrumbs(TREE, "/docs/getting-started/usage/"), [
    { label: "Getting Started", href: "/docs/category/getting-started/", isCurrent: false },
    { label: "Usage", href: "/docs/getting-started/usage/", isCurrent: true },
  ]);
});

test("an unlinked category appears in the breadcrumbs without a link", () => {
  assert.equal(breadcrumbs(TREE, "/docs/deep/")[0], {
    label: "Unlinked",
    href: null,
    isCurrent: false,
  });
});

test("a page outside the sidebar has no trail and no breadcrumbs", () => {
  assert.equal(findTrail(TREE, "/demo/"), []);
  assert.equal(breadcrumbs(TREE, "/demo/"), []);
});

test("reading order puts a category's page before its items and skips external links", () => {
  assert.equal(
    readingOrder(TREE).map((page: any) => page.label),
    ["Introduction", "Getting Started", "Installation", "Usage", "Development", "Examples", "Deep"],
  );
});

test("pagination follows the reading order with no Previous on the first page", () => {
  assert.equal(pagination(TREE, "/docs/intro/"), {
    previous: null,
    next: { label: "Getting Started", href: "/docs/category/getting-started/" },
  });
  const usage = pagination(TREE, "/docs/getting-started/usage/");
  assert.is(usage.previous?.label, "Installation");
  assert.is(usage.next?.label, "Development");
  assert.is(pagination(TREE, "/docs/deep/").next, null);
  assert.equal(pagination(TREE, "/elsewhere/"), { previous: null, next: null });
});

test("category cards carry the icon of each kind, the link and the description", () => {
  assert.equal(categoryCards(TREE[1]), [
    {
      icon: "📄️",
      label: "Installation",
      href: "/docs/getting-started/installation/",
      description: "Install it.",
      isExternal: false,
    },
    {
      icon: "📄️",
      label: "Usage",
      href: "/docs/getting-started/usage/",
      description: "Use it.",
      isExternal: false,
    },
  ]);
  const [angular] = categoryCards(TREE[3]);
  assert.is(angular.icon, "🔗");
  assert.is(angular.isExternal, true);
});

test("a sub-category card without a description counts its items", () => {
  const parent = { type: "category", label: "All", href: "/x/", items: [TREE[1], TREE[4]] } as any;
  const cards = categoryCards(parent);
  assert.is(cards[0].icon, "🗃️");
  assert.is(cards[0].description, "Start here.");
  assert.is(cards[1].description, "1 item");
  assert.is(cards[1].href, "/docs/deep/", "an unlinked sub-category links to its first page");
  assert.is(
    categoryCards({ ...parent, items: [{ ...TREE[1], description: "" }] } as any)[0].description,
    "2 items",
  );
});

test.run();
