// @ts-check
// deploy/nginx's templates in real nginx: hashed assets of retained releases stay servable after a
// release and a rollback, and upstreams are found again when their address changes.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer, get } from 'node:http';
import { join } from 'node:path';
import { test } from 'node:test';
import { setInterval as every } from 'node:timers/promises';
import { gunzipSync, gzipSync } from 'node:zlib';
import { startDns } from './dns.mjs';
import { derivedVariables } from '../../scripts/lib/nginx.mjs';
import { fakeRelease, freePort, nginxBinary, releaseOk, renderTemplate, startNginx, tempDir } from './support.mjs';

const skip = !existsSync(nginxBinary) && `no ${nginxBinary} (apt-get install nginx)`;
const common = { API_ORIGIN: 'http://api.test', AUTH_ORIGINS: 'http://auth.test', RESOLVER: '127.0.0.1' };

/** @param {'public' | 'admin'} half @param {string} root @param {number} port */
function site(half, root, port) {
  const dir = join(root, half);
  return half === 'public'
    ? renderTemplate('public', {
        ...common,
        PUBLIC_LISTEN: `127.0.0.1:${port}`,
        PUBLIC_DIR: dir,
        // Nothing listens there: pages are not what these tests ask for.
        API_UPSTREAM: 'http://127.0.0.1:9',
        SITE_UPSTREAM: 'http://127.0.0.1:9',
        ADMIN_ORIGIN: 'http://admin.test',
      })
    : renderTemplate('admin', {
        ...common,
        ADMIN_LISTEN: `127.0.0.1:${port}`,
        ADMIN_DIR: dir,
        PUBLIC_ORIGIN: 'http://site.test',
      });
}

for (const half of /** @type {const} */ (['public', 'admin'])) {
  test(
    `${half}: a page opened on an earlier release still loads its chunks after a release and a rollback`,
    { skip },
    async () => {
      const root = tempDir('release');
      const env = { RELEASE_ROOT: root };
      for (const version of ['v1', 'v2', 'v3']) {
        fakeRelease(root, half, version, { assets: { [`page-${version}.js`]: `// ${version}` } });
      }
      await releaseOk(half, ['--switch', 'v1'], env);
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      const stop = await startNginx(site(half, root, port), `${origin}/assets/page-v1.js`);
      try {
        await releaseOk(half, ['--switch', 'v2'], env);
        await releaseOk(half, ['--switch', 'v3'], env);
        await releaseOk(half, ['--rollback'], env);
        for (const version of ['v1', 'v2', 'v3']) {
          const response = await fetch(`${origin}/assets/page-${version}.js`);
          assert.equal(response.status, 200, version);
          assert.equal(await response.text(), `// ${version}`);
          assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
        }
        const missing = await fetch(`${origin}/assets/page-v9.js`);
        assert.equal(missing.status, 404);
        assert.equal(missing.headers.get('cache-control'), null);
        // Only hashed assets come from the pool: the release's other files are the live one's.
        const live = await fetch(`${origin}/runtime-config.json`);
        assert.equal(live.status, 200);
      } finally {
        await stop();
      }
    },
  );
}

/**
 * A GET as a browser or curl sends it, the body as it came (fetch would unzip it).
 * @param {string} url @param {Record<string, string>} headers
 * @returns {Promise<{ status: number | undefined, headers: import('node:http').IncomingHttpHeaders, raw: string[], body: Buffer }>}
 */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          // Each header as sent, repeats included (Node joins those of one name in `headers`).
          raw: response.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });
}

