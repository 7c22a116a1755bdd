import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/platform/config.ts';
import { runServerScript } from './helpers/processes.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      firebaseProjectId: 'demo-texbridge',
      adminEmails: [],
      databaseUrl: undefined,
      env: 'development',
    });
    expect(config.uploadDir).toBe(`${config.dataDir}/uploads`);
  });

  it('reads lists and lower-cases admin e-mails', () => {
    const config = loadConfig({
      ADMIN_EMAILS: 'Boss@Example.com, ops@example.com',
      CORS_ORIGINS: 'https://shop.example.com,https://admin.example.com',
    });
    expect(config.adminEmails).toEqual(['boss@example.com', 'ops@example.com']);
    expect(config.corsOrigins).toEqual(['https://shop.example.com', 'https://admin.example.com']);
  });

  it('reads the e-mails of each role, and refuses an address given two roles', () => {
    const config = loadConfig({ EDITOR_EMAILS: 'Writer@Example.com', SALES_EMAILS: 'desk@example.com' });
    expect([config.adminEmails, config.editorEmails, config.salesEmails]).toEqual([
      [],
      ['writer@example.com'],
      ['desk@example.com'],
    ]);
    expect(() => loadConfig({ ADMIN_EMAILS: 'boss@example.com', SALES_EMAILS: 'Boss@example.com' })).toThrow(
      'boss@example.com is in both ADMIN_EMAILS and SALES_EMAILS: give each address one role.',
    );
  });

  it.each([
    [{ PORT: 'eighty' }, /^Environment variable PORT /],
    [{ PORT: '70000' }, /^Environment variable PORT /],
    [{ ADMIN_EMAILS: 'not-an-email' }, /^Environment variable ADMIN_EMAILS must list e-mail addresses/],
    [{ DATABASE_URL: 'mysql://x' }, /^Environment variable DATABASE_URL must start with postgres:\/\//],
    [{ NODE_ENV: 'staging' }, /^Environment variable NODE_ENV /],
    [{ CORS_ORIGINS: 'example.com' }, /^Environment variable CORS_ORIGINS /],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, /^Environment variable REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/],
    [
      { FIREBASE_AUTH_EMULATOR_HOST: 'localhost' },
      /^Environment variable FIREBASE_AUTH_EMULATOR_HOST must be host:port/,
    ],
  ])('refuses %o with one sentence naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('refuses the Auth emulator in production, where it would accept forged tokens', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
      /accepts forged tokens/,
    );
  });

  it('keeps the server from starting with that combination, with a sentence and exit code 1', async () => {
    const run = runServerScript('src/main.ts', [], {
      NODE_ENV: 'production',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      DATA_DIR: 'memory://',
    });
    expect(await run.exit).toBe(1);
    expect(run.output()).toContain(
      'TexBridge API did not start: FIREBASE_AUTH_EMULATOR_HOST is set with NODE_ENV=production',
    );
  });
});

