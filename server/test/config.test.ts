import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
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

  it.each([
    [{ PORT: 'eighty' }, /^Environment variable PORT /],
    [{ PORT: '70000' }, /^Environment variable PORT /],
    [{ ADMIN_EMAILS: 'not-an-email' }, /^Environment variable ADMIN_EMAILS must list e-mail addresses/],
    [{ DATABASE_URL: 'mysql://x' }, /^Environment variable DATABASE_URL must start with postgres:\/\//],
    [{ NODE_ENV: 'staging' }, /^Environment variable NODE_ENV /],
    [{ CORS_ORIGINS: 'example.com' }, /^Environment variable CORS_ORIGINS /],
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

describe('empty variables', () => {
  it('count as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 4000 });
  });
});
