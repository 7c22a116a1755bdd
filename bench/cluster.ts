// The topology under load with a crash in the middle (docs/scaling.md): `npm run cluster`'s processes
// (nginx over 2 APIs and 2 render servers, PostgreSQL, Redis, s3rver), and 60 s of mixed traffic to nginx
// from CONNECTIONS loops in this process: public pages, search and facet pages, API reads and searches,
// about 2% admin edits and 2% RFQs. At 20 s one API and one render server die by `kill -9`, and the
// cluster's supervisor starts them again (the bench measures when each answers). Then 30 s of the same
// traffic with another API instance frozen (SIGSTOP) for 20 s of it. Then the same traffic for the same
// time against one API and one render server, for the ratio. Targets: 0 errors apart from the requests in
// flight when the instances died, 0 acknowledged writes lost, every edit visible through every live
// instance within 2 s; while an instance is frozen, 0 errors and no page slower than 5 s.
// BENCH_CLUSTER_SECONDS (60) and BENCH_CLUSTER_CONNECTIONS (8) change the runs' length and concurrency.
import { appendFileSync, chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clusterSettings, startCluster, type Cluster } from '@texbridge/scripts/cluster';
import { DEMO_ADMIN } from '@texbridge/scripts/emulator';
import { pathOf } from '../shared/src/resources/define.ts';
import { productsResource } from '../shared/src/resources/products.ts';
import { unitsFor } from '../shared/src/resources/product-vocabulary.ts';
import { RFQ_LIMITS, RFQ_PATHS } from '../shared/src/resources/rfq-form.ts';

const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CLUSTER_CONNECTIONS ?? 8);
const KILL_AT_MS = (SECONDS / 3) * 1000;
const VISIBLE_TARGET_MS = 2_000;
/** The frozen-instance run: 5 s of traffic, one API instance under SIGSTOP for FROZEN_MS, 5 s more. */
const FROZEN_AT_MS = 5_000;
const FROZEN_MS = 20_000;
const FROZEN_RUN_SECONDS = (FROZEN_AT_MS * 2 + FROZEN_MS) / 1000;
const FROZEN_PAGE_TARGET_MS = 5_000;
/** The start token's minimum age, and a margin (shared/src/resources/rfq-form.ts). */
const TOKEN_AGE_MS = RFQ_LIMITS.minFillSeconds * 1000 + 300;
// CLUSTER_DIR and CLUSTER_PORT as `npm run cluster` reads them; unset, a fresh folder of its own (a
// start empties its folder) and ports from 7300, away from `npm run cluster`'s 7100.
const settings = clusterSettings(process.env);
const basePort = settings.basePort ?? 7300;
const dir = settings.dir ?? mkdtempSync(join(tmpdir(), 'texbridge-bench-cluster-'));
// PostgreSQL runs as the postgres user when this is root: it must reach its data directory inside.
if (!settings.dir) chmodSync(dir, 0o755);
// A run of many requests from one address: the per-address limits would answer 429 to most of them.
const unlimited = {
  apiEnv: { RATE_LIMIT_MAX: '100000000', ENQUIRY_LIMIT_MAX: '100000000' },
  renderEnv: { RENDER_LIMIT_MAX: '100000000' },
  log: () => {},
  output: (line: string) => appendFileSync(join(dir, 'services.log'), line),
};

type Kind = 'page' | 'read' | 'edit' | 'rfq';

/** A quote line as a buyer asks for the product: in the first unit that measures it (yarn in kg, fabric in m…). */
const rfqLine = (product: { _id: string; category?: string; moq?: { unit: string } }) => ({
  productId: product._id,
  quantity: 1200,
  unit: unitsFor(product)[0]!.value,
});
interface Sample {
  kind: Kind;
  start: number;
  end: number;
  ok: boolean;
  what: string;
}
interface Edit {
  product: string;
  title: string;
  acknowledged: boolean;
  start: number;
}

