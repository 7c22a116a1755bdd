import { z } from 'zod';

/**
 * Everything a deployment decides, read at run time from `/runtime-config.json` so that one build
 * serves every environment. Nothing here is secret: it is public web configuration.
 */
export const runtimeConfigSchema = z.object({
  /** `{product}` in SPEC.md: page titles read "Home | {siteName}". */
  siteName: z.string().min(1).default('TexBridge'),
  /** The API's base URL, without a trailing slash. */
  apiUrl: z.url().transform((url) => url.replace(/\/+$/, '')),
  /** The public site's own origin, for canonical links and sitemaps; defaults to where it is served. */
  siteUrl: z.url().optional(),
  /** The admin remote's mf-manifest.json (issue: the dashboard as a federated remote). */
  adminRemoteUrl: z.url().optional(),
  firebase: z
    .object({
      apiKey: z.string().min(1),
      authDomain: z.string().optional(),
      projectId: z.string().min(1),
      appId: z.string().optional(),
      /** Set locally and in CI: http://127.0.0.1:9099. */
      emulatorUrl: z.url().optional(),
    })
    .optional(),
  /** The spec's e-mail provider; enquiries are also stored by the API whether or not this is set. */
  emailjs: z
    .object({ serviceId: z.string().min(1), templateId: z.string().min(1), publicKey: z.string().min(1) })
    .optional(),
  /** The spec's image host; without it images go to the API's /uploads. */
  cloudinary: z.object({ cloudName: z.string().min(1), uploadPreset: z.string().min(1) }).optional(),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

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
