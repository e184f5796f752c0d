import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import mysql from 'mysql2/promise';

// A MariaDB server of the test's own (data directory, port and socket under a temporary folder), which
// the test may kill -9 and start again on the same data. The shared MariaDB of the suite is never touched.

const MARIADBD = process.env.MARIADBD_PATH ?? '/usr/sbin/mariadbd';
const INSTALL_DB = process.env.MARIADB_INSTALL_DB_PATH ?? 'mariadb-install-db';

// Small InnoDB files: the server starts in about a second and the folder stays at about 25 MB.
const SMALL = ['--innodb-log-file-size=8M', '--innodb-buffer-pool-size=32M'];

export interface PrivateMariaDb {
  port: number;
  /** `mysql://root@127.0.0.1:<port>/<database>` */
  url(database: string): string;
  /** Starts mariadbd on the data directory and waits until it accepts connections. */
  start(): Promise<void>;
  /** kill -9: no shutdown, no flush; InnoDB recovers at the next start. */
  kill(): Promise<void>;
  /** Stops the server (if running) and removes its folder. */
  destroy(): Promise<void>;
}

/** A TCP port nothing listens on now (the kernel's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export interface PrivateMariaDbOptions {
  /**
   * A replication primary writes a binary log (GTIDs; server id 1); a replica has server id 2 and no
   * log of its own. Neither (the default) writes no log.
   */
  replication?: 'primary' | 'replica';
  /** More mariadbd options, e.g. `--version=8.4.3` for a server that answers VERSION() as MySQL does. */
  serverArgs?: string[];
}

/** Creates the data directory (mariadb-install-db, root without a password on 127.0.0.1) and picks a port. */
export async function createPrivateMariaDb(options: PrivateMariaDbOptions = {}): Promise<PrivateMariaDb> {
  const role =
    options.replication === 'primary'
      ? ['--log-bin=primary-bin', '--server-id=1', '--binlog-format=ROW']
      : options.replication === 'replica'
        ? ['--skip-log-bin', '--server-id=2']
        : ['--skip-log-bin'];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-faults-mariadb-'));
  const dataDir = path.join(dir, 'data');
  const user = os.userInfo().username;
  await promisify(execFile)(INSTALL_DB, [
    '--no-defaults',
    `--datadir=${dataDir}`,
    `--user=${user}`,
    '--auth-root-authentication-method=normal',
    '--skip-test-db',
    '--skip-log-bin',
    ...SMALL,
  ]);
  const port = await freePort();
  const log = createWriteStream(path.join(dir, 'mariadbd.log'));
  let child: ChildProcess | null = null;

  const accepts = async (): Promise<boolean> => {
    try {
      const connection = await mysql.createConnection({ host: '127.0.0.1', port, user: 'root', connectTimeout: 1000 });
      await connection.end();
      return true;
    } catch {
      return false;
    }
  };

  return {
    port,
    url: (database) => `mysql://root@127.0.0.1:${port}/${database}`,
    async start() {
      const server = spawn(
        MARIADBD,
        [
          '--no-defaults',
          `--datadir=${dataDir}`,
          `--port=${port}`,
          `--socket=${path.join(dir, 'mariadbd.sock')}`,
          `--pid-file=${path.join(dir, 'mariadbd.pid')}`,
          '--skip-networking=0',
          '--bind-address=127.0.0.1',
          `--user=${user}`,
          ...SMALL,
          ...role,
          ...(options.serverArgs ?? []),
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      server.stdout?.pipe(log, { end: false });
      server.stderr?.pipe(log, { end: false });
      child = server;
      const deadline = Date.now() + 30_000;
      while (!(await accepts())) {
        if (server.exitCode !== null) throw new Error(`mariadbd exited with ${server.exitCode}; see ${path.join(dir, 'mariadbd.log')}`);
        if (Date.now() > deadline) throw new Error(`mariadbd did not accept connections within 30 s; see ${dir}`);
        await sleep(50);
      }
    },
    async kill() {
      if (!child) return;
      const server = child;
      child = null;
      server.kill('SIGKILL');
      await exited(server);
    },
    async destroy() {
      if (child) {
        const server = child;
        child = null;
        server.kill('SIGTERM');
        await exited(server);
      }
      log.end();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
