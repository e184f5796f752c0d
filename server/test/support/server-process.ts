import { type ChildProcess, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { REPO_ROOT } from '../../src/config';
import { type TestServer, makeTestPlace, testClient } from './test-server';

/**
 * The real server as it is started in production (`node server/src/index.ts`), in a process of its own,
 * on a throwaway database of the suite's kind. For what the jest process must not share: a signal to
 * the process (shutdown.e2e-spec.ts), or a time the jest process's own work and GC pauses would blur
 * (abuse.e2e-spec.ts).
 */
export interface ServerProcess extends Pick<TestServer, 'kind' | 'url' | 'gql' | 'rest' | 'cached' | 'login'> {
  port: number;
  /** The server's DATABASE_URL (a test may lock rows behind its back). */
  databaseUrl: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves with the exit code once the process has exited (at once if it has). */
  exited(): Promise<number | null>;
  /** Kills the process (if it still runs) and removes its database and files. */
  close(): Promise<void>;
}

export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const place = await makeTestPlace(env);
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'server/src/index.ts'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', ...place.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = () =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
      else child.once('exit', (code) => resolve(code));
    });
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const gone = exited();
      child.kill('SIGKILL');
      await gone;
    }
    await place.remove();
  };

  const deadline = Date.now() + 90_000;
  let ready: RegExpExecArray | null = null;
  while (!ready) {
    ready = /ready at (http:\/\/[\d.]+:(\d+))/.exec(output);
    if (ready) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      await close();
      throw new Error(`the server did not start:\n${output}`);
    }
    await sleep(50);
  }
  const url = ready[1];
  return {
    kind: place.kind,
    url,
    port: Number(ready[2]),
    databaseUrl: place.env.DATABASE_URL,
    child,
    output: () => output,
    exited,
    close,
    ...testClient(url),
  };
}
