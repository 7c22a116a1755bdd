import { join, resolve } from 'node:path';
import addressparser from 'nodemailer/lib/addressparser';
import proxyAddr from 'proxy-addr';
import { z } from 'zod';
import { productionRefusal, secretRefusal } from '@texbridge/shared/config/production-rules';
import { DEFAULT_SITE_NAME } from '@texbridge/shared/constants';

const csv = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  UPLOAD_DIR: z.string().min(1).optional(),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url({ message: 'must be the S3 service’s URL, such as http://127.0.0.1:9000' }).optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3–63 lower-case letters, digits, dots, hyphens)',
    )
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z
    .url({ message: 'must be the URL the bucket is served from, such as https://cdn.example.com' })
    .optional(),
  ADMIN_EMAILS: csv.pipe(z.array(z.email({ message: 'must list e-mail addresses separated by commas' }))),
  EDITOR_EMAILS: csv.pipe(z.array(z.email({ message: 'must list e-mail addresses separated by commas' }))),
  SALES_EMAILS: csv.pipe(z.array(z.email({ message: 'must list e-mail addresses separated by commas' }))),
  FIREBASE_PROJECT_ID: z.string().min(1).default('demo-texbridge'),
  FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .regex(/^[\w.-]+:\d+$/, 'must be host:port, for example 127.0.0.1:9099')
    .optional(),
  CORS_ORIGINS: csv.pipe(
    z.array(z.union([z.literal('*'), z.url({ message: 'must list origins such as https://example.com' })])),
  ),
  SITE_URL: z.url({ message: 'must be the public site’s origin, such as https://texbridge.example' }).optional(),
  /** The agency's name as its spec sheets print it: the render host's `siteName`. */
  SITE_NAME: z.string().trim().min(1).max(80).default(DEFAULT_SITE_NAME),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(\d{1,2}|[\d.:a-fA-F/]+(\s*,\s*[\d.:a-fA-F/]+)*)$/,
      'must be the number of proxies in front of the API (such as 1) or their addresses (such as 127.0.0.1,10.0.0.0/8)',
    )
    .optional(),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  /** Its length and strength: secretRefusal, the render server's rule too. */
  RENDER_TOKEN: z.string().optional(),
  ENQUIRY_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  SHEET_DRAW_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, message: 'must be a redis:// or rediss:// URL, such as redis://127.0.0.1:6379' })
    .optional(),
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      message: 'must be an smtp:// or smtps:// URL, such as smtp://user:password@mail.example:587',
    })
    .optional(),
  NOTIFY_EMAILS: csv.pipe(z.array(z.email({ message: 'must list e-mail addresses separated by commas' }))),
  MAIL_FROM: z
    .string()
    .refine(isOneAddress, 'must be one sender, such as "TexBridge" <no-reply@texbridge.example>')
    .optional(),
  NOTIFY_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  SEED: z.enum(['auto', 'off']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Data root: PGlite in `pglite/` (unless databaseUrl is set) and, by default, uploads in `uploads/`. `memory://` keeps the database in memory (tests). */
  dataDir: string;
  databaseUrl: string | undefined;
  uploadDir: string;
  /** Where uploads are kept (docs/scaling.md): UPLOAD_DIR, or an S3-compatible bucket. */
  storage: { kind: 'local' } | ({ kind: 's3' } & S3Config);
  /** E-mails whose verified sign-in claims a role while they hold none (docs/security.md, "Roles"). */
  adminEmails: string[];
  editorEmails: string[];
  salesEmails: string[];
  firebaseProjectId: string;
  authEmulatorHost: string | undefined;
  corsOrigins: string[];
  /** The public site's origin, for sitemap.xml and robots.txt (no trailing slash). */
  siteUrl: string;
  siteName: string;
  /**
   * Whom to believe about the client's address in X-Forwarded-For: a hop count or the proxies' addresses.
   * false (the default) uses the socket's address, so a client cannot choose its own rate-limit key.
   */
  trustProxy: false | number | string[];
  /** Requests per minute per IP across the API. */
  rateLimitMax: number;
  /**
   * The secret the public site's render server sends (X-Render-Token): it fetches every visitor's page
   * from one address, so it is not held to one visitor's limit. Unset: nobody is exempt.
   */
  renderToken: string | undefined;
  /** Enquiries per 10 minutes per IP. */
  enquiryLimitMax: number;
  /** Spec sheets drawn (kept nowhere yet) per minute per IP: docs/spec-sheet.md. */
  sheetDrawLimitMax: number;
  /** Where every API instance counts the rate limits together (docs/scaling.md); unset: each process alone. */
  redisUrl: string | undefined;
  /** E-mail about new requests (docs/quotes.md); undefined when SMTP_URL and NOTIFY_EMAILS are not set. */
  mail: MailConfig | undefined;
  seed: 'auto' | 'off';
  logLevel: string;
}

export interface S3Config {
  /** Unset: AWS's own endpoint for the region. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Unset: the SDK's own chain (environment, profile, instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Where browsers may fetch objects straight from the bucket or a CDN (no trailing slash). */
  publicUrl: string | undefined;
}

export interface MailConfig {
  /** nodemailer's connection URL: smtp://user:password@host:587, or smtps:// for TLS from the start. */
  smtpUrl: string;
  /** Staff who are told of each new request; the first is the buyers' reply-to. */
  notifyEmails: string[];
  /** The sender of every e-mail, as a From header. */
  from: string;
  /** The first retry's delay; each later one doubles it, up to an hour. */
  retrySeconds: number;
}

export class ConfigError extends Error {}

