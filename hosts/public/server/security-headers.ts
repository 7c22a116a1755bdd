import { createHash } from 'node:crypto';
import type { RuntimeConfig } from '@texbridge/shared/config/runtime-config';

/** Firebase Auth's endpoints, which a real project's sign-in calls (the emulator's origin otherwise). */
const FIREBASE_AUTH_ORIGINS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];

const originOf = (url: string | undefined) => (url ? [new URL(url).origin] : []);

/** The inline scripts of the client build's index.html (the page-code loader), as CSP hash sources. */
function inlineScriptSources(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/<script([^>]*)>([^]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=|type="application\/(ld\+)?json"/.test(attributes!))
    .map(([, , script]) => `'sha256-${createHash('sha256').update(script!).digest('base64')}'`);
}

/**
 * The headers deploy/nginx/public.conf.template sends, sent by the render server too, so a site served
 * without nginx (`npm start`, a deployment behind another proxy) has them as well. The same policy, made
 * from the runtime config instead of the template's variables: ADMIN_ORIGIN is adminRemoteUrl's origin,
 * API_ORIGIN apiUrl's, AUTH_ORIGINS the emulator's or Firebase's. The inline loader's hash is taken from
 * the index.html being served, never written down here: nginx's template holds the one copy
 * (hosts/public/server/security-headers.test.ts holds the two policies together).
 */
export function securityHeaders(config: RuntimeConfig, indexHtml: string): Record<string, string> {
  const admin = originOf(config.adminRemoteUrl);
  const api = originOf(config.apiUrl);
  const auth = config.firebase?.emulatorUrl ? originOf(config.firebase.emulatorUrl) : FIREBASE_AUTH_ORIGINS;
  const policy: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...inlineScriptSources(indexHtml), ...admin],
    ['style-src', "'self'", "'unsafe-inline'", ...admin],
    ['img-src', "'self'", 'data:', 'blob:', ...api, 'https://res.cloudinary.com'],
    ['font-src', "'self'", ...admin],
    ['connect-src', "'self'", ...api, ...admin, ...auth, 'https://api.emailjs.com', 'https://api.cloudinary.com'],
    ['frame-src', 'https://www.google.com', 'https://maps.google.com', 'https://www.openstreetmap.org'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return {
    'content-security-policy': policy.map((directive) => directive.join(' ')).join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'cross-origin-opener-policy': 'same-origin-allow-popups',
  };
}
