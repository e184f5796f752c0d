import { spawn } from 'node:child_process';
import { REPO_ROOT } from '../../src/config';

/** What a script printed (stdout and stderr, in order) and its exit code. */
export interface ScriptRun {
  code: number | null;
  output: string;
}

/**
 * Runs one of the server's entry scripts (`server/src/<entry>`, e.g. storage-copy-cli.ts) as production
 * runs it, in a process of its own with only PATH and `env`, and answers once it has exited. With `until`,
 * the process is killed as soon as its output matches (a start interrupted at a given step).
 */
export function runServerScript(entry: string, env: Record<string, string>, until?: RegExp): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-r', '@swc-node/register', `server/src/${entry}`], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (until?.test(output)) child.kill('SIGKILL');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}
