#!/usr/bin/env node
// npm run layout-shifts: what moves while the storefront loads, and by how much. Lighthouse 12.2.3's
// layout-shift audits error with Debian's Chromium (its RootCauses gatherer), so this reads the browser's
// own `layout-shift` entries (PerformanceObserver) through Playwright, on the built shop in production
// mode (a throwaway seeded DATA_DIR), at Lighthouse's mobile size with its 4x CPU slow-down, and at a
// desktop size. Prints the CLS of each page (the session-window value Lighthouse reports) and the
// elements that moved most. A measurement, not a test: timings move with machine load.
//
//   npm run layout-shifts     LAYOUT_SHIFT_RUNS (default 1), LAYOUT_SHIFT_PAGES=home,listing,product,login,
//                             LAYOUT_SHIFT_SIZES=mobile,desktop, LAYOUT_SHIFT_WAIT_MS (after network idle, default
//                             5000: the slider turns after 3 s), DEBUG_SHIFTS=1 (every shift with its rects and markup)
import { createRequire } from 'node:module';
import path from 'node:path';
import { CHROME_FLAGS, CHROME_PATH, ensureBuilt, firstProductPath, root, startShop } from './bench-shop.mjs';

const { chromium } = createRequire(path.join(root, 'package.json'))('playwright-core');
const RUNS = Math.max(1, Number.parseInt(process.env.LAYOUT_SHIFT_RUNS ?? '1', 10) || 1);
const SIZES = {
  mobile: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, cpuSlowdown: 4 },
  desktop: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false, cpuSlowdown: 1 },
};

// Runs in the page before its scripts: keeps every shift with a short name for each moved node.
function observeShifts() {
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return node?.nodeName ?? '?';
    const testId = node.closest('[data-testid]')?.getAttribute('data-testid');
    const own = `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}`;
    return testId ? `${own} in [${testId}]` : `${own}.${String(node.className).split(' ')[0]}`;
  };
  globalThis.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      globalThis.__shifts.push({
        time: entry.startTime,
        value: entry.value,
        sources: entry.sources.map((source) => describe(source.node)),
        html: entry.sources.map((s) => s.node?.outerHTML?.slice(0, 200)),
        scrollY: globalThis.scrollY,
        rects: entry.sources.map(
          (s) =>
            `${Math.round(s.previousRect.y)}+${Math.round(s.previousRect.height)}->${Math.round(s.currentRect.y)}+${Math.round(s.currentRect.height)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** CLS as Chrome defines it: the largest session window (gaps < 1 s, at most 5 s long). */
function cumulativeLayoutShift(shifts) {
  let best = 0;
  let window = 0;
  let windowStart = 0;
  let last = -Infinity;
  for (const shift of shifts) {
    if (shift.time - last > 1000 || shift.time - windowStart > 5000) {
      window = 0;
      windowStart = shift.time;
    }
    window += shift.value;
    last = shift.time;
    best = Math.max(best, window);
  }
  return best;
}

async function measure(browser, url, size) {
  const { cpuSlowdown, ...contextOptions } = SIZES[size];
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  await page.addInitScript(observeShifts);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(Number(process.env.LAYOUT_SHIFT_WAIT_MS ?? 5000));
  const shifts = await page.evaluate(() => globalThis.__shifts);
  await context.close();
  return shifts;
}

function report(name, size, shifts) {
  const bySource = new Map();
  for (const shift of shifts) for (const source of shift.sources) bySource.set(source, (bySource.get(source) ?? 0) + shift.value);
  const top = [...bySource.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5);
  console.log(`${name} ${size}: CLS ${cumulativeLayoutShift(shifts).toFixed(3)} (${shifts.length} shifts)`);
  for (const [source, value] of top) console.log(`    ${value.toFixed(3)}  ${source}`);
  if (process.env.DEBUG_SHIFTS) for (const shift of shifts) console.log(JSON.stringify(shift));
}

ensureBuilt();
const shop = await startShop();
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.filter((flag) => flag !== '--headless') });
try {
  const pages = { home: '/', listing: '/allproduct', product: await firstProductPath(shop.baseUrl), login: '/login' };
  const wanted = process.env.LAYOUT_SHIFT_PAGES?.split(',');
  for (const [name, route] of Object.entries(pages).filter(([page]) => !wanted || wanted.includes(page))) {
    for (const size of Object.keys(SIZES).filter(
      (key) => !process.env.LAYOUT_SHIFT_SIZES || process.env.LAYOUT_SHIFT_SIZES.includes(key),
    )) {
      for (let run = 0; run < RUNS; run += 1) report(name, size, await measure(browser, shop.baseUrl + route, size));
    }
  }
} finally {
  await browser.close();
  await shop.stop();
}
