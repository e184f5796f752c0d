#!/usr/bin/env node
// npm run lighthouse: Lighthouse 12.2.3 (pinned: 13 needs Node 22) against the BUILT shop in production
// mode, on a throwaway DATA_DIR seeded with the demo shop, with the machine's Chromium. A benchmark, not a
// test: scores move with machine load, so each page runs LIGHTHOUSE_RUNS times (default 3) and the table
// shows medians. Builds first when server/dist or client/dist is missing.
//
//   npm run lighthouse                         home, listing, product, login: mobile and desktop; dashboard: desktop
//   LIGHTHOUSE_RUNS=5 npm run lighthouse       more runs per page and preset
//   LIGHTHOUSE_PAGES=home,product npm run lighthouse   some pages only (home, listing, product, login, dashboard)
//   LIGHTHOUSE_JSON=1 npm run lighthouse       also writes every report's JSON under artifacts/lighthouse/
//
// A second table says where each page's main-thread time goes (Lighthouse's own trace: its
// mainthread-work-breakdown and long-tasks audits, at the preset's CPU slowdown), medians again: what holds
// Total Blocking Time up.
//
// The back-office dashboard is measured signed in: before each run the script logs the seeded admin in
// through GraphQL and hands Lighthouse the refresh cookie as an extra header, so the app's own start-up
// (refreshSession) opens the session; a fresh login per run, since each refresh token works once.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  CHROME_FLAGS,
  CHROME_PATH,
  ensureBuilt,
  firstProductPath,
  graphql,
  root,
  startShop,
} from './bench-shop.mjs';

const RUNS = Math.max(1, Number.parseInt(process.env.LIGHTHOUSE_RUNS ?? '3', 10) || 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** A Cookie header carrying a fresh admin session's refresh cookie. */
async function adminCookie(baseUrl) {
  const { data, setCookie } = await graphql(baseUrl, 'mutation ($input: LoginInput!) { login(input: $input) { __typename } }', {
    input: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  if (data.login.__typename !== 'AuthPayload') throw new Error(`admin login answered ${data.login.__typename}`);
  const cookie = setCookie.map((line) => line.split(';')[0]).find((pair) => pair.startsWith('aurelia_refresh='));
  if (!cookie) throw new Error('admin login set no refresh cookie');
  return cookie;
}

function median(values) {
  const sorted = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The figures of one report: category scores 0-100, LCP and TBT in ms, CLS unitless. */
function figures(lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbt: metric('total-blocking-time'),
    failing: Object.values(lhr.categories)
      .filter((category) => category.id !== 'performance')
      .flatMap((category) => category.auditRefs.map((ref) => lhr.audits[ref.id]))
      .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
      .map((audit) => audit.id),
    work: mainThreadWork(lhr),
  };
}

/** The main thread's time by kind (ms) and its long tasks (count, the longest, by script), from one report. */
function mainThreadWork(lhr) {
  const byGroup = Object.fromEntries(
    (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [item.group, item.duration]),
  );
  const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
  const longest = tasks.reduce((top, task) => (task.duration > (top?.duration ?? 0) ? task : top), null);
  return {
    script: byGroup.scriptEvaluation ?? 0,
    compile: byGroup.scriptParseCompile ?? 0,
    style: byGroup.styleLayout ?? 0,
    paint: byGroup.paintCompositeRender ?? 0,
    html: byGroup.parseHTML ?? 0,
    gc: byGroup.garbageCollection ?? 0,
    longTasks: tasks.length,
    longTaskMs: tasks.reduce((sum, task) => sum + task.duration, 0),
    longest: longest ? { ms: longest.duration, url: longest.url } : null,
  };
}

/** One Lighthouse run; a run whose trace failed (NO_NAVSTART and the like, seen on a busy machine) is retried twice. */
async function runOnce(chrome, url, preset, extraHeaders, attempt = 1) {
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, extraHeaders };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  const failure = !result?.lhr
    ? 'no report'
    : result.lhr.runtimeError
      ? `${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`
      : null;
  if (!failure) return result;
  if (attempt >= 3) throw new Error(`${url} (${preset}): ${failure}`);
  console.log(`  ${url} (${preset}): ${failure}; running it again`);
  return runOnce(chrome, url, preset, extraHeaders, attempt + 1);
}

function summarise(page, preset, runs) {
  const pick = (key) => median(runs.map((run) => run[key]));
  const failing = [...new Set(runs.flatMap((run) => run.failing))];
  const longestMs = median(runs.map((run) => run.work.longest?.ms));
  return {
    page,
    preset,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcp: pick('lcp'),
    cls: pick('cls'),
    tbt: pick('tbt'),
    failing,
    work: Object.fromEntries(
      ['script', 'compile', 'style', 'paint', 'html', 'gc', 'longTasks', 'longTaskMs'].map((key) => [
        key,
        median(runs.map((run) => run.work[key])),
      ]),
    ),
    longest: runs.map((run) => run.work.longest).find((task) => task?.ms === longestMs) ?? null,
  };
}

function printTable(rows) {
  const seconds = (ms) => (ms == null ? '-' : `${(ms / 1000).toFixed(1)} s`);
  const header = ['page', 'preset', 'Perf', 'A11y', 'BP', 'SEO', 'LCP', 'CLS', 'TBT'];
  const lines = rows.map((row) => [
    row.page,
    row.preset,
    row.performance ?? '-',
    row.accessibility ?? '-',
    row.bestPractices ?? '-',
    row.seo ?? '-',
    seconds(row.lcp),
    row.cls == null ? '-' : row.cls.toFixed(3),
    row.tbt == null ? '-' : `${Math.round(row.tbt)} ms`,
  ]);
  console.log(`\nLighthouse 12.2.3, medians of ${RUNS} run(s) each:\n`);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const line of lines) console.log(`| ${line.join(' | ')} |`);
  const findings = rows.filter((row) => row.failing.length);
  if (findings.length) console.log('\nAccessibility, Best Practices and SEO audits not passed:');
  for (const row of findings) console.log(`  ${row.page} ${row.preset}: ${row.failing.join(', ')}`);
  printWork(rows);
}

/** Where the main thread's time went (medians, ms at the preset's CPU slowdown) and the longest task's script. */
function printWork(rows) {
  const ms = (value) => (value == null ? '-' : `${Math.round(value)}`);
  const file = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') || '/' : '-');
  const header = [
    'page',
    'preset',
    'TBT',
    'script eval',
    'parse & compile',
    'style & layout',
    'paint',
    'HTML',
    'GC',
    'long tasks',
    'longest (script)',
  ];
  console.log('\nMain-thread time, ms (medians; mainthread-work-breakdown and long-tasks):\n');
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const row of rows) {
    const w = row.work;
    const longest = row.longest ? `${ms(row.longest.ms)} (${file(row.longest.url)})` : '-';
    console.log(
      `| ${[row.page, row.preset, ms(row.tbt), ms(w.script), ms(w.compile), ms(w.style), ms(w.paint), ms(w.html), ms(w.gc), `${w.longTasks ?? '-'}: ${ms(w.longTaskMs)}`, longest].join(' | ')} |`,
    );
  }
}

