import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { REPO_ROOT } from '../../server/src/config';
import { freePort } from '../../server/test/mariadb-only/private-mariadb';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** One line of the balancer's access log (deploy/nginx/nginx.conf's `shop` format). */
export interface BalancedRequest {
  method: string;
  path: string;
  status: number;
  /** `127.0.0.1:<port>` of the app server that answered. */
  upstream: string;
}

export interface Balancer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** The requests nginx passed on so far, oldest first. */
  requests(): BalancedRequest[];
  close(): Promise<void>;
}

/**
 * Debian's nginx with the production configuration (deploy/nginx/nginx.conf), changed only where a test
 * must: the upstream's addresses are the given app servers (their parameters stay the shipped ones), it
 * listens on a free port of 127.0.0.1, and its pid, logs and temporary files live in a folder of its own.
 * One worker, so round robin alternates strictly.
 */
export async function startBalancer(upstreamPorts: number[]): Promise<Balancer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-nginx-'));
  mkdirSync(path.join(dir, 'logs'));
  const port = await freePort();
  const accessLog = path.join(dir, 'logs', 'access.log');
  const production = readFileSync(path.join(REPO_ROOT, 'deploy', 'nginx', 'nginx.conf'), 'utf8');
  // Only the addresses change: each shipped `server name:port [resolve] parameters;` line's parameters (the
  // first line's for servers past the shipped count) go with a local port; `resolve` (Docker's DNS) has no
  // meaning for an address, and Debian's nginx is older than the open-source `resolve` (1.27.3).
  const shipped = [...production.matchAll(/^\s*server\s+[\w.-]+:\d+((?:\s+[^;\s]+)*)\s*;/gm)].map((m) =>
    m[1].replace(/\s+resolve(?=\s|$)/, ''),
  );
  if (shipped.length === 0) throw new Error('deploy/nginx/nginx.conf has no upstream server line: update e2e/harness/nginx.ts');
  const servers = upstreamPorts.map((p, i) => `    server 127.0.0.1:${p}${shipped[i] ?? shipped[0]};`).join('\n');
  const replace = (text: string, pattern: RegExp, by: string): string => {
    if (!pattern.test(text)) throw new Error(`deploy/nginx/nginx.conf no longer has ${String(pattern)}: update e2e/harness/nginx.ts`);
    return text.replace(pattern, by);
  };
  let conf = replace(production, /^worker_processes .*;$/m, `worker_processes 1;${process.getuid?.() === 0 ? '\nuser root;' : ''}`);
  conf = replace(conf, /((?:^\s*server\s+[\w.-]+:\d+.*;\n)+)/m, `${servers}\n`);
  conf = replace(conf, /listen 80;/, `listen 127.0.0.1:${port};`);
  conf = replace(conf, /access_log \/dev\/stdout shop;/, `access_log ${accessLog} shop;`);
  conf = replace(conf, /error_log \/dev\/stderr warn;/, `error_log ${path.join(dir, 'logs', 'error.log')} warn;`);
  conf = replace(
    conf,
    /^http \{$/m,
    ['http {', ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${path.join(dir, kind)};`)].join(
      '\n',
    ),
  );
  const confFile = path.join(dir, 'nginx.conf');
  writeFileSync(confFile, conf);

  const child: ChildProcess = spawn(
    NGINX,
    ['-p', dir, '-c', confFile, '-e', path.join(dir, 'logs', 'error.log'), '-g', `daemon off; pid ${path.join(dir, 'nginx.pid')};`],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await gone;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 15_000;
  for (;;) {
    const up = await fetch(`${url}/nginx-health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      const errors = (() => {
        try {
          return readFileSync(path.join(dir, 'logs', 'error.log'), 'utf8');
        } catch {
          return '';
        }
      })();
      await close();
      throw new Error(`nginx did not start:\n${output}\n${errors}`);
    }
    await sleep(50);
  }
  return {
    url,
    requests: () => {
      let text = '';
      try {
        text = readFileSync(accessLog, 'utf8');
      } catch {
        return [];
      }
      return text
        .split('\n')
        .map((line) => /"(\w+) (\S+) [^"]*" (\d{3}) .* upstream=(\S+)/.exec(line))
        .filter((m): m is RegExpExecArray => m !== null)
        .map((m) => ({ method: m[1], path: m[2], status: Number(m[3]), upstream: m[4] }));
    },
    close,
  };
}
