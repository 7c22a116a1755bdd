// What a server refuses to start with under NODE_ENV=production, declared once for the API
// (server/src/platform/config.ts) and the site's render server (hosts/public/server/startup.ts), so neither lets
// through what the other refuses. Each rule answers one sentence naming the variable and what to set.
// docs/security.md, "What production refuses". Free of zod and of Node: plain checks on strings.

/** The environment as a server reads it; an empty variable (FOO= in an env file) counts as unset. */
export type Environment = Readonly<Record<string, string | undefined>>;

/** The two processes a deployment runs with NODE_ENV=production. */
export type ProductionProcess = 'api' | 'render server';

/** The shortest secret accepted: `openssl rand -hex 24` writes 48 characters. */
const SECRET_MIN_LENGTH = 24;
/**
 * The fewest different characters a secret may have. A random hex secret of 24 characters has at least
 * 8 all but about once in 100,000 draws; a word, a repeated letter or a short run repeated has fewer.
 */
const SECRET_MIN_DISTINCT = 8;

const GENERATE = 'openssl rand -hex 24';

/** The shortest run the whole of `value` repeats (its period); its own length when none repeats. */
function period(value: string): number {
  for (let size = 1; size <= value.length / 2; size++) {
    let repeats = true;
    for (let index = size; index < value.length && repeats; index++) repeats = value[index] === value[index - size];
    if (repeats) return size;
  }
  return value.length;
}

/**
 * A secret the processes share (RENDER_TOKEN): long enough, and not guessable at sight. Checked in
 * every mode, not only production: a secret is refused where it is set.
 */
export function secretRefusal(name: string, value: string): string | undefined {
  const what = `set it to a random secret, the same on the API and the render server (${GENERATE})`;
  if (value.length < SECRET_MIN_LENGTH) return `${name} must be at least ${SECRET_MIN_LENGTH} characters: ${what}.`;
  const distinct = new Set(value).size;
  const run = period(value);
  if (distinct < SECRET_MIN_DISTINCT || run < value.length) {
    const why =
      run < value.length
        ? `it is '${value.slice(0, Math.min(run, 8))}${run > 8 ? '…' : ''}' repeated`
        : `it has only ${distinct} different characters (at least ${SECRET_MIN_DISTINCT})`;
    return `${name} is too easy to guess (${why}): ${what}.`;
  }
  return undefined;
}

/** A hostname no browser elsewhere reaches: an address that means "every interface" or "this machine". */
function unreachable(hostname: string): 'an unspecified address' | 'a loopback address' | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.includes('*') || host === '[::]' || host === '[::ffff:0:0]' || /^0(\.\d{1,3}){3}$/.test(host))
    return 'an unspecified address';
  if (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(host)
  )
    return 'a loopback address';
  return undefined;
}

/**
 * A rehearsal on the Auth emulator (deploy/README.md): no Firebase key, and RELEASE_ALLOW_EMULATOR=1
 * with the emulator's address. It is not a deployment anyone visits: its site may be on this machine
 * and its project the emulator's demo- one.
 */
const isEmulatorRehearsal = (env: Environment) =>
  !env.FIREBASE_API_KEY && env.RELEASE_ALLOW_EMULATOR === '1' && Boolean(env.FIREBASE_AUTH_EMULATOR_HOST);

function siteUrlRefusal(env: Environment): string | undefined {
  const value = env.SITE_URL;
  const consequence = 'so canonical links, the sitemap and robots.txt would not point at the public site';
  const what = 'set it to the public site’s https:// origin, such as https://texbridge.example';
  if (!value) return `SITE_URL is not set with NODE_ENV=production, ${consequence}: ${what}.`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `SITE_URL is ${value}, not a URL: ${what}.`;
  }
  const reach = unreachable(url.hostname);
  if (reach === 'an unspecified address' || (reach && !isEmulatorRehearsal(env)))
    return `SITE_URL is ${value}, ${reach}, with NODE_ENV=production, ${consequence}: ${what}.`;
  if (url.protocol !== 'https:' && !isEmulatorRehearsal(env))
    return `SITE_URL is ${value}, not https, with NODE_ENV=production, so visitors would be sent to pages without TLS: ${what}.`;
  return undefined;
}

interface Rule {
  processes: readonly ProductionProcess[];
  refusal: (env: Environment) => string | undefined;
}

/** In the order they are checked: the first that refuses is the sentence a server stops with. */
const RULES: readonly Rule[] = [
  {
    processes: ['api'],
    refusal: (env) =>
      env.FIREBASE_AUTH_EMULATOR_HOST
        ? 'FIREBASE_AUTH_EMULATOR_HOST is set with NODE_ENV=production: the Auth emulator accepts forged tokens, so the API refuses to start. Unset it to verify real Firebase tokens.'
        : undefined,
  },
  {
    processes: ['render server'],
    refusal: (env) =>
      env.FIREBASE_API_KEY || isEmulatorRehearsal(env)
        ? undefined
        : 'FIREBASE_API_KEY is not set with NODE_ENV=production, so the runtime config would send staff sign-in to the Auth emulator: set FIREBASE_API_KEY and FIREBASE_PROJECT_ID to your Firebase project’s (RELEASE_ALLOW_EMULATOR=1 with FIREBASE_AUTH_EMULATOR_HOST is for rehearsals only).',
  },
  {
    processes: ['api', 'render server'],
    refusal: (env) => {
      const project = env.FIREBASE_PROJECT_ID;
      if (isEmulatorRehearsal(env)) return undefined;
      if (!project)
        return 'FIREBASE_PROJECT_ID is not set with NODE_ENV=production, so sign-in would go to the Auth emulator’s demo project: set it to your Firebase project’s id.';
      if (project.startsWith('demo-'))
        return `FIREBASE_PROJECT_ID is ${project} with NODE_ENV=production, a project only the Auth emulator knows, so every sign-in would fail: set it to your Firebase project’s id.`;
      return undefined;
    },
  },
  { processes: ['api', 'render server'], refusal: siteUrlRefusal },
  {
    processes: ['api', 'render server'],
    refusal: (env) =>
      env.RENDER_TOKEN
        ? secretRefusal('RENDER_TOKEN', env.RENDER_TOKEN)
        : `RENDER_TOKEN is not set with NODE_ENV=production, so the site’s render server would be held to one visitor’s rate limit and could not follow changes: set the same secret on the API and the render server (${GENERATE}).`,
  },
];

/**
 * Why `process` must not start in production with `environment`, as one sentence; undefined when it
 * may. The caller decides that it runs in production.
 */
export function productionRefusal(process: ProductionProcess, environment: Environment): string | undefined {
  const env = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  for (const rule of RULES) {
    if (!rule.processes.includes(process)) continue;
    const refusal = rule.refusal(env);
    if (refusal) return refusal;
  }
  return undefined;
}
