// zod/mini: this runs before every page of the site, so it must cost a few kilobytes, not forty.
import * as z from 'zod/mini';
import { DEFAULT_SITE_NAME } from '../constants.ts';

const text = () => z.string().check(z.minLength(1));

/**
 * Everything a deployment decides, read at run time from `/runtime-config.json` so that one build
 * serves every environment. Nothing here is secret: it is public web configuration.
 */
const runtimeConfigSchema = z.object({
  /** `{product}` in docs/spec.md: page titles read "Home | {siteName}". */
  siteName: z._default(text(), DEFAULT_SITE_NAME),
  /** The API's base URL, without a trailing slash. */
  apiUrl: z.pipe(
    z.url(),
    z.transform((url: string) => url.replace(/\/+$/, '')),
  ),
  /** The public site's own origin, for canonical links and sitemaps; defaults to where it is served. */
  siteUrl: z.optional(z.url()),
  /** The admin remote's mf-manifest.json (issue: the dashboard as a federated remote). */
  adminRemoteUrl: z.optional(z.url()),
  firebase: z.optional(
    z.object({
      apiKey: text(),
      authDomain: z.optional(z.string()),
      projectId: text(),
      appId: z.optional(z.string()),
      /** Set locally and in CI: http://127.0.0.1:9099. */
      emulatorUrl: z.optional(z.url()),
    }),
  ),
  /** The spec's e-mail provider; enquiries are also stored by the API whether or not this is set. */
  emailjs: z.optional(z.object({ serviceId: text(), templateId: text(), publicKey: text() })),
  /** The spec's image host; without it images go to the API's /uploads. */
  cloudinary: z.optional(z.object({ cloudName: text(), uploadPreset: text() })),
});

export type RuntimeConfig = z.output<typeof runtimeConfigSchema>;

export class RuntimeConfigError extends Error {}

/** Parses a runtime config; a bad one throws a sentence naming the field. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const parsed = runtimeConfigSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new RuntimeConfigError(`runtime-config.json: ${issue.path.join('.') || 'the file'} ${issue.message}`);
  }
  return parsed.data;
}

/** Fetches and parses `/runtime-config.json` (never cached: a deployment edits it in place). */
export async function fetchRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new RuntimeConfigError(`${url} answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
