// Placeholder until the API issue: writes the API sidebar and an index page.
import fs from "node:fs";
fs.mkdirSync("site/api", { recursive: true });
fs.writeFileSync("site/api/sidebar.json", JSON.stringify([{ type: "doc", id: "api", label: "Overview", href: "/api/" }, { type: "doc", id: "changelog", label: "Changelog", href: "/api/changelog/" }]));
fs.writeFileSync("site/api/index.md", "---\ntitle: API\nheading: mediainfo.js\n---\n\nThe API reference.\n\n## Index\n\nSoon.\n");
fs.writeFileSync("site/api/changelog.md", "---\ntitle: Changelog\ntitleSection: API\n---\n\nEvery release of mediainfo.js.\n\n## 0.3.6\n\nFixes.\n");
