// @ts-check
// A throw-away redis-server, for the API suite's shared-limit tests and `npm run cluster`.

/**
 * redis-server's arguments for one on 127.0.0.1:`port` that keeps nothing on disk.
 * @param {number} port
 */
export const throwawayRedisArgs = (port) => [
  ...['--port', String(port), '--bind', '127.0.0.1'],
  ...['--save', '', '--appendonly', 'no'],
];
