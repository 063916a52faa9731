// A loopback HTTPS stand-in for api.github.com during Lighthouse runs, so the star count works
// and no request leaves the machine (Chromium maps the host here and accepts the test cert).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { listenOnLoopback } from "../../scripts/listen.js";

export async function startGithubStub() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gh-stub-"));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=api.github.com",
      "-keyout",
      path.join(dir, "key.pem"),
      "-out",
      path.join(dir, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  const server = https.createServer(
    {
      key: fs.readFileSync(path.join(dir, "key.pem")),
      cert: fs.readFileSync(path.join(dir, "cert.pem")),
    },
    (request, response) => {
      response.writeHead(200, {
        "Content-Type": "application/json",
        "Access-Control-Allow-Origin": "*",
      });
      response.end(JSON.stringify({ stargazers_count: 1234 }));
    },
  );
  return { port: await listenOnLoopback(server), close: () => server.close() };
}
