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
