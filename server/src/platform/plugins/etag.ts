import etag from '@fastify/etag';
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'own': the route sets its ETag and answers a matching If-None-Match with 304 itself (`notModified`). */
    etag?: 'own';
  }
}

/**
 * ETag on every answer, and 304 to a matching If-None-Match: lists that did not change cost no bytes.
 *
 * @fastify/etag's hook runs as a hook of each route rather than of the whole API, so that the routes
 * that answer from the read cache, whose bodies are tagged once when stored, can go without it: an
 * onSend hook on their answers cost the cached list path ~3% of its speed (`bench/api-lists.ts`).
 */
export const etags = fp(async (app) => {
  const hook = await etagHook();
  app.addHook('onRoute', (route) => {
    if (route.config?.etag === 'own') return;
    // First among the route's own hooks, as the plugin's global hook ran before them. A GET's HEAD
    // twin is built from the GET's options, which already hold it.
    const hooks = [route.onSend ?? []].flat();
    if (!hooks.includes(hook)) route.onSend = [hook, ...hooks];
  });
});

/** The plugin's onSend hook, taken from a stand-in for the app it adds it to. */
async function etagHook(): Promise<onSendHookHandler> {
  const hooks: onSendHookHandler[] = [];
  const recorder = {
    addHook(name: string, hook: onSendHookHandler) {
      if (name !== 'onSend') throw new Error(`@fastify/etag added an ${name} hook: the plugin has changed`);
      hooks.push(hook);
    },
  };
  await etag(recorder as unknown as FastifyInstance, {});
  if (hooks.length !== 1) throw new Error('@fastify/etag did not add exactly one onSend hook: the plugin has changed');
  return hooks[0]!;
}

/**
 * Whether an answer tagged `tag` is unchanged for a request with this If-None-Match, as @fastify/etag
 * decides it: the same tag, in either of its weak and strong forms.
 */
export function notModified(ifNoneMatch: string | undefined, tag: string): boolean {
  return ifNoneMatch !== undefined && (ifNoneMatch === tag || ifNoneMatch === `W/${tag}` || `W/${ifNoneMatch}` === tag);
}
