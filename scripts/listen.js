// Starts a server on a free loopback port and resolves to that port.

/** @param {import("node:net").Server} server @returns {Promise<number>} */
export async function listenOnLoopback(server) {
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  return /** @type {import("node:net").AddressInfo} */ (server.address()).port;
}
