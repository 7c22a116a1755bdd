// Requests for quotation (docs/quotes.md): POST /rfqs with 50 lines, the most a request may name, answered
// by the API in process (Fastify's inject) on PGlite: the body checked, the start token verified, the 50
// products read in one query, and the request stored with its notifications in one transaction. E-mail is
// configured (at an address nothing listens on), so the outbox rows are written as in production; the
// sending happens after the answer and is not timed. Median and p95 over the requests, after a warm-up.
// Target: p95 ≤ 100 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/platform/config.ts';
import { openDatabase } from '../server/src/platform/database/client.ts';
import { newId } from '../server/src/platform/database/ids.ts';
import { meta, products } from '../server/src/platform/database/schema.ts';
import { signStartToken, START_TOKEN_SECRET_KEY } from '../server/src/quotes/start-token.ts';
import { productExample } from '../shared/src/resources/products.ts';
import { RFQ_LIMITS, RFQ_PATHS } from '../shared/src/resources/rfq-form.ts';

const P95_TARGET_MS = 100;
const LINES = RFQ_LIMITS.lines.max;
const REQUESTS = Number(process.env.BENCH_RFQ_REQUESTS ?? 200);
const WARM_UP = 20;

const uploads = mkdtempSync(join(tmpdir(), 'texbridge-bench-rfqs-'));
const config = loadConfig({
  DATA_DIR: 'memory://',
  UPLOAD_DIR: uploads,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_MAX: '100000000',
  ENQUIRY_LIMIT_MAX: '100000000',
  ...(process.env.NO_SMTP ? {} : { SMTP_URL: 'smtp://127.0.0.1:9' }),
  ...(process.env.NO_SMTP ? {} : { NOTIFY_EMAILS: 'sales@texbridge.example' }),
});
const database = await openDatabase(config);
const app = await buildApp({ config, database });

try {
  const ids = Array.from({ length: LINES }, () => newId());
  await database.db.insert(products).values(
    ids.map((_id, n) => ({
      ...productExample(),
      _id,
      title: `Combed Cotton Yarn Ne ${n + 10}/1`,
      moq: { value: 500, unit: 'kg' },
    })),
  );
  await app.inject({ method: 'GET', url: RFQ_PATHS.start });
  const key = (await database.db.select().from(meta)).find((row) => row.key === START_TOKEN_SECRET_KEY);
  const body = (n: number) => ({
    company: 'Dhaka Knit Composite Ltd',
    name: 'Nadia Rahman',
    email: `buyer${n}@dhakaknit.example`,
    country: 'BD',
    destination: 'Chattogram',
    incoterm: 'CIF',
    message: 'For our spring programme: prices for each line, please.',
    lines: ids.map((productId, i) => ({ productId, quantity: 400 + i, unit: 'kg', targetPrice: 3.2, currency: 'USD' })),
    startToken: signStartToken(key!.value, Date.now() - 60_000),
  });

  const times: number[] = [];
  for (let n = 0; n < WARM_UP + REQUESTS; n++) {
    const payload = body(n);
    const started = process.hrtime.bigint();
    const reply = await app.inject({ method: 'POST', url: RFQ_PATHS.create, payload });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (reply.statusCode !== 200) throw new Error(`POST /rfqs: ${reply.statusCode} ${reply.body}`);
    if (n >= WARM_UP) times.push(ms);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
  const p95 = at(0.95);
  console.log(`\nRequests for quotation: POST /rfqs with ${LINES} lines, in process on PGlite, ${REQUESTS} requests\n`);
  console.log(
    `  median ${at(0.5).toFixed(1).padStart(5)} ms   p95 ${p95.toFixed(1).padStart(5)} ms   target p95 ≤ ${P95_TARGET_MS} ms ${p95 <= P95_TARGET_MS ? '✓' : '✗'}`,
  );
} finally {
  await app.close();
  await database.close();
  rmSync(uploads, { recursive: true, force: true });
}
