// @ts-check
// The release scripts refuse, before building anything, configurations that would ship a half that
// cannot work, each with a sentence naming the variable.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { release, tempDir } from './support.mjs';

const production = {
  API_URL: 'https://api.texbridge.example',
  SITE_URL: 'https://www.texbridge.example',
  ADMIN_REMOTE_URL: 'https://admin.texbridge.example/mf-manifest.json',
  FIREBASE_API_KEY: 'AIzaSyA-real_looking-key0123456789',
  FIREBASE_PROJECT_ID: 'texbridge-prod',
};

/** @type {[string, NodeJS.ProcessEnv, string][]} */
const refused = [
  [
    'an API key without its project',
    { FIREBASE_PROJECT_ID: '' },
    'FIREBASE_PROJECT_ID is empty while FIREBASE_API_KEY is set',
  ],
  [
    'a demo- project with a real key',
    { FIREBASE_PROJECT_ID: 'demo-texbridge' },
    "FIREBASE_PROJECT_ID 'demo-texbridge' is a demo- project",
  ],
  [
    'a key the SDK rejects',
    { FIREBASE_API_KEY: 'AIza:copied wrong' },
    'FIREBASE_API_KEY holds characters no Firebase key has',
  ],
  [
    'the emulator beside a real key',
    { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
    'FIREBASE_AUTH_EMULATOR_HOST is set beside FIREBASE_API_KEY',
  ],
  [
    'no key and no emulator',
    { FIREBASE_API_KEY: '', FIREBASE_PROJECT_ID: '' },
    'set FIREBASE_API_KEY and FIREBASE_PROJECT_ID',
  ],
  [
    'a rehearsal without the emulator address',
    { FIREBASE_API_KEY: '', FIREBASE_PROJECT_ID: '', RELEASE_ALLOW_EMULATOR: '1' },
    'RELEASE_ALLOW_EMULATOR=1 needs FIREBASE_AUTH_EMULATOR_HOST',
  ],
  [
    'half of EmailJS',
    { EMAILJS_SERVICE_ID: 'service_1', EMAILJS_PUBLIC_KEY: 'pk' },
    'EMAILJS_SERVICE_ID EMAILJS_PUBLIC_KEY set but EMAILJS_TEMPLATE_ID empty',
  ],
  [
    'half of Cloudinary',
    { CLOUDINARY_CLOUD_NAME: 'texbridge' },
    'CLOUDINARY_CLOUD_NAME set but CLOUDINARY_UPLOAD_PRESET empty',
  ],
  [
    'an API URL that is not one',
    { API_URL: 'api.texbridge.example' },
    "API_URL must be an absolute http(s) URL: 'api.texbridge.example'",
  ],
  [
    'a plain http API under an https site',
    { API_URL: 'http://api.texbridge.example' },
    'API_URL is http:// while SITE_URL is https://',
  ],
  [
    "the dashboard's origin instead of its manifest",
    { ADMIN_REMOTE_URL: 'https://admin.texbridge.example' },
    "ADMIN_REMOTE_URL names the dashboard's manifest",
  ],
];

for (const [what, change, sentence] of refused) {
  test(`refused before any build: ${what}`, async () => {
    const root = tempDir('release');
    const result = await release('public', ['v1'], { RELEASE_ROOT: root, ...production, ...change });
    assert.equal(result.code, 1, result.output);
    assert.ok(result.output.includes(sentence), `expected "${sentence}" in: ${result.output}`);
    assert.equal(existsSync(join(root, 'public', 'releases')), false);
  });
}

test('the dashboard half is held to the same Firebase rule', async () => {
  const root = tempDir('release');
  const result = await release('admin', ['v1'], { RELEASE_ROOT: root, ...production, FIREBASE_PROJECT_ID: '' });
  assert.equal(result.code, 1);
  assert.match(result.output, /FIREBASE_PROJECT_ID is empty while FIREBASE_API_KEY is set/);
});