function plan(productPath) {
  const all = [
    { page: 'home', path: '/', presets: ['mobile', 'desktop'] },
    { page: 'listing', path: '/allproduct', presets: ['mobile', 'desktop'] },
    { page: 'product', path: productPath, presets: ['mobile', 'desktop'] },
    { page: 'login', path: '/login', presets: ['mobile', 'desktop'] },
    { page: 'dashboard', path: '/admin', presets: ['desktop'], signedIn: true },
  ];
  const wanted = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
  return wanted ? all.filter((entry) => wanted.includes(entry.page)) : all;
}

async function measureAll(shop, chrome) {
  const jsonDir = process.env.LIGHTHOUSE_JSON ? path.join(root, 'artifacts', 'lighthouse') : null;
  if (jsonDir) mkdirSync(jsonDir, { recursive: true });
  const rows = [];
  for (const entry of plan(await firstProductPath(shop.baseUrl))) {
    for (const preset of entry.presets) {
      const runs = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const extraHeaders = entry.signedIn ? { Cookie: await adminCookie(shop.baseUrl) } : undefined;
        const result = await runOnce(chrome, shop.baseUrl + entry.path, preset, extraHeaders);
        runs.push(figures(result.lhr));
        if (jsonDir) writeFileSync(path.join(jsonDir, `${entry.page}-${preset}-${run}.json`), result.report);
        process.stdout.write(`${entry.page} ${preset} run ${run}/${RUNS}: performance ${runs.at(-1).performance}\n`);
      }
      rows.push(summarise(entry.page, preset, runs));
    }
  }
  return rows;
}

ensureBuilt();
const shop = await startShop();
let chrome;
try {
  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  printTable(await measureAll(shop, chrome));
} finally {
  await chrome?.kill();
  await shop.stop();
}
