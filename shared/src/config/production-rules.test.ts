import { describe, expect, it } from 'vitest';
import { productionRefusal, type ProductionProcess, secretRefusal } from './production-rules.ts';

const TOKEN = '3f9a0c7be21d54e86a0f1c93b7d2e4a5c6b8d0e1f2a3b4c5';

/** Everything production needs, for each process; each case below changes one thing. */
const complete: Record<ProductionProcess, Record<string, string>> = {
  api: { FIREBASE_PROJECT_ID: 'texbridge-live', SITE_URL: 'https://texbridge.example', RENDER_TOKEN: TOKEN },
  'render server': {
    FIREBASE_API_KEY: 'AIzaSyExample',
    FIREBASE_PROJECT_ID: 'texbridge-live',
    SITE_URL: 'https://texbridge.example',
    RENDER_TOKEN: TOKEN,
  },
};
const processes = Object.keys(complete) as ProductionProcess[];

describe('the production rules', () => {
  it.each(processes)('let the %s start with everything set', (process) => {
    expect(productionRefusal(process, complete[process])).toBeUndefined();
  });

  const refused: [string, Record<string, string>, RegExp][] = [
    ['no FIREBASE_PROJECT_ID', { FIREBASE_PROJECT_ID: '' }, /^FIREBASE_PROJECT_ID is not set with NODE_ENV=production/],
    [
      'a demo- project',
      { FIREBASE_PROJECT_ID: 'demo-texbridge' },
      /^FIREBASE_PROJECT_ID is demo-texbridge .*project’s id\.$/,
    ],
    ['no SITE_URL', { SITE_URL: '' }, /^SITE_URL is not set with NODE_ENV=production.*https:\/\/texbridge\.example\.$/],
    ['a SITE_URL that is no URL', { SITE_URL: 'texbridge.example' }, /^SITE_URL is texbridge\.example, not a URL/],
    ['SITE_URL on 0.0.0.0', { SITE_URL: 'http://0.0.0.0' }, /^SITE_URL is http:\/\/0\.0\.0\.0, an unspecified address/],
    ['SITE_URL on 0 (0.0.0.0 written short)', { SITE_URL: 'https://0' }, /an unspecified address/],
    ['SITE_URL on [::]', { SITE_URL: 'https://[::]:8443' }, /an unspecified address/],
    ['a wildcard SITE_URL', { SITE_URL: 'https://*.texbridge.example' }, /an unspecified address/],
    [
      'SITE_URL on localhost',
      { SITE_URL: 'https://localhost:5173' },
      /^SITE_URL is https:\/\/localhost:5173, a loopback address/,
    ],
    ['SITE_URL on 127.1', { SITE_URL: 'https://127.1' }, /a loopback address/],
    ['SITE_URL on [::1]', { SITE_URL: 'https://[::1]' }, /a loopback address/],
    ['SITE_URL on a .localhost name', { SITE_URL: 'https://shop.localhost.' }, /a loopback address/],
    ['SITE_URL on ::ffff:127.0.0.1', { SITE_URL: 'https://[::ffff:127.0.0.1]' }, /a loopback address/],
    [
      'a plain http SITE_URL',
      { SITE_URL: 'http://texbridge.example' },
      /^SITE_URL is http:\/\/texbridge\.example, not https/,
    ],
    [
      'no RENDER_TOKEN',
      { RENDER_TOKEN: '' },
      /^RENDER_TOKEN is not set with NODE_ENV=production.*openssl rand -hex 24\)\.$/,
    ],
    ['a short RENDER_TOKEN', { RENDER_TOKEN: 'short' }, /^RENDER_TOKEN must be at least 24 characters/],
    [
      'RENDER_TOKEN of 24 × a',
      { RENDER_TOKEN: 'a'.repeat(24) },
      /^RENDER_TOKEN is too easy to guess \(it is 'a' repeated\)/,
    ],
  ];

  describe.each(processes)('for the %s', (process) => {
    it.each(refused)('refuse %s with one sentence naming the variable', (_what, change, sentence) => {
      const refusal = productionRefusal(process, { ...complete[process], ...change });
      expect(refusal).toMatch(sentence);
      expect(refusal).toMatch(/^[^\n]*\.$/);
    });
  });

  it('refuse the Auth emulator in the API, which would accept forged tokens', () => {
    expect(productionRefusal('api', { ...complete.api, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toMatch(
      /^FIREBASE_AUTH_EMULATOR_HOST is set with NODE_ENV=production: the Auth emulator accepts forged tokens/,
    );
  });

  it('refuse a render server whose runtime config would send sign-in to the emulator', () => {
    expect(productionRefusal('render server', { ...complete['render server'], FIREBASE_API_KEY: '' })).toMatch(
      /^FIREBASE_API_KEY is not set with NODE_ENV=production/,
    );
  });

  describe('on a rehearsal with the Auth emulator (RELEASE_ALLOW_EMULATOR=1, deploy/README.md)', () => {
    const rehearsal = {
      RELEASE_ALLOW_EMULATOR: '1',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9100',
      SITE_URL: 'http://127.0.0.1:8080',
      RENDER_TOKEN: TOKEN,
    };

    it('let the render server run on this machine with the emulator’s demo project', () => {
      expect(productionRefusal('render server', rehearsal)).toBeUndefined();
      expect(
        productionRefusal('render server', { ...rehearsal, FIREBASE_PROJECT_ID: 'demo-texbridge' }),
      ).toBeUndefined();
    });

    it('still refuse a missing or unspecified SITE_URL and a weak token', () => {
      expect(productionRefusal('render server', { ...rehearsal, SITE_URL: '' })).toMatch(/^SITE_URL is not set/);
      expect(productionRefusal('render server', { ...rehearsal, SITE_URL: 'http://0.0.0.0' })).toMatch(
        /an unspecified address/,
      );
      expect(productionRefusal('render server', { ...rehearsal, RENDER_TOKEN: 'a'.repeat(24) })).toMatch(
        /^RENDER_TOKEN is too easy to guess/,
      );
    });

    it('are no rehearsal once a real Firebase key is set', () => {
      expect(productionRefusal('render server', { ...rehearsal, FIREBASE_API_KEY: 'AIzaSyExample' })).toMatch(
        /^FIREBASE_PROJECT_ID is not set/,
      );
    });

    it('are no rehearsal for the API, which refuses the emulator', () => {
      expect(productionRefusal('api', rehearsal)).toMatch(/^FIREBASE_AUTH_EMULATOR_HOST is set/);
    });
  });
});

describe('a secret', () => {
  it.each([
    ['48 random hex digits', TOKEN],
    ['32 characters of base64', 'qL2n8vX0c+T4/mZ7aKe9Rb1WdYs3HgPj'],
  ])('passes when it is %s', (_what, value) => {
    expect(secretRefusal('RENDER_TOKEN', value)).toBeUndefined();
  });

  it.each([
    ['one character repeated', 'a'.repeat(24), /\(it is 'a' repeated\)/],
    ['a short run repeated', 'c0ffee'.repeat(8), /\(it is 'c0ffee' repeated\)/],
    ['a long run repeated', 'abcdefghijk'.repeat(3), /\(it is 'abcdefgh…' repeated\)/],
    ['few different characters', 'aabbabbaabababbbaabbaabbab', /only 2 different characters \(at least 8\)/],
  ])('is refused when it is %s', (_what, value, why) => {
    const refusal = secretRefusal('RENDER_TOKEN', value);
    expect(refusal).toMatch(/^RENDER_TOKEN is too easy to guess/);
    expect(refusal).toMatch(why);
    expect(refusal).toMatch(
      /set it to a random secret, the same on the API and the render server \(openssl rand -hex 24\)\.$/,
    );
  });
});
