// @ts-check
// The one free-port helper: the root scripts, the API suite (server/test/helpers/ports.ts) and the
// end-to-end suite (tests/support/system.ts) all ask it for their ports.
import { createServer } from 'node:net';

/**
 * A port nothing listens on now, on the loopback address (the OS picks it; it is released before
 * this resolves, so a later listen on it can still lose a race with another process).
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * The first of `count` consecutive ports nothing listens on now, on the loopback address (the same
 * race as freePort's): for what takes a run of ports from one number on, as `npm run cluster` does.
 * @param {number} count
 * @returns {Promise<number>}
 */
export async function freePortRun(count) {
  for (let attempt = 0; attempt < 50; attempt++) {
    // Below Linux's ephemeral range (32768 on), where the OS hands out outgoing connections' ports.
    const first = 10_000 + Math.floor(Math.random() * (32_000 - 10_000 - count));
    let free = true;
    for (let port = first; free && port < first + count; port++) free = await listenable(port);
    if (free) return first;
  }
  throw new Error(`No run of ${count} free ports was found.`);
}

/** @param {number} port */
function listenable(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
