import type { FastifyServerOptions } from 'fastify';
import { RENDER_TOKEN_CHECK_PATH, RENDER_TOKEN_HEADER } from '@texbridge/shared/api/render-server';
import { productionRefusal, secretRefusal } from '@texbridge/shared/config/production-rules';

/** A configuration the render server refuses to start with; its message is one sentence naming the variable. */
export class StartupError extends Error {
  override name = 'StartupError';
}

export interface Settings {
  /** NODE_ENV=production as the deployment set it (main.ts defaults it afterwards, for React's speed). */
  production: boolean;
  renderToken: string | undefined;
  trustProxy: FastifyServerOptions['trustProxy'];
  rendersPerMinute: number;
  /** Where every render server counts the render limit together (docs/scaling.md); unset, each alone. */
  redisUrl: string | undefined;
}

/** What main.ts reads from the environment besides the runtime config; a bad value throws one sentence. */
export function readSettings(env: NodeJS.ProcessEnv): Settings {
  // An empty variable (FOO= in an env file) is an unset one.
  const value = (name: string) => (env[name] === '' ? undefined : env[name]);
  const production = value('NODE_ENV') === 'production';
  const token = value('RENDER_TOKEN');
  // The API's rules (shared/src/config/production-rules.ts): what one refuses, the other does too.
  const refusal = production ? productionRefusal('render server', env) : token && secretRefusal('RENDER_TOKEN', token);
  if (refusal) throw new StartupError(refusal);
  return {
    production,
    renderToken: token,
    trustProxy: parseTrustProxy(value('TRUST_PROXY')),
    rendersPerMinute: parseRenderLimit(value('RENDER_LIMIT_MAX')),
    redisUrl: parseRedisUrl(value('REDIS_URL')),
  };
}

/** TRUST_PROXY as the API reads it (server/src/platform/config.ts): a hop count, or the proxies' addresses. */
function parseTrustProxy(value: string | undefined): Settings['trustProxy'] {
  if (value === undefined) return false;
  if (!/^(\d{1,2}|[\d.:a-fA-F/]+(\s*,\s*[\d.:a-fA-F/]+)*)$/.test(value)) {
    throw new StartupError(
      `Environment variable TRUST_PROXY must be the number of proxies in front of the render server (such as 1) or their addresses (such as 127.0.0.1,10.0.0.0/8), not '${value}'.`,
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops === 0 ? false : (_address: string, hop: number) => hop < hops;
  }
  return value.split(',').map((address) => address.trim());
}

/** Renders of uncached pages per client address per minute (app.ts's rendersPerMinute). */
function parseRenderLimit(value: string | undefined): number {
  if (value === undefined) return 120;
  if (!/^[1-9]\d*$/.test(value)) {
    throw new StartupError(`Environment variable RENDER_LIMIT_MAX must be a whole number above 0, not '${value}'.`);
  }
  return Number(value);
}

/** REDIS_URL as the API reads it (server/src/platform/config.ts): the Redis its rate limits count in. */
function parseRedisUrl(value: string | undefined): string | undefined {
  if (value === undefined || (URL.canParse(value) && /^rediss?:$/.test(new URL(value).protocol))) return value;
  throw new StartupError(
    `Environment variable REDIS_URL must be a redis:// or rediss:// URL, such as redis://127.0.0.1:6379, not '${value}'.`,
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks the API whether it recognises `token` (GET /render-token: 204 yes, 403 no). An API that is not
 * up yet (no answer, a 5xx) is asked again every second for `waitMs`: the API and this server may be
 * started together.
 */
export async function checkRenderToken({
  apiUrl,
  token,
  waitMs = 60_000,
  retryMs = 1000,
}: {
  apiUrl: string;
  token: string;
  waitMs?: number;
  retryMs?: number;
}): Promise<void> {
  const url = `${apiUrl}${RENDER_TOKEN_CHECK_PATH}`;
  const deadline = Date.now() + waitMs;
  for (;;) {
    let last: string;
    try {
      const response = await fetch(url, {
        headers: { [RENDER_TOKEN_HEADER]: token },
        signal: AbortSignal.timeout(3000),
      });
      await response.body?.cancel();
      if (response.status === 204) return;
      if (response.status === 401 || response.status === 403) {
        throw new StartupError(
          `RENDER_TOKEN is not the API's: ${url} answered ${response.status}; set RENDER_TOKEN to the value of the API's RENDER_TOKEN (api.env).`,
        );
      }
      if (response.status === 404) {
        throw new StartupError(
          `The API at API_URL (${apiUrl}) cannot check RENDER_TOKEN (GET /render-token answered 404): release the API first, then this server.`,
        );
      }
      last = `it answered ${response.status}`;
    } catch (error) {
      if (error instanceof StartupError) throw error;
      last = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() + retryMs > deadline) {
      throw new StartupError(
        `The API at API_URL (${apiUrl}) did not confirm RENDER_TOKEN within ${Math.round(waitMs / 1000)} s (${last}): start the API first, or set API_URL to where it listens.`,
      );
    }
    await sleep(retryMs);
  }
}
