import type { FastifyReply } from 'fastify';
import type { CachedBody } from '../../platform/read-cache.ts';
import { sendJson, sentWhenLoaded } from '../send-json.ts';
import type { ResourceParts } from './parts.ts';

/**
 * A read answered from the read cache (kept until the next write), or loaded once for every caller of the
 * same key. A hit answers synchronously: no promise, no microtask, on the API's busiest path. A sync
 * handler that has sent returns nothing (Fastify would send what it returns a second time).
 * `fromCache` false: a read that is never cached (a staff-only list), loaded on every call.
 */
export function answerCached(
  reply: FastifyReply,
  { cache, contract, cached }: ResourceParts,
  key: string,
  load: () => Promise<CachedBody>,
  fromCache = true,
): Promise<void> | undefined {
  const hit = fromCache ? cache.peek(contract.name, key) : undefined;
  if (hit) {
    const sent = sendJson(reply, hit, cached);
    return sent instanceof Promise ? sentWhenLoaded(sent) : undefined;
  }
  const loading = fromCache ? cache.get(contract.name, key, load) : load();
  return sentWhenLoaded(loading.then((result) => sendJson(reply, result, cached)));
}
