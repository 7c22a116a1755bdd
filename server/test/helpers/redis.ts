// The repository's one throw-away redis-server (scripts/lib/redis.mjs), for the API suite.
export { redisServerPath, startRedis, type TestRedis } from '@texbridge/scripts/redis';
