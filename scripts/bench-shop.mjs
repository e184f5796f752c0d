// The built shop for the benchmarks that drive a browser (npm run lighthouse, npm run layout-shifts): production
// mode on a free port, with its own demo-seeded database in a temporary folder that is removed afterwards.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** Debian's Chromium and the flags it runs well with here (no network of its own, no GPU). */
export const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const ADMIN_EMAIL = 'admin@aurelia.example';
export const ADMIN_PASSWORD = randomBytes(12).toString('base64url');

export function ensureBuilt() {
  if (existsSync(path.join(root, 'server/dist/index.js')) && existsSync(path.join(root, 'client/dist/index.html'))) return;
  console.log('Building the shop (npm run build)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(baseUrl, shop) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (shop.exitCode !== null) throw new Error(`the shop exited with code ${shop.exitCode}`);
    try {
      const answer = await fetch(`${baseUrl}/readyz`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the shop did not become ready in 150 s');
}

/** This shell's environment without the settings that would point the shop at shared services. */
function inheritedEnv() {
  const env = { ...process.env };
  for (const name of ['REDIS_URL', 'SMTP_URL', 'PUBLIC_URL', 'RESPONSE_CACHE']) delete env[name];
  return env;
}

/** The built shop in production mode on a free port, with its own seeded database in a temporary folder. */
export async function startShop() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-lighthouse-'));
  const port = await freePort();
  const shop = spawn(process.execPath, [path.join(root, 'server/dist/index.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...inheritedEnv(),
      NODE_ENV: 'production',
      // Production needs the shop's own address (links, canonical URLs): here, where the benchmarks reach it.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      DATABASE_URL: `sqlite:${path.join(dataDir, 'shop.sqlite')}`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(baseUrl, shop);
  const stop = async () => {
    if (shop.exitCode === null) {
      const exited = new Promise((resolve) => shop.once('exit', resolve));
      shop.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseUrl, stop };
}

export async function graphql(baseUrl, query, variables) {
  const answer = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query, variables }),
  });
  const body = await answer.json();
  if (body.errors) throw new Error(`GraphQL: ${body.errors[0].message}`);
  return { data: body.data, setCookie: answer.headers.getSetCookie() };
}

export async function firstProductPath(baseUrl) {
  const { data } = await graphql(baseUrl, 'query { newArrivals(first: 1) { id } }');
  if (!data.newArrivals.length) throw new Error('the seeded shop has no product');
  return `/product/${data.newArrivals[0].id}`;
}
