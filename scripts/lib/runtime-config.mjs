// @ts-check
// The runtime config each half reads at /runtime-config.json, made from environment variables.
// One function for `vite dev`/`vite preview` (hosts/public's plugin) and for the release scripts
// (deploy/release-*.sh), so a deployment and a developer's machine read the same variables.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './pnpm.mjs';

/** @typedef {'public' | 'admin'} Half */
/** @typedef {Record<string, string | undefined>} Env */

/** @type {Record<Half, string>} */
const templates = {
  public: join(root, 'hosts/public/public/runtime-config.json'),
  admin: join(root, 'remotes/admin/public/runtime-config.json'),
};

/**
 * The variables that are set: an empty one (FIREBASE_API_KEY= in an env file) is an unset one.
 * @param {NodeJS.ProcessEnv} environment
 * @returns {Env}
 */
const setOnly = (environment) => Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));

/** @param {Env} env */
const firebase = (env) => ({
  apiKey: env.FIREBASE_API_KEY ?? 'demo-api-key',
  projectId: env.FIREBASE_PROJECT_ID ?? 'demo-texbridge',
  ...(env.FIREBASE_AUTH_DOMAIN && { authDomain: env.FIREBASE_AUTH_DOMAIN }),
  ...(env.FIREBASE_APP_ID && { appId: env.FIREBASE_APP_ID }),
  // The emulator unless a real project is configured.
  ...(!env.FIREBASE_API_KEY && { emulatorUrl: `http://${env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}` }),
});

/** @param {Env} env */
const emailjs = (env) =>
  env.EMAILJS_SERVICE_ID &&
  env.EMAILJS_TEMPLATE_ID &&
  env.EMAILJS_PUBLIC_KEY && {
    emailjs: {
      serviceId: env.EMAILJS_SERVICE_ID,
      templateId: env.EMAILJS_TEMPLATE_ID,
      publicKey: env.EMAILJS_PUBLIC_KEY,
    },
  };

/** @param {Env} env */
const cloudinary = (env) =>
  env.CLOUDINARY_CLOUD_NAME &&
  env.CLOUDINARY_UPLOAD_PRESET && {
    cloudinary: { cloudName: env.CLOUDINARY_CLOUD_NAME, uploadPreset: env.CLOUDINARY_UPLOAD_PRESET },
  };

/**
 * `half` is 'public' (the site, which also hands its config to the dashboard it hosts) or 'admin'
 * (the dashboard's standalone mode). Unset variables keep the local defaults of `npm start`.
 * @param {Half} half
 * @param {NodeJS.ProcessEnv} [environment]
 * @returns {Record<string, unknown>}
 */
export function runtimeConfig(half, environment = process.env) {
  const env = setOnly(environment);
  const template = JSON.parse(readFileSync(templates[half], 'utf8'));
  const common = {
    ...template,
    ...(env.SITE_NAME && { siteName: env.SITE_NAME }),
    apiUrl: env.API_URL ?? `http://localhost:${env.PORT ?? 4000}`,
    firebase: firebase(env),
    ...cloudinary(env),
  };
  if (half === 'admin') return common;
  return {
    ...common,
    siteUrl: env.SITE_URL ?? `http://localhost:${env.PUBLIC_PORT ?? 5173}`,
    adminRemoteUrl: env.ADMIN_REMOTE_URL ?? `http://localhost:${env.ADMIN_PORT ?? 5174}/mf-manifest.json`,
    ...emailjs(env),
  };
}

// `node scripts/lib/runtime-config.mjs public|admin` prints it (the release scripts write it to a file).
if (process.argv[1] === import.meta.filename) {
  const half = process.argv[2];
  if (half !== 'public' && half !== 'admin') {
    console.error('usage: node scripts/lib/runtime-config.mjs public|admin');
    process.exit(2);
  }
  process.stdout.write(`${JSON.stringify(runtimeConfig(half), null, 2)}\n`);
}
