// `node scripts/make-app-icons.js`: draws the installed app's PNG icons (192 and 512 pixels, as
// install prompts ask) from the site logo with Chromium, so they never differ from it. The PNGs
// are committed; run this again after the logo changes.
import fs from "node:fs";
import { launchChromium } from "./chromium.js";

const APP_ICON_SIZES = [192, 512];
const LOGO = "site/img/logo.svg";

const browser = await launchChromium();
try {
  const svg = fs.readFileSync(LOGO, "base64");
  for (const size of APP_ICON_SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<body style="margin:0"><img src="data:image/svg+xml;base64,${svg}" width="${size}" height="${size}"></body>`,
    );
    await page
      .locator("img")
      .screenshot({ path: `site/img/app-icon-${size}.png`, omitBackground: true });
    await page.close();
    console.log(`site/img/app-icon-${size}.png`);
  }
} finally {
  await browser.close();
}
