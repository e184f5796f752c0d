import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type TestServer, startTestServer } from './support/test-server';

// A client build as Vite lays it out: index.html, hashed files under /assets (the JS with the Brotli
// twin the build writes, the CSS without one) and a hidden source map.
const SCRIPT = `export const catalogue = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `Solitaire ring ${i}` })))};\n`;
const STYLES = `${Array.from({ length: 200 }, (_, i) => `.card-${i}{color:#1f1d1a;margin:${i}px}`).join('\n')}\n`;
const INDEX_HTML = `<!doctype html><html lang="en"><head><title>Aurelia</title><script type="module" src="/assets/index-Ab12Cd34.js"></script>
<link rel="stylesheet" href="/assets/index-Ef56Gh78.css"></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;

function writeClientDist(dir: string): void {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd34.js.map'), '{"version":3,"sources":["src/main.tsx"],"mappings":""}');
  writeFileSync(path.join(dir, 'assets', 'index-Ef56Gh78.css'), STYLES);
}

/** Raw HTTP (fetch would negotiate and decompress on its own and hide what went over the wire). */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Headers; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'identity', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') responseHeaders.set(name, value);
          resolve({ status: res.statusCode ?? 0, headers: responseHeaders, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

describe(`the built client over HTTP: compression and caching [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'client-dist-'));
    writeClientDist(dist);
    t = await startTestServer({ CLIENT_DIST: dist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends a hashed script as its prebuilt Brotli twin, cached for a year and immutable', async () => {
    // Act
    const response = await get(`${t.url}/assets/index-Ab12Cd34.js`, { 'accept-encoding': 'gzip, deflate, br' });
    // Assert
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(response.body).toString()).toBe(SCRIPT);
    expect(response.body.length).toBeLessThan(SCRIPT.length / 3);
  });

  it('compresses a hashed file on the fly when it has no Brotli twin or the browser takes only gzip, and caches it for good', async () => {
    const script = await get(`${t.url}/assets/index-Ab12Cd34.js`, { 'accept-encoding': 'gzip' });
    const styles = await get(`${t.url}/assets/index-Ef56Gh78.css`, { 'accept-encoding': 'gzip, br' });
    expect(script.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(script.body).toString()).toBe(SCRIPT);
    expect(styles.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    expect(styles.headers.get('content-type')).toMatch(/^text\/css/);
    for (const response of [script, styles]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends the plain file to a client that asks for no compression', async () => {
    const response = await get(`${t.url}/assets/index-Ab12Cd34.js`);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.body.toString()).toBe(SCRIPT);
  });

  it('compresses index.html and the SPA fallback, which are never cached without revalidation', async () => {
    for (const route of ['/', '/product/1', '/index.html']) {
      const response = await get(`${t.url}${route}`, { accept: 'text/html', 'accept-encoding': 'gzip, br' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    }
  });

  it('compresses GraphQL answers (JSON)', async () => {
    const body = JSON.stringify({ query: '{ products(first: 24) { items { id name description image } } }' });
    const response = await new Promise<{ status: number; encoding: string | undefined; type: string | undefined; body: Buffer }>(
      (resolve, reject) => {
        const req = http.request(
          `${t.url}/graphql`,
          { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                encoding: res.headers['content-encoding'],
                type: res.headers['content-type'],
                body: Buffer.concat(chunks),
              }),
            );
          },
        );
        req.on('error', reject);
        req.end(body);
      },
    );
    expect(response.status).toBe(200);
    expect(response.type).toMatch(/^application\/(graphql-response\+)?json/);
    expect(response.encoding).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.body).toString()).data.products.items).toHaveLength(24);
  });

  it('never publishes source maps, and answers 404 (not the SPA page) for a missing hashed file', async () => {
    const map = await get(`${t.url}/assets/index-Ab12Cd34.js.map`);
    const missing = await get(`${t.url}/assets/index-Gone0000.js`, { accept: '*/*' });
    expect(map.status).toBe(404);
    expect(map.body.toString()).not.toContain('mappings');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/json/);
  });
});