describe('production', () => {
  /** Everything production needs; each case below takes one thing away. */
  const PRODUCTION = {
    NODE_ENV: 'production',
    FIREBASE_PROJECT_ID: 'texbridge-live',
    SITE_URL: 'https://texbridge.example',
    RENDER_TOKEN: '3f9a0c7be21d54e86a0f1c93b7d2e4a5c6b8d0e1f2a3b4c5',
  };

  it('starts with a real project, the site’s origin and a render token', () => {
    expect(loadConfig(PRODUCTION)).toMatchObject({ env: 'production', firebaseProjectId: 'texbridge-live' });
  });

  // The rules are shared/src/config/production-rules.ts (tested there); these show the API applies them.
  it.each([
    [
      'nothing else set',
      { FIREBASE_PROJECT_ID: '', SITE_URL: '', RENDER_TOKEN: '' },
      /^FIREBASE_PROJECT_ID is not set with NODE_ENV=production/,
    ],
    [
      'a demo- project',
      { FIREBASE_PROJECT_ID: 'demo-shop' },
      /^FIREBASE_PROJECT_ID is demo-shop .*set it to your Firebase project’s id\.$/,
    ],
    [
      'no SITE_URL',
      { SITE_URL: '' },
      /^SITE_URL is not set with NODE_ENV=production.*set it to the public site’s https:\/\/ origin/,
    ],
    [
      'a SITE_URL on localhost',
      { SITE_URL: 'http://localhost:5173' },
      /^SITE_URL is http:\/\/localhost:5173, a loopback address,/,
    ],
    ['a SITE_URL on 127.0.0.1', { SITE_URL: 'http://127.0.0.1:8080' }, /^SITE_URL is http:\/\/127\.0\.0\.1:8080/],
    [
      'a SITE_URL on 0.0.0.0',
      { SITE_URL: 'http://0.0.0.0' },
      /^SITE_URL is http:\/\/0\.0\.0\.0, an unspecified address,/,
    ],
    [
      'a plain http SITE_URL',
      { SITE_URL: 'http://texbridge.example' },
      /^SITE_URL is http:\/\/texbridge\.example, not https,/,
    ],
    [
      'no RENDER_TOKEN',
      { RENDER_TOKEN: '' },
      /^RENDER_TOKEN is not set with NODE_ENV=production.*openssl rand -hex 24\)\.$/,
    ],
    [
      'a RENDER_TOKEN of 24 × a',
      { RENDER_TOKEN: 'a'.repeat(24) },
      /^RENDER_TOKEN is too easy to guess \(it is 'a' repeated\)/,
    ],
  ])('refuses %s with one sentence naming the variable and what to set', (_name, change, message) => {
    expect(() => loadConfig({ ...PRODUCTION, ...change })).toThrow(ConfigError);
    expect(() => loadConfig({ ...PRODUCTION, ...change })).toThrow(message);
  });

  it('refuses a guessable RENDER_TOKEN in any mode, as the render server does', () => {
    expect(() => loadConfig({ RENDER_TOKEN: 'c0ffee'.repeat(8) })).toThrow(
      /^RENDER_TOKEN is too easy to guess \(it is 'c0ffee' repeated\)/,
    );
  });

  it.each(['0.0.0.0/0', '::/0', '10.0.0.0/33', '999.1.1.1'])(
    'refuses TRUST_PROXY=%s with a sentence, not a stack from the proxy list parser',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        new RegExp(
          `^Environment variable TRUST_PROXY names ${value.replace(/[./]/g, '\\$&')}, which is not a proxy address or range`,
        ),
      );
    },
  );

  it('keeps the server from starting on TRUST_PROXY=0.0.0.0/0, with one line and exit code 1', async () => {
    const run = runServerScript('src/main.ts', [], { TRUST_PROXY: '0.0.0.0/0', DATA_DIR: 'memory://' });
    expect(await run.exit).toBe(1);
    expect(run.output().trim()).toMatch(
      /^TexBridge API did not start: Environment variable TRUST_PROXY names 0\.0\.0\.0\/0,[^\n]*$/,
    );
  });

  it('keeps the server from starting in production with nothing else set', async () => {
    // npm test hands every suite the emulator's address: here it is unset, as in a real production.
    const run = runServerScript('src/main.ts', [], {
      NODE_ENV: 'production',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      DATA_DIR: 'memory://',
    });
    expect(await run.exit).toBe(1);
    expect(run.output().trim()).toMatch(/^TexBridge API did not start: FIREBASE_PROJECT_ID is not set[^\n]*$/);
  });

  it('keeps the server from starting in production on SITE_URL=http://0.0.0.0, with one line and exit code 1', async () => {
    const run = runServerScript('src/main.ts', [], {
      ...PRODUCTION,
      SITE_URL: 'http://0.0.0.0',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      DATA_DIR: 'memory://',
    });
    expect(await run.exit).toBe(1);
    expect(run.output().trim()).toMatch(
      /^TexBridge API did not start: SITE_URL is http:\/\/0\.0\.0\.0, an unspecified address,[^\n]*$/,
    );
  });
});