test(
  "public: the build's .gz beside a file is sent as it is to a browser that accepts gzip, the file to one that does not",
  { skip },
  async () => {
    const root = tempDir('release');
    const code = 'export const answer = 42;\n'.repeat(40);
    // Told apart from nginx's own compression: the .gz says more than the file.
    const precompressed = `${code}// from the .gz\n`;
    const gz = (/** @type {string} */ text) => gzipSync(text, { level: 9 });
    const dir = fakeRelease(root, 'public', 'v1', {
      assets: {
        'app-abc.js': code,
        'app-abc.js.gz': gz(precompressed),
        'kept-abc.js': code,
        'kept-abc.js.gz': gz(precompressed),
      },
    });
    writeFileSync(join(dir, 'index.html.gz'), gz('<!doctype html><title>v1 from the .gz</title>\n'));
    await releaseOk('public', ['--switch', 'v1'], { RELEASE_ROOT: root });
    // An earlier release's chunk, only in the pool.
    unlinkSync(join(dir, 'assets', 'kept-abc.js'));
    unlinkSync(join(dir, 'assets', 'kept-abc.js.gz'));
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const stop = await startNginx(site('public', root, port), `${origin}/runtime-config.json`);
    try {
      for (const path of ['/assets/app-abc.js', '/assets/kept-abc.js']) {
        const zipped = await rawGet(`${origin}${path}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
        assert.equal(zipped.status, 200, path);
        assert.equal(zipped.headers['content-encoding'], 'gzip', path);
        assert.equal(zipped.headers.vary, 'Accept-Encoding', path);
        assert.equal(zipped.headers['cache-control'], 'public, max-age=31536000, immutable', path);
        assert.equal(gunzipSync(zipped.body).toString(), precompressed, path);

        const plain = await rawGet(`${origin}${path}`, {});
        assert.equal(plain.status, 200, path);
        assert.equal(plain.headers['content-encoding'], undefined, path);
        assert.equal(plain.body.toString(), code, path);
        assert.equal(plain.headers['cache-control'], 'public, max-age=31536000, immutable', path);
      }
      // The shell keeps its no-cache when it goes out as its .gz.
      const shell = await rawGet(`${origin}/index.html`, { 'accept-encoding': 'gzip' });
      assert.equal(shell.headers['content-encoding'], 'gzip');
      assert.equal(shell.headers['cache-control'], 'no-cache');
      assert.match(gunzipSync(shell.body).toString(), /v1 from the \.gz/);
    } finally {
      await stop();
    }
  },
);

/**
 * Two HTTP servers on one port, at 127.0.0.1 and 127.0.0.2, each answering its own name.
 * @param {number} port
 */
async function twoAddresses(port) {
  const servers = ['127.0.0.1', '127.0.0.2'].map((address) => createServer((_, response) => response.end(address)));
  await Promise.all(
    servers.map((server, i) => new Promise((resolve) => server.listen(port, `127.0.0.${i + 1}`, () => resolve(null)))),
  );
  return () => servers.forEach((server) => server.close());
}

test(
  'site and API proxies find an upstream again when its address changes (compose recreating a container)',
  { skip },
  async () => {
    const upstreamPort = await freePort();
    const closeUpstreams = await twoAddresses(upstreamPort);
    const dns = await startDns({ 'api.internal': '127.0.0.1', 'render.internal': '127.0.0.1' });
    const [sitePort, apiPort] = [await freePort(), await freePort()];
    const resolver = `127.0.0.1:${dns.port}`;
    const root = tempDir('release');
    fakeRelease(root, 'public', 'v1');
    await releaseOk('public', ['--switch', 'v1'], { RELEASE_ROOT: root });
    const stops = [
      await startNginx(
        renderTemplate('public', {
          ...common,
          RESOLVER: resolver,
          PUBLIC_LISTEN: `127.0.0.1:${sitePort}`,
          PUBLIC_DIR: join(root, 'public'),
          API_UPSTREAM: `http://api.internal:${upstreamPort}`,
          SITE_UPSTREAM: `http://render.internal:${upstreamPort}`,
          ADMIN_ORIGIN: 'http://admin.test',
        }),
        `http://127.0.0.1:${sitePort}/runtime-config.json`,
      ),
      await startNginx(
        renderTemplate('api', {
          API_LISTEN: `127.0.0.1:${apiPort}`,
          API_UPSTREAM: `http://api.internal:${upstreamPort}`,
          RESOLVER: resolver,
        }),
        `http://127.0.0.1:${apiPort}/`,
      ),
    ];
    const answers = async () =>
      Promise.all(
        [
          `http://127.0.0.1:${sitePort}/products`,
          `http://127.0.0.1:${sitePort}/robots.txt`,
          `http://127.0.0.1:${apiPort}/healthz`,
        ].map(async (url) => (await fetch(url)).text()),
      );
    try {
      assert.deepEqual(await answers(), ['127.0.0.1', '127.0.0.1', '127.0.0.1']);
      dns.table['api.internal'] = '127.0.0.2';
      dns.table['render.internal'] = '127.0.0.2';
      // resolver … valid=5s: each name is asked again at most 5 s after the last answer.
      const deadline = Date.now() + 10_000;
      let seen = await answers();
      for await (const _ of every(250)) {
        if (seen.every((address) => address === '127.0.0.2') || Date.now() > deadline) break;
        seen = await answers();
      }
      assert.deepEqual(seen, ['127.0.0.2', '127.0.0.2', '127.0.0.2']);
    } finally {
      await Promise.all(stops.map((stop) => stop()));
      dns.close();
      closeUpstreams();
    }
  },
);

