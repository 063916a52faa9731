// The release picker of /api/changes/ in happy-dom, reading its history from a loopback server:
// an asset of the wrong shape is a clear message instead of a crash, and a From newer than To is
// compared the other way round with the status line saying so.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { register, reset, unregister } from "../../helpers/dom.ts";
import { render, settle } from "../../helpers/render.ts";
import ApiChanges from "../../../components/api-changes/ApiChanges.tsx";
import { historyProblem } from "../../../components/api-changes/history-shape.js";
import apiHistory from "../../../site/_data/apiHistory.json" with { type: "json" };

const test = suite("API changes picker");
let server: http.Server;
let origin = "";
const bodies = new Map<string, string>();

test.before(async () => {
  register("http://localhost/api/changes/");
  server = http.createServer((request, response) => {
    const body = bodies.get(request.url ?? "");
    response.writeHead(body === undefined ? 404 : 200, {
      "content-type": "application/json",
      "access-control-allow-origin": "*",
    });
    response.end(body ?? "");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.after(async () => {
  await new Promise((resolve) => server.close(resolve));
  await unregister();
});
test.before.each(() => reset());

const { releases, documented } = apiHistory as { releases: string[]; documented: string };

/** The picker over the asset served as `body`, once its status line has left "Loading". */
async function picker(path: string, body: string) {
  bodies.set(path, body);
  const view = render(
    <ApiChanges historyUrl={`${origin}${path}`} documented={documented} releases={releases} />,
  );
  const status = () => view.container.querySelector("[role=status]")!.textContent!;
  for (let i = 0; i < 50 && status().startsWith("Loading"); i++) await settle();
  return { ...view, status };
}

test("a history of the wrong shape is a message naming what is wrong, not a crash", async () => {
  const wrong: [string, unknown][] = [
    ["/list.json", ["0.3.8"]],
    ["/no-fields.json", { ...apiHistory, fields: undefined }],
    ["/empty-events.json", { ...apiHistory, fields: { Width: [] } }],
    ["/bad-release.json", { ...apiHistory, releases: ["latest"] }],
  ];
  for (const [path, value] of wrong) {
    const { status, container, unmount } = await picker(path, JSON.stringify(value));
    assert.match(
      status(),
      /^The release history could not be loaded \(the file is not a release history: .+\); the lists below still show each release against /,
      path,
    );
    assert.is(container.querySelector("h2")?.textContent, "Compare any two releases");
    unmount();
  }
  const html = await picker("/page.json", "<!doctype html><p>Proxy error</p>");
  assert.match(html.status(), "could not be loaded (the file is not JSON)");
  assert.match(
    historyProblem({ ...apiHistory, api: { "Track.x": [["0.3.8", 1]] } })!,
    '"api" entry "Track.x"',
  );
  assert.is(historyProblem(apiHistory), null);
});

test("From newer than To is compared the other way round, and the status says so", async () => {
  const { container, status } = await picker("/history.json", JSON.stringify(apiHistory));
  const [older, newer] = releases.slice(-2);
  const [olderText, newerText] = [older, newer].map((release) => release.replace(/\./g, "\\."));
  assert.match(status(), new RegExp(`^\\d+ changes? from ${olderText} to ${newerText}\\.$`));
  const [from, to] = [...container.querySelectorAll("select")];
  const choose = async (select: HTMLSelectElement, value: string) => {
    select.value = value;
    select.dispatchEvent(new Event("change", { bubbles: true }));
    await settle();
  };
  await choose(from, newer);
  await choose(to, older);
  assert.match(
    status(),
    new RegExp(
      `^From \\(${newerText}\\) is newer than To \\(${olderText}\\), so they are compared the other way round: \\d+ changes? from ${olderText} to ${newerText}\\.$`,
    ),
  );
});

test.run();
