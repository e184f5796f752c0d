// Bytes of pictures a phone loads on the home page (docs/performance.md): starts a throwaway seeded shop with the
// built client (client/dist, as the browser tests do), opens / in Chromium at 390 × 844, and sums the
// transferred bytes of every /api/uploads/ response, once the page is idle and again after scrolling to
// the bottom (the lazy pictures). Run from the repository root after `npm run build -w client`:
//
//   node -r @swc-node/register scripts/picture-weight.ts [repository root, default: this one]
//
// The optional root measures another checkout's build and server (e.g. a `git archive` of main) alike.
import path from 'node:path';
import { chromium } from 'playwright-core';
import type * as TestServerModule from '../server/test/support/test-server';

const root = path.resolve(process.argv[2] ?? path.join(__dirname, '..'));
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the checkout to measure is chosen at run time
const { startTestServer } = require(path.join(root, 'server/test/support/test-server')) as typeof TestServerModule;

interface PageWindow {
  document: { body: { scrollHeight: number } };
}

async function measure(url: string, deviceScaleFactor: number) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor });
    const page = await context.newPage();
    const pictures = new Map<string, number>();
    const reading: Promise<unknown>[] = [];
    page.on('response', (response) => {
      if (!response.url().includes('/api/uploads/')) return;
      reading.push(
        response.body().then(
          (body) => pictures.set(new URL(response.url()).pathname, body.length),
          () => undefined,
        ),
      );
    });
    const settle = async () => {
      await page.waitForLoadState('networkidle');
      await Promise.all(reading);
    };
    const total = () => [...pictures.values()].reduce((sum, bytes) => sum + bytes, 0);
    await page.goto(url);
    // The first slide's picture is the page's largest: the first view is complete once it has arrived.
    const firstSlide = page.locator('[data-testid="hero-slide"] img').first();
    await firstSlide.waitFor();
    await page.waitForFunction((img) => (img as unknown as { complete: boolean }).complete, await firstSlide.elementHandle());
    await settle();
    const firstView = { count: pictures.size, kb: total() / 1024 };
    for (let y = 0; y < (await page.evaluate(() => (globalThis as unknown as PageWindow).document.body.scrollHeight)); y += 400) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(120);
    }
    await settle();
    return { deviceScaleFactor, firstView, scrolled: { count: pictures.size, kb: total() / 1024 } };
  } finally {
    await browser.close();
  }
}

void (async () => {
  const server = await startTestServer({ CLIENT_DIST: path.join(root, 'client', 'dist') });
  try {
    for (const dpr of [1, 2.625]) {
      const { firstView, scrolled } = await measure(`${server.url}/`, dpr);
      console.log(
        `home at 390 px, DPR ${dpr}: first view ${firstView.count} pictures ${firstView.kb.toFixed(0)} KB; ` +
          `scrolled to the bottom ${scrolled.count} pictures ${scrolled.kb.toFixed(0)} KB`,
      );
    }
  } finally {
    await server.close();
  }
})();