function isOneAddress(value: string) {
  const parsed = addressparser(value, { flatten: true });
  return parsed.length === 1 && /^[^@\s]+@[^@\s]+$/.test(parsed[0]!.address);
}

/** STORAGE=s3 needs its bucket; keys come in pairs. */
function readStorage(e: z.infer<typeof envSchema>): Config['storage'] {
  if (e.STORAGE === 'local') return { kind: 'local' };
  if (!e.S3_BUCKET) throw new ConfigError('STORAGE is s3 but S3_BUCKET is not set: name the bucket uploads go to.');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither.');
  return {
    kind: 's3',
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}

/** Both or neither: an SMTP server with nobody to tell, or staff with no server, is a half-done set-up. */
function readMail(e: z.infer<typeof envSchema>, siteUrl: string): MailConfig | undefined {
  if (!e.SMTP_URL && e.NOTIFY_EMAILS.length === 0) return undefined;
  if (!e.SMTP_URL || e.NOTIFY_EMAILS.length === 0) {
    const [set, unset] = e.SMTP_URL ? ['SMTP_URL', 'NOTIFY_EMAILS'] : ['NOTIFY_EMAILS', 'SMTP_URL'];
    throw new ConfigError(
      `${set} is set but ${unset} is not: e-mail about new requests needs both SMTP_URL (the server to send through) and NOTIFY_EMAILS (the staff to tell), so set ${unset} too, or unset ${set} to turn e-mail off.`,
    );
  }
  const quotedName = `"${e.SITE_NAME.replace(/["\\]/g, '\\$&')}"`;
  return {
    smtpUrl: e.SMTP_URL,
    notifyEmails: e.NOTIFY_EMAILS,
    from: e.MAIL_FROM ?? `${quotedName} <no-reply@${new URL(siteUrl).hostname}>`,
    retrySeconds: e.NOTIFY_RETRY_SECONDS,
  };
}

const DEV_ORIGINS = [
  'http://localhost:5173',
  'http://localhost:5174',
  'http://127.0.0.1:5173',
  'http://127.0.0.1:5174',
];

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  const addresses = value.split(',').map((address) => address.trim());
  // Fastify compiles the list with proxy-addr when the app is built, and a range it refuses (such as
  // 0.0.0.0/0, which would let every client name its own address) would end start-up with a stack.
  for (const address of addresses) {
    try {
      proxyAddr.compile(address);
    } catch (error) {
      throw new ConfigError(
        `Environment variable TRUST_PROXY names ${address}, which is not a proxy address or range (${(error as Error).message}): list your proxies' addresses, such as 127.0.0.1,10.0.0.0/8, or set their number, such as 1.`,
      );
    }
  }
  return addresses;
}

/** ADMIN_EMAILS, EDITOR_EMAILS and SALES_EMAILS, lower-cased; an address in two of them is refused. */
function readRoleEmails(e: z.infer<typeof envSchema>) {
  const lists = { ADMIN_EMAILS: e.ADMIN_EMAILS, EDITOR_EMAILS: e.EDITOR_EMAILS, SALES_EMAILS: e.SALES_EMAILS };
  const seen = new Map<string, string>();
  for (const [variable, emails] of Object.entries(lists)) {
    for (const email of emails.map((one) => one.toLowerCase())) {
      const earlier = seen.get(email);
      if (earlier && earlier !== variable) {
        throw new ConfigError(`${email} is in both ${earlier} and ${variable}: give each address one role.`);
      }
      seen.set(email, variable);
    }
  }
  const lower = (emails: string[]) => emails.map((email) => email.toLowerCase());
  return {
    adminEmails: lower(e.ADMIN_EMAILS),
    editorEmails: lower(e.EDITOR_EMAILS),
    salesEmails: lower(e.SALES_EMAILS),
  };
}

/** Reads the environment once; a bad value throws one sentence that names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (FOO= in a shell or .env file) means unset.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Environment variable ${String(issue.path[0])} ${issue.message}.`);
  }
  const e = parsed.data;
  // What production cannot run on: each default serves local development only, and would fail quietly
  // in production (every sign-in refused, links to this machine, pages turned into 429s). The render
  // server applies the same rules (docs/security.md).
  const refusal =
    e.NODE_ENV === 'production'
      ? productionRefusal('api', set)
      : e.RENDER_TOKEN && secretRefusal('RENDER_TOKEN', e.RENDER_TOKEN);
  if (refusal) throw new ConfigError(refusal);
  const siteUrl = (e.SITE_URL ?? 'http://localhost:5173').replace(/\/+$/, '');
  const dataDir = e.DATA_DIR.startsWith('memory://') ? e.DATA_DIR : resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    uploadDir: resolve(e.UPLOAD_DIR ?? (dataDir.startsWith('memory://') ? './data/uploads' : join(dataDir, 'uploads'))),
    storage: readStorage(e),
    ...readRoleEmails(e),
    firebaseProjectId: e.FIREBASE_PROJECT_ID,
    authEmulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST,
    corsOrigins: e.CORS_ORIGINS.length > 0 ? e.CORS_ORIGINS : e.NODE_ENV === 'production' ? [] : DEV_ORIGINS,
    siteUrl,
    siteName: e.SITE_NAME,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimitMax: e.RATE_LIMIT_MAX,
    renderToken: e.RENDER_TOKEN,
    enquiryLimitMax: e.ENQUIRY_LIMIT_MAX,
    sheetDrawLimitMax: e.SHEET_DRAW_LIMIT_MAX,
    redisUrl: e.REDIS_URL,
    mail: readMail(e, siteUrl),
    seed: e.SEED,
    logLevel: e.LOG_LEVEL,
  };
}