describe('e-mail about new requests', () => {
  const MAIL = {
    SMTP_URL: 'smtp://mailer:secret@mail.example:587',
    NOTIFY_EMAILS: 'sales@example.com, ops@example.com',
  };

  it('is off unless configured', () => {
    expect(loadConfig({}).mail).toBeUndefined();
  });

  it('sends from the site’s name at its host, retrying 30 s after the first failure, unless told otherwise', () => {
    expect(loadConfig({ ...MAIL, SITE_URL: 'https://texbridge.example/', SITE_NAME: 'Tex "Bridge"' }).mail).toEqual({
      smtpUrl: MAIL.SMTP_URL,
      notifyEmails: ['sales@example.com', 'ops@example.com'],
      from: '"Tex \\"Bridge\\"" <no-reply@texbridge.example>',
      retrySeconds: 30,
    });
    expect(
      loadConfig({ ...MAIL, MAIL_FROM: 'Sales <sales@example.com>', NOTIFY_RETRY_SECONDS: '1' }).mail,
    ).toMatchObject({ from: 'Sales <sales@example.com>', retrySeconds: 1 });
  });

  it.each([
    [
      { SMTP_URL: MAIL.SMTP_URL },
      /^SMTP_URL is set but NOTIFY_EMAILS is not: .*set NOTIFY_EMAILS too, or unset SMTP_URL/,
    ],
    [
      { NOTIFY_EMAILS: MAIL.NOTIFY_EMAILS },
      /^NOTIFY_EMAILS is set but SMTP_URL is not: .*set SMTP_URL too, or unset NOTIFY_EMAILS/,
    ],
  ])('refuses half of it, %o, with a sentence naming both', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it.each([
    [
      { ...MAIL, SMTP_URL: 'https://mail.example' },
      /^Environment variable SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
    ],
    [{ ...MAIL, NOTIFY_EMAILS: 'sales' }, /^Environment variable NOTIFY_EMAILS must list e-mail addresses/],
    [{ ...MAIL, MAIL_FROM: 'a@example.com, b@example.com' }, /^Environment variable MAIL_FROM must be one sender/],
    [{ ...MAIL, NOTIFY_RETRY_SECONDS: '0' }, /^Environment variable NOTIFY_RETRY_SECONDS /],
  ])('refuses %o with one sentence naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('empty variables', () => {
  it('count as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 4000 });
  });

  describe('uploads in S3 (docs/scaling.md)', () => {
    it('reads the bucket, with local the default', () => {
      expect(loadConfig({}).storage).toEqual({ kind: 'local' });
      expect(
        loadConfig({
          STORAGE: 's3',
          S3_BUCKET: 'texbridge-uploads',
          S3_ENDPOINT: 'http://127.0.0.1:9000',
          S3_ACCESS_KEY_ID: 'key',
          S3_SECRET_ACCESS_KEY: 'secret',
          S3_PUBLIC_URL: 'https://cdn.texbridge.example/',
        }).storage,
      ).toEqual({
        kind: 's3',
        bucket: 'texbridge-uploads',
        endpoint: 'http://127.0.0.1:9000',
        region: 'us-east-1',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        publicUrl: 'https://cdn.texbridge.example',
      });
    });

    it.each([
      [{ STORAGE: 's3' }, /^STORAGE is s3 but S3_BUCKET is not set/],
      [
        { STORAGE: 's3', S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'key' },
        /^S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
      ],
      [{ STORAGE: 's3', S3_BUCKET: 'Not_A_Bucket' }, /^Environment variable S3_BUCKET must be a bucket name/],
      [{ STORAGE: 'disk' }, /^Environment variable STORAGE /],
    ])('refuses %o with a sentence', (env, message) => {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(message);
    });
  });
});
