// @vitest-environment node
import Fastify from 'fastify';
import { spawn } from 'node:child_process';
import { type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freePort } from '@texbridge/scripts/ports';
import { checkRenderToken, readSettings, StartupError } from './startup.ts';

const TOKEN = '3f9a0c7be21d54e86a0f1c93b7d2e4a5c6b8d0e1f2a3b4c5';
const closing: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(closing.splice(0).map((close) => close()));
});

/** The API's GET /render-token (the contract): 204 for its RENDER_TOKEN, 403 for anything else. */
async function startApi(port = 0) {
  const api = Fastify();
  api.get('/render-token', async (request, reply) =>
    reply.code(request.headers['x-render-token'] === TOKEN ? 204 : 403).send(),
  );
  closing.push(() => api.close());
  await api.listen({ port, host: '127.0.0.1' });
  return `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
}

describe('the start-up check of RENDER_TOKEN against the API', () => {
  it('passes when the API recognises the token', async () => {
    await expect(checkRenderToken({ apiUrl: await startApi(), token: TOKEN })).resolves.toBeUndefined();
  });

  it('refuses, in one sentence naming RENDER_TOKEN, a token the API does not recognise', async () => {
    const check = checkRenderToken({ apiUrl: await startApi(), token: 'f'.repeat(48) });
    await expect(check).rejects.toThrow(StartupError);
    await expect(check).rejects.toThrow(
      /^RENDER_TOKEN is not the API's: .*403; set RENDER_TOKEN to the value of the API's RENDER_TOKEN/,
    );
  });

  it('waits for an API that is not up yet', async () => {
    const port = await freePort();
    const asked = vi.spyOn(globalThis, 'fetch');
    const check = checkRenderToken({ apiUrl: `http://127.0.0.1:${port}`, token: TOKEN, retryMs: 100 });
    // Asked a second time: the first ask found nothing listening, and the check went on waiting.
    await vi.waitFor(() => expect(asked.mock.calls.length).toBeGreaterThanOrEqual(2));
    asked.mockRestore();
    await startApi(port);
    await expect(check).resolves.toBeUndefined();
  });

  it('gives up on an API that never comes, naming API_URL', async () => {
    const port = await freePort();
    await expect(
      checkRenderToken({ apiUrl: `http://127.0.0.1:${port}`, token: TOKEN, waitMs: 300, retryMs: 100 }),
    ).rejects.toThrow(/^The API at API_URL \(http:\/\/127\.0\.0\.1:\d+\) did not confirm RENDER_TOKEN within 0 s/);
  });
});

