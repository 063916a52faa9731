// `npm start` / `npm run serve`: serves the built _site on http://localhost:8080 (PORT, HOST).
import fs from "node:fs";
import { createStaticServer } from "./static-server.js";

const root = process.env.SITE_DIR ?? "_site";
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? "localhost";

if (!fs.existsSync(`${root}/index.html`)) {
  console.error(`${root}/index.html not found: run "npm run build" first`);
  process.exit(1);
}
createStaticServer(root).listen(port, host, () => {
  console.log(`Serving ${root} on http://${host}:${port}/`);
});
