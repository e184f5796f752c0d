#!/usr/bin/env node
// `npm test`: every check and every test, using both cores of a small machine.
//
//   1. checks   side by side (each is mostly one thread): lint, type checks, the client build, the demo
//               pictures, and `specs`: the jest project `checks` (whole-repository specs: the lint gate's
//               import boundaries, generated code up to date, start-up with bad configuration), one worker;
//   2. tests    three jest processes side by side, one worker each:
//                 api      unit, client and component tests, then the API suite on SQLite;
//                 mariadb  the API suite on MariaDB (its time is half MariaDB's, on the other core);
//                 browser  the Chromium journeys against the built client (half of it is waiting).
//
// Lanes rather than `--maxWorkers`: jest hands the slowest files out first, so two workers would run
// two browser suites (two Chromiums and two shops) at once; a lane per kind keeps each kind one file at
// a time and lets the kinds share the cores. Each lane's lines are prefixed with its name as they come;
// the last line is one summary of all, "Tests: N passed, N failed, N skipped", as CI reads it: the
// `specs` check's tests are counted there like the lanes' tests, any other failed check as one failure.
//
//   node scripts/test.mjs                   everything (npm test)
//   node scripts/test.mjs --skip-checks     the jest lanes only
//   node scripts/test.mjs --checks-only     the checks only (npm run test:checks runs their jest project alone)
//   TEST_LANES=browser node scripts/test.mjs --skip-checks    one lane (names: api, mariadb, browser)
//   other arguments go to every jest process (e.g. --bail)
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const jestBin = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');

const scratch = mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));

/** A jest process over `projects`, one worker, writing its results where `jestTotals` reads them. */
function jestRun(name, projects, extraArgs) {
  const json = path.join(scratch, `${name}.json`);
  const args = [jestBin, '--selectProjects', ...projects, '--json', `--outputFile=${json}`, '--passWithNoTests', ...extraArgs];
  // Its own closing line would read as the whole run's: only this script prints one.
  return { name, command: process.execPath, args, env: { SHOP_TEST_SUMMARY: 'off' }, json };
}

/** The counts a jest run wrote, or null when it stopped before writing them (crashed or killed: counted as failed). */
function jestTotals(json) {
  try {
    return JSON.parse(readFileSync(json, 'utf8'));
  } catch {
    return null;
  }
}

// Every project of jest.config.js runs, so a new project can never be left out: `checks` in the checks
// step, the others in a lane.
const laneOf = (project) =>
  project === 'checks' ? 'checks' : project === 'browser' ? 'browser' : project === 'api:mariadb' ? 'mariadb' : 'api';
const projects = createRequire(import.meta.url)(path.join(root, 'jest.config.js')).projects.map((p) => p.displayName);
const lanes = ['api', 'mariadb', 'browser'].map((name) => ({ name, projects: projects.filter((p) => laneOf(p) === name) }));

const argv = process.argv.slice(2);
const skipChecks = argv.includes('--skip-checks');
const checksOnly = argv.includes('--checks-only');
const extraArgs = argv.filter((a) => a !== '--skip-checks' && a !== '--checks-only');

const checks = [
  { name: 'lint', command: npm, args: ['run', '--silent', 'lint'] },
  { name: 'types', command: npm, args: ['run', '--silent', 'typecheck'] },
  { name: 'build', command: npm, args: ['run', '--silent', 'build', '-w', 'client'] },
  // The demo pictures every seeded test shop copies: drawn once here, not by each lane's globalSetup at once.
  {
    name: 'pictures',
    command: process.execPath,
    args: ['-r', '@swc-node/register', '-e', "require('./test/global-setup.ts').default()"],
    cwd: path.join(root, 'server'),
  },
  // Slow whole-repository specs: their tests count in the closing line like the lanes' tests.
  jestRun(
    'specs',
    projects.filter((p) => laneOf(p) === 'checks'),
    extraArgs,
  ),
];

const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;

/** Runs a command with its output prefixed line by line; resolves with its exit code. */
function run({ name, command, args, env = {}, cwd = root }) {
  const width = 8;
  const prefix = `[${name}]`.padEnd(width + 2);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(`${prefix}${line}\n`);
      });
      stream.on('end', () => rest && out.write(`${prefix}${rest}\n`));
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs the checks side by side: the names of those that failed, and the jest results of the `specs` check. */
async function runChecks() {
  console.log(`==> checks: ${checks.map((c) => c.name).join(', ')}, side by side`);
  const codes = await Promise.all(checks.map((c) => run(c)));
  const failed = checks.filter((_, i) => codes[i] !== 0).map((c) => c.name);
  console.log(`==> checks done in ${elapsed()}${failed.length ? `: FAILED ${failed.join(', ')}` : ''}`);
  const results = checks.flatMap((c, i) => (c.json ? [{ code: codes[i], totals: jestTotals(c.json) }] : []));
  return { failed, plainFailed: failed.filter((name) => !checks.find((c) => c.name === name).json), results };
}

async function runLanes(selected) {
  console.log(`==> jest lanes: ${selected.map((l) => `${l.name} (${l.projects.join(', ')})`).join(' | ')}`);
  return Promise.all(
    selected.map(async (lane) => {
      const job = jestRun(lane.name, lane.projects, extraArgs);
      const code = await run(job);
      console.log(`==> lane ${lane.name} done in ${elapsed()} (exit ${code})`);
      return { code, totals: jestTotals(job.json) };
    }),
  );
}

/** Prints the closing line: jest runs by their counts, every other failed check as one failure. */
function summarise(results, plainChecksFailed) {
  let passed = 0;
  let failed = plainChecksFailed.length;
  let skipped = 0;
  for (const { code, totals } of results) {
    if (!totals) {
      failed += 1;
      continue;
    }
    passed += totals.numPassedTests;
    skipped += totals.numPendingTests + totals.numTodoTests;
    // A suite that failed to load ran no test but is a failure all the same.
    failed += totals.numFailedTests || totals.numFailedTestSuites + totals.numRuntimeErrorTestSuites;
    if (code !== 0 && totals.numFailedTests === 0 && totals.numFailedTestSuites === 0) failed += 1;
  }
  console.log(`\n==> npm test finished in ${elapsed()}`);
  console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  return failed === 0;
}

const wanted = (process.env.TEST_LANES ?? '').split(',').filter(Boolean);
const selected = checksOnly ? [] : wanted.length ? lanes.filter((l) => wanted.includes(l.name)) : lanes;

const checked = skipChecks ? { failed: [], plainFailed: [], results: [] } : await runChecks();
if (checked.failed.includes('build') && selected.some((l) => l.name === 'browser')) {
  console.log('==> the client did not build: the browser lane cannot run');
}
const runnable = checked.failed.includes('build') ? selected.filter((l) => l.name !== 'browser') : selected;
const results = runnable.length ? await runLanes(runnable) : [];
const ok = summarise([...checked.results, ...results], checked.plainFailed);
process.exit(ok ? 0 : 1);