describe('the settings main.ts starts with', () => {
  const production = {
    NODE_ENV: 'production',
    FIREBASE_API_KEY: 'AIzaSyExample',
    FIREBASE_PROJECT_ID: 'texbridge-live',
    SITE_URL: 'https://texbridge.example',
    RENDER_TOKEN: TOKEN,
  };

  it('starts production with everything set', () => {
    expect(readSettings(production)).toMatchObject({ production: true, renderToken: TOKEN });
  });

  // The API's rules (shared/src/config/production-rules.ts, tested there); these show this server applies them.
  it.each([
    ['no RENDER_TOKEN', { RENDER_TOKEN: '' }, /^RENDER_TOKEN is not set with NODE_ENV=production, /],
    ['a short RENDER_TOKEN', { RENDER_TOKEN: 'short' }, /^RENDER_TOKEN must be at least 24 characters/],
    [
      'a RENDER_TOKEN of 24 × a',
      { RENDER_TOKEN: 'a'.repeat(24) },
      /^RENDER_TOKEN is too easy to guess \(it is 'a' repeated\)/,
    ],
    [
      'a demo- project',
      { FIREBASE_PROJECT_ID: 'demo-texbridge' },
      /^FIREBASE_PROJECT_ID is demo-texbridge with NODE_ENV=production/,
    ],
    ['no FIREBASE_PROJECT_ID', { FIREBASE_PROJECT_ID: '' }, /^FIREBASE_PROJECT_ID is not set with NODE_ENV=production/],
    ['no SITE_URL', { SITE_URL: '' }, /^SITE_URL is not set with NODE_ENV=production/],
    [
      'SITE_URL on 0.0.0.0',
      { SITE_URL: 'http://0.0.0.0' },
      /^SITE_URL is http:\/\/0\.0\.0\.0, an unspecified address,/,
    ],
    [
      'a loopback SITE_URL',
      { SITE_URL: 'https://localhost:5173' },
      /^SITE_URL is https:\/\/localhost:5173, a loopback address,/,
    ],
    [
      'a plain http SITE_URL',
      { SITE_URL: 'http://texbridge.example' },
      /^SITE_URL is http:\/\/texbridge\.example, not https,/,
    ],
  ])('refuses production with %s, in one sentence naming the variable', (_what, change, sentence) => {
    expect(() => readSettings({ ...production, ...change })).toThrow(StartupError);
    expect(() => readSettings({ ...production, ...change })).toThrow(sentence);
  });

  it('refuses a guessable RENDER_TOKEN in any mode, as the API does', () => {
    expect(() => readSettings({ RENDER_TOKEN: 'c0ffee'.repeat(8) })).toThrow(/^RENDER_TOKEN is too easy to guess/);
  });

  it('refuses production whose runtime config would point at the Auth emulator', () => {
    expect(() => readSettings({ ...production, FIREBASE_API_KEY: '' })).toThrow(
      /^FIREBASE_API_KEY is not set with NODE_ENV=production, so the runtime config would send staff sign-in to the Auth emulator: set FIREBASE_API_KEY and FIREBASE_PROJECT_ID/,
    );
    // A rehearsal that names its emulator, as deploy/release-*.sh allow it: on this machine, with the
    // emulator's demo project (as npm run cluster and the e2e suite run it).
    const rehearsal = {
      NODE_ENV: 'production',
      RENDER_TOKEN: TOKEN,
      SITE_URL: 'http://127.0.0.1:8080',
      RELEASE_ALLOW_EMULATOR: '1',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9100',
    };
    expect(readSettings(rehearsal).production).toBe(true);
  });

  it('asks nothing of a development server (npm start, the e2e harness without NODE_ENV)', () => {
    expect(readSettings({})).toMatchObject({
      production: false,
      renderToken: undefined,
      trustProxy: false,
      rendersPerMinute: 120,
    });
  });

  it('reads TRUST_PROXY as the API does, and RENDER_LIMIT_MAX', () => {
    expect(readSettings({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(readSettings({ TRUST_PROXY: '1' }).trustProxy).toBeTypeOf('function');
    expect(() => readSettings({ TRUST_PROXY: 'nginx' })).toThrow(/^Environment variable TRUST_PROXY must be/);
    expect(readSettings({ RENDER_LIMIT_MAX: '600' }).rendersPerMinute).toBe(600);
    expect(() => readSettings({ RENDER_LIMIT_MAX: '0' })).toThrow(/^Environment variable RENDER_LIMIT_MAX must be/);
  });
});

describe('main.ts in production', { timeout: 30_000 }, () => {
  /** Runs the render server's entry as the unit does; answers its exit code and what it wrote to stderr. */
  function runMain(env: Record<string, string>) {
    return new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
      const child = spawn(tsx, [fileURLToPath(new URL('./main.ts', import.meta.url))], {
        env: { PATH: process.env.PATH!, ...env },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('exit', (code) => resolve({ code, stderr }));
    });
  }

  const production = {
    NODE_ENV: 'production',
    FIREBASE_API_KEY: 'AIzaSyExample',
    FIREBASE_PROJECT_ID: 'texbridge-live',
    SITE_URL: 'https://texbridge.example',
    RENDER_TOKEN: TOKEN,
  };

  it('refuses, in one sentence, a runtime config without FIREBASE_API_KEY (it would serve the emulator)', async () => {
    const { code, stderr } = await runMain({ ...production, FIREBASE_API_KEY: '' });
    expect(code).toBe(1);
    expect(stderr.trim()).toMatch(/^FIREBASE_API_KEY is not set with NODE_ENV=production, [^\n]*\.$/);
  });

  it('refuses, in one sentence, to start without RENDER_TOKEN', async () => {
    const { code, stderr } = await runMain({ ...production, RENDER_TOKEN: '' });
    expect(code).toBe(1);
    expect(stderr.trim()).toMatch(/^RENDER_TOKEN is not set with NODE_ENV=production, [^\n]*\.$/);
  });

  it('refuses, in one sentence, the emulator’s demo- project, as the API does', async () => {
    const { code, stderr } = await runMain({ ...production, FIREBASE_PROJECT_ID: 'demo-texbridge' });
    expect(code).toBe(1);
    expect(stderr.trim()).toMatch(/^FIREBASE_PROJECT_ID is demo-texbridge with NODE_ENV=production, [^\n]*\.$/);
  });

  it('refuses, in one sentence, to start without SITE_URL, as the API does', async () => {
    const { code, stderr } = await runMain({ ...production, SITE_URL: '' });
    expect(code).toBe(1);
    expect(stderr.trim()).toMatch(/^SITE_URL is not set with NODE_ENV=production, [^\n]*\.$/);
  });
});
