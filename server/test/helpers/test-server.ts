import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { TokenVerifier } from '../../src/auth/token-verifier.ts';
import { loadConfig, type Config } from '../../src/platform/config.ts';
import type { Database } from '../../src/platform/database/client.ts';
import { openTestDatabase } from './database.ts';

export interface Reply<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RequestOptions {
  token?: string;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  /** A raw body, sent as it is (malformed JSON, a hand-written multipart body). */
  raw?: string | Buffer;
}

/** What production requires besides its NODE_ENV (config.ts refuses to start without them). */
const PRODUCTION = {
  FIREBASE_PROJECT_ID: 'texbridge-test',
  SITE_URL: 'https://texbridge.example',
  RENDER_TOKEN: 'test-render-token-0123456789abcdef',
};

export interface TestServer {
  url: string;
  app: FastifyInstance;
  config: Config;
  database: Database;
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<Reply<T>>;
  close(): Promise<void>;
}

/**
 * The real API on a real port, on its own database and upload folder, verifying tokens with the emulator.
 * With NODE_ENV=production (which refuses the emulator) pass a stand-in `verifier`, as production's
 * rules cannot be played with the emulator's tokens.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  {
    verifier,
    beforeListen,
  }: {
    verifier?: TokenVerifier;
    /** Adds hooks to the app before it starts. */ beforeListen?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestServer> {
  const uploadDir = mkdtempSync(join(tmpdir(), 'texbridge-uploads-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    UPLOAD_DIR: uploadDir,
    ...(env.NODE_ENV === 'production' ? PRODUCTION : { FIREBASE_AUTH_EMULATOR_HOST: inject('emulatorHost') }),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    SEED: 'off',
    ...env,
  });
  const { database, drop } = await openTestDatabase();
  const app = await buildApp({ config, database, ...(verifier ? { verifier } : {}) });
  beforeListen?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    app,
    config,
    database,
    async request(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let body: RequestInit['body'] = options.form ?? (options.raw as RequestInit['body']);
      if (options.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(options.json);
      }
      const response = await fetch(url + path, { method, headers, body });
      const text = await response.text();
      let parsed: unknown = text;
      if (response.headers.get('content-type')?.includes('json') && text) parsed = JSON.parse(text);
      return { status: response.status, headers: response.headers, body: parsed as never };
    },
    async close() {
      await app.close();
      await drop();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}
