// The strict and Range-ignoring media servers the remote-files recipe is tested against.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { answerRange, serveRanges } from "../helpers/range-servers.ts";
import { scratchDir } from "../helpers/scratch.ts";

test("a strict server answers valid ranges with a part, invalid or out-of-file ones with 416", () => {
  assert.equal(answerRange("bytes=0-9", 100), { status: 206, first: 0, last: 9 });
  assert.equal(answerRange("bytes=90-200", 100), { status: 206, first: 90, last: 99 });
  assert.equal(answerRange("bytes=99-", 100), { status: 206, first: 99, last: 99 });
  assert.equal(answerRange("bytes=-10", 100), { status: 206, first: 90, last: 99 });
  assert.equal(answerRange("bytes=-500", 100), { status: 206, first: 0, last: 99 });
  // The request an unguarded client makes after the last chunk: first = size, last = size - 1.
  assert.equal(answerRange("bytes=100-99", 100), { status: 416 });
  assert.equal(answerRange("bytes=100-", 100), { status: 416 });
  assert.equal(answerRange("bytes=150-160", 100), { status: 416 });
  assert.equal(answerRange("bytes=5-4", 100), { status: 416 });
  assert.equal(answerRange("bytes=-0", 100), { status: 416 });
});

test("a strict server ignores a Range it cannot use: no header, another unit, bad syntax, several ranges", () => {
  for (const header of [undefined, "items=0-9", "bytes=a-b", "bytes=-", "bytes=0-1,5-6"])
    assert.equal(answerRange(header, 100), { status: 200 }, String(header));
  assert.equal(answerRange("bytes=0-9", 0), { status: 200 });
});

/** The raw bytes a server sends back for `request`, read until it closes the connection. */
function rawExchange(origin: string, request: string): Promise<string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.end(request));
    let received = "";
    socket.on("data", (chunk) => (received += chunk.toString("latin1")));
    socket.on("end", () => resolve(received));
    socket.on("error", reject);
  });
}

test("over HTTP: 206 with Content-Range, 416 with the size, HEAD without a body; the other server ignores Range", async () => {
  const root = scratchDir("range-servers-");
  const bytes = Uint8Array.from({ length: 1000 }, (_, i) => i % 251);
  fs.writeFileSync(path.join(root, "media.bin"), bytes);
  const strict = await serveRanges(root, "strict");
  const ignoring = await serveRanges(root, "ignored");
  try {
    const url = `${strict.origin}/media.bin`;
    const part = await fetch(url, { headers: { Range: "bytes=10-19" } });
    assert.is(part.status, 206);
    assert.is(part.headers.get("Content-Range"), "bytes 10-19/1000");
    assert.equal(new Uint8Array(await part.arrayBuffer()), bytes.subarray(10, 20));
    for (const range of ["bytes=1000-999", "bytes=1000-1000", "bytes=20-10"]) {
      const refused = await fetch(url, { headers: { Range: range } });
      assert.is(refused.status, 416, range);
      assert.is(refused.headers.get("Content-Range"), "bytes */1000", range);
      assert.is((await refused.arrayBuffer()).byteLength, 0);
    }
    const head = await fetch(url, { method: "HEAD", headers: { Range: "bytes=0-9" } });
    assert.is(head.status, 200, "HEAD ignores Range");
    assert.is(head.headers.get("Content-Length"), "1000");
    assert.is(head.headers.get("Accept-Ranges"), "bytes");
    assert.is(strict.bytesSent(), 10, "no body for HEAD or 416");
    assert.is(strict.requests(), 5);
    const raw = await rawExchange(
      strict.origin,
      "HEAD /media.bin HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
    );
    assert.match(raw, /^HTTP\/1\.1 200 OK\r\n[^]*content-length: 1000\r\n/i);
    assert.is(raw.split("\r\n\r\n")[1], "", "nothing after the HEAD response's headers");

    const whole = await fetch(`${ignoring.origin}/media.bin`, {
      headers: { Range: "bytes=10-19" },
    });
    assert.is(whole.status, 200);
    assert.is(whole.headers.get("Content-Range"), null);
    assert.is(whole.headers.get("Accept-Ranges"), null);
    assert.equal(new Uint8Array(await whole.arrayBuffer()), bytes);
    const wholeHead = await fetch(`${ignoring.origin}/media.bin`, { method: "HEAD" });
    assert.is(wholeHead.headers.get("Content-Length"), "1000");
    assert.is(ignoring.bytesSent(), 1000);
    assert.equal(ignoring.log, ["GET bytes=10-19 200", "HEAD - 200"]);
  } finally {
    await strict.close();
    await ignoring.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test("modes: a bearer token, a URL signed for GET, 503 for the first requests, held requests", async () => {
  const root = scratchDir("range-modes-");
  fs.writeFileSync(path.join(root, "media.bin"), new Uint8Array(100));
  const range = { Range: "bytes=0-9" };
  const servers = await Promise.all([
    serveRanges(root, "strict", {
      authorization: "Bearer t",
      allowHeaders: "Range, Authorization",
    }),
    serveRanges(root, "strict", { signature: "s" }),
    serveRanges(root, "strict", { failFirst: 2 }),
    serveRanges(root, "strict", { answerFirst: 1 }),
  ]);
  const [token, signed, failing, stalling] = servers;
  const status = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, init);
    await response.arrayBuffer();
    return response.status;
  };
  try {
    const file = `${token.origin}/media.bin`;
    assert.is(await status(file, { headers: range }), 401);
    assert.is(await status(file, { headers: { ...range, Authorization: "Bearer t" } }), 206);
    const preflight = await fetch(file, { method: "OPTIONS" });
    assert.is(preflight.headers.get("Access-Control-Allow-Headers"), "Range, Authorization");
    assert.is(token.preflights(), 1);
    assert.equal(token.log, ["GET bytes=0-9 401", "GET bytes=0-9 206"]);

    assert.is(await status(`${signed.origin}/media.bin?signature=s`, { method: "HEAD" }), 403);
    assert.is(await status(`${signed.origin}/media.bin`, { headers: range }), 403);
    assert.is(await status(`${signed.origin}/media.bin?signature=x`, { headers: range }), 403);
    assert.is(await status(`${signed.origin}/media.bin?signature=s`, { headers: range }), 206);

    const failures = [await status(`${failing.origin}/media.bin`, { method: "HEAD" })];
    for (let i = 0; i < 3; i += 1)
      failures.push(await status(`${failing.origin}/media.bin`, { headers: range }));
    assert.equal(failures, [200, 503, 503, 206], "HEAD passes, the first two chunks fail");

    assert.is(await status(`${stalling.origin}/media.bin`, { headers: range }), 206);
    const late = [status(`${stalling.origin}/media.bin`), status(`${stalling.origin}/media.bin`)];
    await stalling.held(2);
    assert.is(stalling.maxInFlight(), 2, "both held requests are in flight");
    stalling.release();
    assert.equal(await Promise.all(late), [200, 200]);
  } finally {
    await Promise.all(servers.map((server) => server.close()));
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test.run();
