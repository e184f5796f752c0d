#!/usr/bin/env node
// npm run size: what a shopper's browser downloads before the storefront can render, from the built
// client/dist. The first load is index.html's entry script and stylesheet plus every file they import
// statically (modulepreload); lazy chunks (the back-office, other pages) are left out, as browsers
// leave them until they are needed. Sizes are gzip -9 and Brotli 11, as the server sends them.
//
//   node client/scripts/page-weight.mjs          a table
//   node client/scripts/page-weight.mjs --json   the same figures for tests (e2e/page-weight.e2e-spec.ts)
//   node client/scripts/page-weight.mjs --packages   the first load's JS by package, from the build's hidden
//                                                    source maps (what the budget is spent on)
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * First-load budget in KB (gzip). JS: 288.7 before issue 19 (the shared module of all GraphQL documents), 282.4
 * after codegen wrote one module per operation file, 230.8 once the closed menus, toasts, the hero's carousel
 * engine and the header's search combobox became chunks of their own (2026-11-26), plus ~1 % for small
 * changes: it guards that gain. CSS: 3.2 measured. Raise it only with a reason.
 */
export const BUDGET_KB = { js: 234, css: 4 };

/**
 * Strings only back-office code contains: none may reach the first load. Its data-testids, and field names
 * that only back-office GraphQL documents select (all were in the first load while one module held every document).
 */
export const ADMIN_MARKERS = [
  'admin-layout',
  'admin-sidebar',
  'admin-dashboard',
  'Back-office',
  'adminProducts',
  'adminOrders',
  'dashboardStats',
  'updateOrderStatus',
  'createProduct',
];

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const read = (file) => readFileSync(path.join(distDir, file));
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

// Static imports in Rolldown's output: import{a as b}from"./x.js"; import"./x.js"; export{c}from"./x.js".
// Dynamic import("./x.js") has a parenthesis and does not match.
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*${}\s,]+?\s*from\s*)?["']\.\/([\w.-]+\.js)["']/g;

function firstLoadFiles() {
  const html = read('index.html').toString('utf8');
  const entries = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
  const files = new Set();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.shift();
    if (files.has(file)) continue;
    files.add(file);
    if (!file.endsWith('.js')) continue;
    for (const match of read(file).toString('utf8').matchAll(STATIC_IMPORT)) queue.push(`assets/${match[1]}`);
  }
  return [...files];
}

export function measure() {
  if (!existsSync(path.join(distDir, 'index.html'))) throw new Error('client/dist is missing: run `npm run build -w client` first');
  const files = firstLoadFiles().map((file) => {
    const content = read(file);
    return {
      file,
      kind: file.endsWith('.css') ? 'css' : 'js',
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      adminMarkers: ADMIN_MARKERS.filter((marker) => content.includes(marker)),
    };
  });
  const total = (kind, key) => kb(files.filter((f) => f.kind === kind).reduce((sum, f) => sum + f[key], 0));
  return {
    files: files.map((f) => ({ ...f, raw: kb(f.raw), gzip: kb(f.gzip), brotli: kb(f.brotli) })),
    js: { raw: total('js', 'raw'), gzip: total('js', 'gzip'), brotli: total('js', 'brotli') },
    css: { raw: total('css', 'raw'), gzip: total('css', 'gzip'), brotli: total('css', 'brotli') },
    budgetKb: BUDGET_KB,
  };
}

function printTable(result) {
  const pad = (value, width) => String(value).padStart(width);
  console.log('Storefront first load (client/dist), KB:');
  console.log(`${'file'.padEnd(44)}${pad('raw', 9)}${pad('gzip', 9)}${pad('brotli', 9)}`);
  for (const f of result.files) {
    console.log(`${f.file.padEnd(44)}${pad(f.raw, 9)}${pad(f.gzip, 9)}${pad(f.brotli, 9)}${f.adminMarkers.length ? '  ADMIN CODE!' : ''}`);
  }
  for (const kind of ['js', 'css']) {
    const t = result[kind];
    const over = t.gzip > result.budgetKb[kind];
    console.log(
      `${`total ${kind.toUpperCase()}`.padEnd(44)}${pad(t.raw, 9)}${pad(t.gzip, 9)}${pad(t.brotli, 9)}  budget ${result.budgetKb[kind]} gzip${over ? '  OVER BUDGET' : ''}`,
    );
  }
}

/** Who wrote a bundled source: its npm package (the folder after the last node_modules/), else the app's own area. */
function ownerOf(source) {
  const normalised = (source ?? '').replace(/\\/g, '/');
  const at = normalised.lastIndexOf('node_modules/');
  if (at >= 0) {
    const [scope, name] = normalised.slice(at + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const area = /src\/([\w-]+)\//.exec(normalised);
  return `app: src/${area ? area[1] : ''}`;
}

/**
 * The first load's JS by owner. Every byte of a minified file is credited, through its source map, to the
 * source it came from; each owner's bytes are then compressed together. Compressed apart, owners lose the
 * context they shared, so their sum is a little above the files' total; the order and the proportions hold.
 */
export function measurePackages() {
  const { SourceMapConsumer } = createRequire(import.meta.url)('source-map-js');
  const bytes = new Map();
  for (const file of firstLoadFiles().filter((name) => name.endsWith('.js'))) {
    const mapFile = path.join(distDir, `${file}.map`);
    const code = read(file).toString('utf8');
    if (!existsSync(mapFile)) {
      // Only the bundler's own runtime comes without a map.
      bytes.set(`(no source map) ${file}`, code);
      continue;
    }
    const lines = code.split('\n');
    const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')));
    let previous = null;
    const credit = (mapping, end) => {
      const owner = ownerOf(mapping.source);
      const text = lines[mapping.generatedLine - 1].slice(mapping.generatedColumn, end);
      bytes.set(owner, (bytes.get(owner) ?? '') + text);
    };
    consumer.eachMapping((mapping) => {
      if (previous) credit(previous, previous.generatedLine === mapping.generatedLine ? mapping.generatedColumn : undefined);
      previous = mapping;
    });
    if (previous) credit(previous, undefined);
  }
  return [...bytes]
    .map(([owner, text]) => ({ owner, raw: kb(Buffer.byteLength(text)), gzip: kb(gzipSync(text, { level: 9 }).length) }))
    .sort((a, b) => b.gzip - a.gzip);
}

function printPackages(rows) {
  const pad = (value, width) => String(value).padStart(width);
  console.log('Storefront first load (client/dist), JS by package, KB (each compressed on its own):');
  console.log(`${'package'.padEnd(44)}${pad('raw', 9)}${pad('gzip', 9)}`);
  for (const row of rows) console.log(`${row.owner.padEnd(44)}${pad(row.raw, 9)}${pad(row.gzip, 9)}`);
  const sum = (key) => kb(rows.reduce((total, row) => total + row[key] * 1024, 0));
  console.log(`${'sum'.padEnd(44)}${pad(sum('raw'), 9)}${pad(sum('gzip'), 9)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--packages')) printPackages(measurePackages());
  else {
    const result = measure();
    if (process.argv.includes('--json')) process.stdout.write(JSON.stringify(result));
    else printTable(result);
  }
}
