import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './config';

// Loading the entry point through @swc-node/register can take over 30 s of a loaded 2-core machine:
// `npm test` runs this spec beside lint, the type checks and the client build.
const START_LIMIT_MS = 120_000;
jest.setTimeout(START_LIMIT_MS + 10_000);

/** Starts the real entry point (as `npm run dev` does) and collects what it prints until it exits. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-r', '@swc-node/register', path.join(REPO_ROOT, 'server/src/index.ts')], {
      cwd: path.join(REPO_ROOT, 'server'),
      env: { PATH: process.env.PATH ?? '', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'shop-start-')), SEED_DEMO: 'false', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), START_LIMIT_MS);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout });
    });
  });
}

describe('start-up with bad configuration', () => {
  it('ends with a one-line explanation for PORT=abc', async () => {
    const { code, stderr } = await runServer({ PORT: 'abc' });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe('Configuration error: PORT must be a whole number from 0 to 65535 (got "abc")');
  });

  it('refuses to start in production without PUBLIC_URL, in one line naming it', async () => {
    const { code, stderr } = await runServer({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), PORT: '0' });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      "Configuration error: PUBLIC_URL is required when NODE_ENV=production (the shop's address as shoppers reach it, e.g. https://shop.example.com)",
    );
  });

  it('ends with a one-line explanation for an unreachable DATABASE_URL', async () => {
    const { code, stderr } = await runServer({ DATABASE_URL: 'mysql://root@127.0.0.1:1/shop', PORT: '0' });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe('Cannot start: DATABASE_URL: nothing accepts connections at 127.0.0.1:1 (is MySQL/MariaDB running?)');
  });
});