test(
  "site: a page keeps one copy of each security header (nginx's, the render server sends its own too); a render server with no answer in 6 s gets the shell",
  { skip },
  async () => {
    const renderPort = await freePort();
    // A render server that sends the headers it sends without nginx, and one path it never answers.
    const render = createServer((request, response) => {
      if (request.url === '/hangs') return;
      response.writeHead(200, {
        'content-type': 'text/html',
        'content-security-policy': "default-src 'self'",
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'DENY',
        'permissions-policy': 'camera=()',
        'cross-origin-opener-policy': 'same-origin-allow-popups',
      });
      response.end('<!doctype html><title>rendered</title>');
    });
    await new Promise((resolve) => render.listen(renderPort, '127.0.0.1', () => resolve(null)));
    const root = tempDir('release');
    fakeRelease(root, 'public', 'v1');
    await releaseOk('public', ['--switch', 'v1'], { RELEASE_ROOT: root });
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const stop = await startNginx(
      renderTemplate('public', {
        ...common,
        PUBLIC_LISTEN: `127.0.0.1:${port}`,
        PUBLIC_DIR: join(root, 'public'),
        API_UPSTREAM: 'http://127.0.0.1:9',
        SITE_UPSTREAM: `http://127.0.0.1:${renderPort}`,
        ADMIN_ORIGIN: 'http://admin.test',
      }),
      `${origin}/runtime-config.json`,
    );
    try {
      const page = await rawGet(`${origin}/about`, {});
      assert.match(page.body.toString(), /rendered/);
      for (const name of [
        'content-security-policy',
        'x-content-type-options',
        'referrer-policy',
        'x-frame-options',
        'permissions-policy',
        'cross-origin-opener-policy',
      ]) {
        const sent = page.raw.filter((_, i) => i % 2 === 0 && page.raw[i]?.toLowerCase() === name);
        assert.equal(sent.length, 1, name);
      }
      assert.match(String(page.headers['content-security-policy']), /script-src 'self' 'sha256-/);

      const started = Date.now();
      const shell = await rawGet(`${origin}/hangs`, {});
      assert.equal(shell.status, 200);
      assert.match(shell.body.toString(), /<title>/);
      assert.ok(Date.now() - started < 8000, `the shell came after ${Date.now() - started} ms`);
    } finally {
      await stop();
      render.closeAllConnections();
      render.close();
    }
  },
);

/**
 * An upstream stand-in that reads each request's whole body and answers with its size.
 * @returns {Promise<{ port: number, close: () => void }>}
 */
async function bodyCounter() {
  const port = await freePort();
  const server = createServer((request, response) => {
    let bytes = 0;
    request.on('data', (chunk) => (bytes += chunk.length));
    request.on('end', () => response.end(JSON.stringify({ bytes })));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(null)));
  return { port, close: () => server.close() };
}

/** A multipart form as a browser sends it: the fields, then `count` files of `size` bytes. */
function formWithFiles(/** @type {number} */ count, /** @type {number} */ size) {
  const form = new FormData();
  form.append('company', 'Dhaka Knit Composite Ltd');
  for (let n = 0; n < count; n++) form.append('attachments', new Blob([Buffer.alloc(size, n)]), `tech-pack-${n}.pdf`);
  return form;
}

const MB = 1024 * 1024;

test(
  "API and site: the documented attachments pass nginx (3 × 4 MB to the API, 2 MB without JavaScript to the site); a larger body gets the site's own page or the API's JSON sentence",
  { skip },
  async () => {
    const upstream = await bodyCounter();
    const root = tempDir('release');
    fakeRelease(root, 'public', 'v1');
    await releaseOk('public', ['--switch', 'v1'], { RELEASE_ROOT: root });
    const [sitePort, apiPort] = [await freePort(), await freePort()];
    const site = `http://127.0.0.1:${sitePort}`;
    const api = `http://127.0.0.1:${apiPort}`;
    const stops = [
      await startNginx(
        renderTemplate('public', {
          ...common,
          PUBLIC_LISTEN: `127.0.0.1:${sitePort}`,
          PUBLIC_DIR: join(root, 'public'),
          API_UPSTREAM: `http://127.0.0.1:${upstream.port}`,
          SITE_UPSTREAM: `http://127.0.0.1:${upstream.port}`,
          ADMIN_ORIGIN: 'http://admin.test',
        }),
        `${site}/runtime-config.json`,
      ),
      await startNginx(
        renderTemplate('api', {
          API_LISTEN: `127.0.0.1:${apiPort}`,
          API_UPSTREAM: `http://127.0.0.1:${upstream.port}`,
          RESOLVER: '127.0.0.1',
        }),
        `${api}/`,
      ),
    ];
    try {
      const rfq = await fetch(`${api}/rfqs`, { method: 'POST', body: formWithFiles(3, 4 * MB) });
      assert.equal(rfq.status, 200, await rfq.clone().text());
      assert.ok(/** @type {{ bytes: number }} */ (await rfq.json()).bytes > 12 * MB);
      const plain = await fetch(`${site}/quote`, { method: 'POST', body: formWithFiles(1, 2 * MB) });
      assert.equal(plain.status, 200, await plain.clone().text());
      assert.ok(/** @type {{ bytes: number }} */ (await plain.json()).bytes > 2 * MB);

      // Four attachments at their largest are more than either half takes.
      const tooLarge = await fetch(`${api}/rfqs`, {
        method: 'POST',
        headers: { origin: 'http://site.test' },
        body: formWithFiles(4, 5 * MB),
      });
      assert.equal(tooLarge.status, 413);
      assert.match(String(tooLarge.headers.get('content-type')), /^application\/json/);
      assert.equal(tooLarge.headers.get('access-control-allow-origin'), 'http://site.test');
      assert.deepEqual(await tooLarge.json(), {
        statusCode: 413,
        error: 'Payload Too Large',
        message: derivedVariables.API_BODY_TOO_LARGE,
      });
      const page = await fetch(`${site}/quote`, { method: 'POST', body: formWithFiles(4, 5 * MB) });
      assert.equal(page.status, 413);
      assert.match(String(page.headers.get('content-type')), /^text\/html/);
      assert.ok(page.headers.get('content-security-policy'), "the site's security headers go with it");
      const html = await page.text();
      assert.ok(html.includes(derivedVariables.SITE_BODY_TOO_LARGE), html);
      assert.doesNotMatch(html, /nginx/);
    } finally {
      await Promise.all(stops.map((stop) => stop()));
      upstream.close();
    }
  },
);

/**
 * An API stand-in in a process of its own (so that SIGSTOP freezes it): answers every request with its name.
 * @param {string} name
 */
async function standIn(name) {
  const port = await freePort();
  const code = `require('node:http').createServer((q, s) => { q.resume(); q.on('end', () => s.end(${JSON.stringify(name)})); }).listen(${port}, '127.0.0.1', () => console.log('up'));`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return { port, child };
}

test(
  'API: with one of two instances frozen (SIGSTOP), every GET is answered by the other well under 5 s',
  { skip },
  async () => {
    const instances = [await standIn('api-1'), await standIn('api-2')];
    const port = await freePort();
    const api = `http://127.0.0.1:${port}`;
    // An upstream group, as npm run cluster writes it; compose's `api` resolves to both addresses instead.
    const group = [
      'upstream texbridge_api_test {',
      ...instances.map((each) => `    server 127.0.0.1:${each.port};`),
      '    keepalive 4;',
      '}',
    ].join('\n');
    const stop = await startNginx(
      `${group}\n${renderTemplate('api', { API_LISTEN: `127.0.0.1:${port}`, API_UPSTREAM: 'http://texbridge_api_test', RESOLVER: '127.0.0.1' })}`,
      `${api}/`,
    );
    try {
      instances[1]?.child.kill('SIGSTOP');
      /** @type {{ status: number | string, ms: number }[]} */
      const answers = [];
      for (let n = 0; n < 12; n++) {
        const started = Date.now();
        const status = await fetch(`${api}/products?n=${n}`, { signal: AbortSignal.timeout(10_000) }).then(
          async (response) =>
            response.ok && (await response.text()) === 'api-1' ? response.status : `${response.status}`,
          (/** @type {Error} */ error) => error.name,
        );
        answers.push({ status, ms: Date.now() - started });
      }
      assert.deepEqual(
        answers.map((each) => each.status),
        answers.map(() => 200),
        JSON.stringify(answers),
      );
      const slowest = Math.max(...answers.map((each) => each.ms));
      assert.ok(slowest < 3_000, `the slowest GET took ${slowest} ms: ${JSON.stringify(answers)}`);
    } finally {
      for (const { child } of instances) {
        child.kill('SIGCONT');
        child.kill('SIGKILL');
      }
      await stop();
    }
  },
);