async function signIn(emulatorHost: string) {
  const reply = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...DEMO_ADMIN, returnSecureToken: true }),
    },
  );
  const { idToken } = (await reply.json()) as { idToken?: string };
  if (!idToken) throw new Error('The Auth emulator did not sign the demo admin in.');
  return idToken;
}

/**
 * The traffic of one run for `seconds`. `crash` kills an API and a render server in its middle (the
 * cluster starts them again); `freeze` stops the second API instance with SIGSTOP for FROZEN_MS.
 */
async function load(cluster: Cluster, fault: 'crash' | 'freeze' | 'none', seconds = SECONDS) {
  const { urls } = cluster;
  const token = await signIn(urls.emulatorHost);
  const products = (await (await fetch(`${urls.api}/products`)).json()) as { _id: string; category: string }[];
  const facets = (await (await fetch(`${urls.api}/products/facets`)).json()) as Record<string, { value: string }[]>;
  const certification = facets.certification?.[0]?.value ?? '';
  // Each product edited by one request at a time, so the last acknowledged title is the one that must stay.
  const edited = products.slice(0, 4).map((product) => product._id);
  const busy = new Set<string>();
  const pages = [
    '/',
    '/about',
    '/news',
    '/products/yarn',
    '/products/fabrics',
    `/products/fabrics?certification=${encodeURIComponent(certification)}`,
    '/search?q=cotton',
    '/search?q=poly',
    ...products.slice(4, 12).map((product) => `/products/${product._id}`),
  ];
  const reads = [
    '/products',
    '/products?q=cotton',
    '/products?q=viscose%20yarn',
    '/products/facets',
    `/products?certification=${encodeURIComponent(certification)}`,
    '/news',
    '/sliders',
    ...products.slice(4, 12).map((product) => `/products/${product._id}`),
  ];
  const tokens: { token: string; at: number }[] = [];
  const takeToken = async () => {
    const ready = tokens.findIndex((each) => Date.now() - each.at >= TOKEN_AGE_MS);
    if (ready >= 0) return tokens.splice(ready, 1)[0]!.token;
    return undefined;
  };
  const getToken = async () => {
    const reply = await fetch(`${urls.api}${RFQ_PATHS.start}`);
    tokens.push({ token: ((await reply.json()) as { startToken: string }).startToken, at: Date.now() });
  };
  for (let n = 0; n < CONNECTIONS * 2; n++) await getToken();
  await new Promise((resolve) => setTimeout(resolve, TOKEN_AGE_MS));

  const samples: Sample[] = [];
  const edits: Edit[] = [];
  const stored: string[] = [];
  const visible: number[] = [];
  const watching: Promise<unknown>[] = [];
  const down = { api: -1, render: -1 };
  let killedAt = Number.POSITIVE_INFINITY;
  /** How long after the kill each instance answered again, straight. */
  const back = { api: Number.NaN, render: Number.NaN };
  const frozen = { from: Number.POSITIVE_INFINITY, to: Number.POSITIVE_INFINITY };
  const began = performance.now();
  const deadline = began + seconds * 1000;
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

  /** Polls every live instance straight (not through nginx) until each shows the title; answers the time. */
  const whenVisible = async (product: string, title: string, since: number) => {
    const live = <T>(list: T[], index: number) => list.filter((_, n) => n !== index);
    for (;;) {
      const checks = [
        ...live(cluster.apiUrls, down.api).map((api) =>
          fetch(`${api}/products/${product}`).then(async (reply) => reply.ok && (await reply.text()).includes(title)),
        ),
        ...live(cluster.renderUrls, down.render).map((site) =>
          fetch(`${site}/products/${product}`).then(async (reply) => reply.ok && (await reply.text()).includes(title)),
        ),
      ];
      const seen = await Promise.all(checks.map((check) => check.catch(() => false)));
      if (seen.every(Boolean)) return performance.now() - since;
      if (performance.now() - since > 15_000) return Number.POSITIVE_INFINITY;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const one = async (): Promise<void> => {
    const roll = Math.random();
    const start = performance.now();
    let kind: Kind = roll < 0.5 ? 'page' : 'read';
    let what = '';
    let ok = false;
    try {
      const free = edited.filter((id) => !busy.has(id));
      if (roll >= 0.96 && roll < 0.98 && free.length) {
        kind = 'edit';
        const product = pick(free);
        const title = `Bench edit ${Math.round(start)} ${Math.random().toString(36).slice(2, 8)}`;
        what = `PUT ${product}`;
        busy.add(product);
        const edit: Edit = { product, title, acknowledged: false, start };
        edits.push(edit);
        let watched = false;
        try {
          const reply = await fetch(`${urls.api}${pathOf(productsResource.update!.path, { id: product })}`, {
            method: 'PUT',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ title }),
            signal: AbortSignal.timeout(10_000),
          });
          ok = reply.status === 200;
          await reply.arrayBuffer();
          edit.acknowledged = ok;
          // Watched beside the traffic: the edit's own time ends with its answer. The product is not edited
          // again until the title shows everywhere, so that a later title cannot hide this one.
          if (ok) {
            watched = true;
            watching.push(
              whenVisible(product, title, performance.now()).then((ms) => {
                visible.push(ms);
                busy.delete(product);
              }),
            );
          }
        } finally {
          if (!watched) busy.delete(product);
        }
      } else if (roll >= 0.98) {
        const startToken = await takeToken();
        void getToken().catch(() => {});
        if (!startToken) return;
        kind = 'rfq';
        what = 'POST /rfqs';
        const reply = await fetch(`${urls.api}${RFQ_PATHS.create}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            company: 'Dhaka Knit Composite Ltd',
            name: 'Nadia Rahman',
            email: 'nadia@dhakaknit.example',
            country: 'BD',
            lines: [rfqLine(pick(products))],
            startToken,
          }),
          signal: AbortSignal.timeout(10_000),
        });
        ok = reply.status === 200;
        if (!ok) what += ` → ${reply.status}`;
        const body = (await reply.json().catch(() => ({}))) as { insertedId?: string };
        if (ok && body.insertedId) stored.push(body.insertedId);
      } else {
        what = kind === 'page' ? `${urls.site}${pick(pages)}` : `${urls.api}${pick(reads)}`;
        const reply = await fetch(what, { signal: AbortSignal.timeout(10_000) });
        await reply.arrayBuffer();
        ok = reply.ok;
        if (!ok) what += ` → ${reply.status}`;
      }
    } catch (error) {
      what += ` → ${(error as Error).message}`;
    }
    samples.push({ kind, start, end: performance.now(), ok, what });
  };

  const loops = Array.from({ length: CONNECTIONS }, async () => {
    while (performance.now() < deadline) await one();
  });
  const answers = { api: `${cluster.apiUrls[0]}/healthz`, render: `${cluster.renderUrls[0]}/runtime-config.json` };
  const crashing = async () => {
    await new Promise((resolve) => setTimeout(resolve, KILL_AT_MS));
    for (const kind of ['api', 'render'] as const) {
      const group = cluster.pid(kind, 0);
      if (group <= 0) throw new Error(`no ${kind} instance to kill`);
      process.kill(-group, 'SIGKILL');
    }
    killedAt = performance.now();
    Object.assign(down, { api: 0, render: 0 });
    // The cluster's supervisor starts them again; each counts as live once it answers.
    await Promise.all(
      (['api', 'render'] as const).map(async (kind) => {
        for (;;) {
          const reply = await fetch(answers[kind], { signal: AbortSignal.timeout(1_000) }).catch(() => undefined);
          if (reply?.ok) break;
          if (performance.now() - killedAt > 120_000) throw new Error(`${kind}-1 did not answer again within 120 s`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        back[kind] = performance.now() - killedAt;
        down[kind] = -1;
      }),
    );
  };
  const freezing = async () => {
    await new Promise((resolve) => setTimeout(resolve, FROZEN_AT_MS));
    const group = cluster.pid('api', 1);
    if (group <= 0) throw new Error('no second API instance to freeze');
    process.kill(-group, 'SIGSTOP');
    frozen.from = performance.now();
    down.api = 1;
    try {
      await new Promise((resolve) => setTimeout(resolve, FROZEN_MS));
    } finally {
      process.kill(-group, 'SIGCONT');
      frozen.to = performance.now();
      down.api = -1;
    }
  };
  await Promise.all([...loops, fault === 'crash' ? crashing() : fault === 'freeze' ? freezing() : undefined]);
  const elapsed = (performance.now() - began) / 1000;
  await Promise.all(watching);

  // Lost: an acknowledged title that is not the product's now, unless a later attempt (not acknowledged,
  // in flight at the crash) may have landed after it.
  let lost = 0;
  for (const product of edited) {
    const mine = edits.filter((edit) => edit.product === product);
    const last = mine.findLastIndex((edit) => edit.acknowledged);
    if (last < 0) continue;
    const now = ((await (await fetch(`${urls.api}/products/${product}`)).json()) as { title: string }).title;
    const allowed = mine.slice(last).map((edit) => edit.title);
    if (!allowed.includes(now)) lost += 1;
  }
  for (const id of stored) {
    const reply = await fetch(`${urls.api}${pathOf(RFQ_PATHS.detail, { id })}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (reply.status === 404) lost += 1;
    else if (!reply.ok) throw new Error(`GET ${RFQ_PATHS.detail} for ${id}: ${reply.status}`);
  }

  const inFlight = (sample: Sample) => sample.start < killedAt && sample.end >= killedAt;
  const failed = samples.filter((sample) => !sample.ok);
  const duringFreeze = samples.filter((sample) => sample.start < frozen.to && sample.end > frozen.from);
  return {
    back,
    frozen: {
      requests: duringFreeze.length,
      errors: duringFreeze.filter((sample) => !sample.ok),
      slowestPage: Math.max(
        ...duringFreeze.filter((sample) => sample.kind === 'page').map((sample) => sample.end - sample.start),
      ),
    },
    samples,
    rps: samples.length / elapsed,
    errors: failed.filter((sample) => !inFlight(sample)),
    inFlightErrors: failed.filter(inFlight).length,
    lost,
    acknowledged: edits.filter((edit) => edit.acknowledged).length + stored.length,
    visible,
  };
}

const at = (values: number[], fraction: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
};
const mark = (ok: boolean) => (ok ? '✓' : '✗');
const never = (run: { visible: number[] }) => {
  const count = run.visible.filter((ms) => !Number.isFinite(ms)).length;
  return count ? `, ${count} not within 15 s` : '';
};

// Ctrl-C or SIGTERM stops the cluster's processes, whether it is starting (the abort) or running.
const interrupted = new AbortController();
let starting: Promise<Cluster> = Promise.reject(new Error('not started'));
starting.catch(() => {});
const interrupt = () => {
  interrupted.abort();
  void starting
    .then((running) => running.stop())
    .catch(() => {})
    .finally(() => process.exit(130));
};
process.once('SIGINT', interrupt);
process.once('SIGTERM', interrupt);
const start = (options: Partial<Parameters<typeof startCluster>[0]>) =>
  (starting = startCluster({ dir, basePort, ...unlimited, ...options, signal: interrupted.signal }));

console.log(`Starting the cluster (its processes' output: ${join(dir, 'services.log')})…`);
let cluster = await start({});
console.log(`${SECONDS} s of traffic, with a crash…`);
let crashed: Awaited<ReturnType<typeof load>>;
let frozen: Awaited<ReturnType<typeof load>>;
try {
  crashed = await load(cluster, 'crash');
  console.log(`${FROZEN_RUN_SECONDS} s of the same traffic, one API instance frozen for ${FROZEN_MS / 1000} s of it…`);
  frozen = await load(cluster, 'freeze', FROZEN_RUN_SECONDS);
} finally {
  await cluster.stop();
}
cluster = await start({ apis: 1, renders: 1, build: false });
console.log(`${SECONDS} s of the same traffic on one API and one render server…`);
let single: Awaited<ReturnType<typeof load>>;
try {
  single = await load(cluster, 'none');
} finally {
  await cluster.stop();
}

const times = crashed.samples.map((sample) => sample.end - sample.start);
const count = (kind: Kind) => crashed.samples.filter((sample) => sample.kind === kind).length;
const slowest = Math.max(...crashed.visible);
console.log(
  `\nThe cluster under load through nginx: ${SECONDS} s, ${CONNECTIONS} connections, 2 APIs and 2 render servers;` +
    ` one of each killed (kill -9) at ${KILL_AT_MS / 1000} s and started again by the cluster\n`,
);
console.log(
  `  requests            ${crashed.samples.length} (pages ${count('page')}, API reads ${count('read')}, edits ${count('edit')}, RFQs ${count('rfq')})`,
);
console.log(
  `  req/s               ${crashed.rps.toFixed(0)}   one API and one render server, no crash: ${single.rps.toFixed(0)}   ratio ${(crashed.rps / single.rps).toFixed(2)}×`,
);
console.log(`  p50 / p99           ${at(times, 0.5).toFixed(1)} ms / ${at(times, 0.99).toFixed(1)} ms`);
console.log(
  `  errors              ${crashed.errors.length} (target 0) ${mark(crashed.errors.length === 0)}   in flight on the killed instances: ${crashed.inFlightErrors}, counted apart`,
);
for (const error of crashed.errors.slice(0, 5)) console.log(`                      ${error.what}`);
console.log(
  `  writes lost         ${crashed.lost} of ${crashed.acknowledged} acknowledged (target 0) ${mark(crashed.lost === 0)}`,
);
console.log(
  `  visible everywhere  slowest ${slowest.toFixed(0)} ms, median ${at(crashed.visible, 0.5).toFixed(0)} ms, over ${crashed.visible.length} edits` +
    `${never(crashed)} (target ≤ ${VISIBLE_TARGET_MS} ms) ${mark(slowest <= VISIBLE_TARGET_MS)}`,
);
console.log(
  `  back after kill     API ${(crashed.back.api / 1000).toFixed(1)} s, render server ${(crashed.back.render / 1000).toFixed(1)} s (answering straight again)`,
);
console.log(
  `  single instance     errors ${single.errors.length}, writes lost ${single.lost}, slowest visible ${Math.max(...single.visible).toFixed(0)} ms${never(single)}`,
);
const frozenErrors = frozen.frozen.errors;
console.log(
  `\nOne API instance frozen (SIGSTOP) for ${FROZEN_MS / 1000} s, the same traffic (${frozen.frozen.requests} requests in that time):\n`,
);
console.log(`  errors              ${frozenErrors.length} (target 0) ${mark(frozenErrors.length === 0)}`);
for (const error of frozenErrors.slice(0, 5)) console.log(`                      ${error.what}`);
console.log(
  `  slowest page        ${(frozen.frozen.slowestPage / 1000).toFixed(2)} s (target ≤ ${FROZEN_PAGE_TARGET_MS / 1000} s) ${mark(frozen.frozen.slowestPage <= FROZEN_PAGE_TARGET_MS)}`,
);
console.log(
  `  visible everywhere  slowest ${Math.max(...frozen.visible).toFixed(0)} ms over ${frozen.visible.length} edits${never(frozen)} (the frozen one apart)`,
);
