import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { REPO_ROOT } from '../server/src/config';
import { renderMail } from '../server/src/integrations/mail/templates';
import { MAIL_SAMPLES, PUBLIC_URL } from '../server/test/support/mail-samples';
import { launchChromium, screenshot } from './harness/browser';

// Every e-mail template (every MailContent kind, and each state a kind words differently) rendered in real
// Chromium at a phone's 390 px and a desktop mail pane's 700 px (docs/decisions.md#e-mails-that-lead-back): nothing
// wider than the screen, no amount broken over two lines, and the one primary button pointing at PUBLIC_URL. The
// shop's files (the logo, a line's picture) are answered by the test, so the screenshots show the message as sent.

const WIDTHS = [390, 700] as const;

/** What the page reports about its layout. */
interface Layout {
  scrollWidth: number;
  innerWidth: number;
  /** Amount cells whose text takes more than one line. */
  wrappedAmounts: string[];
  amountCount: number;
  primary: string[];
  /** Images that did not load (a broken logo or picture). */
  brokenImages: string[];
}

function measure(page: Page): Promise<Layout> {
  // Runs in the page: the DOM's globals are reached through globalThis (e2e code compiles without the DOM library).
  return page.evaluate(() => {
    type El = { textContent: string | null; getAttribute(n: string): string | null };
    type Range = { selectNodeContents(e: El): void; getClientRects(): ArrayLike<{ top: number; width: number }> };
    const g = globalThis as unknown as {
      document: {
        documentElement: { scrollWidth: number };
        querySelectorAll(s: string): ArrayLike<El>;
        createRange(): Range;
      };
      innerWidth: number;
    };
    const amounts = Array.from(g.document.querySelectorAll('td.amount'));
    // The lines a cell's text takes: the distinct tops of its text's boxes.
    const linesOf = (cell: El): number => {
      const range = g.document.createRange();
      range.selectNodeContents(cell);
      return new Set(
        Array.from(range.getClientRects())
          .filter((r) => r.width > 0)
          .map((r) => Math.round(r.top)),
      ).size;
    };
    const wrappedAmounts = amounts.filter((cell) => linesOf(cell) > 1).map((cell) => cell.textContent ?? '');
    const images = Array.from(g.document.querySelectorAll('img')) as unknown as { complete: boolean; naturalWidth: number; src: string }[];
    return {
      scrollWidth: g.document.documentElement.scrollWidth,
      innerWidth: g.innerWidth,
      wrappedAmounts,
      amountCount: amounts.length,
      primary: Array.from(g.document.querySelectorAll('.primary-action a')).map((a) => a.getAttribute('href') ?? ''),
      brokenImages: images.filter((img) => !img.complete || img.naturalWidth === 0).map((img) => img.src),
    };
  });
}

describe('e-mails in Chromium at 390 and 700 px', () => {
  let browser: Browser;
  let picture: Buffer;
  const logo = readFileSync(path.join(REPO_ROOT, 'client', 'public', 'email', 'logo.png'));

  beforeAll(async () => {
    browser = await launchChromium();
    picture = await sharp({ create: { width: 160, height: 160, channels: 3, background: '#d6bf93' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const width of WIDTHS) {
    it(`every template fits ${width} px, keeps its amounts on one line and leads to PUBLIC_URL`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      try {
        // The shop's files as PUBLIC_URL serves them; anything else (a courier's site) is not fetched.
        await page.route('**/*', async (route) => {
          const url = route.request().url();
          if (url === `${PUBLIC_URL}/email/logo.png`) return route.fulfill({ status: 200, contentType: 'image/png', body: logo });
          if (url.startsWith(`${PUBLIC_URL}/api/uploads/`)) return route.fulfill({ status: 200, contentType: 'image/jpeg', body: picture });
          return route.abort();
        });
        for (const sample of MAIL_SAMPLES) {
          const mail = await renderMail(sample.content, { origin: PUBLIC_URL, attachments: sample.attachments });
          await page.setContent(mail.html, { waitUntil: 'load' });
          const layout = await measure(page);
          expect({ name: sample.name, overflow: layout.scrollWidth > layout.innerWidth }).toEqual({ name: sample.name, overflow: false });
          expect({ name: sample.name, wrapped: layout.wrappedAmounts }).toEqual({ name: sample.name, wrapped: [] });
          expect({ name: sample.name, primary: layout.primary.length }).toEqual({ name: sample.name, primary: 1 });
          expect(layout.primary[0].startsWith(`${PUBLIC_URL}/`)).toBe(true);
          expect({ name: sample.name, broken: layout.brokenImages }).toEqual({ name: sample.name, broken: [] });
          if (sample.content.kind === 'order-placed') expect(layout.amountCount).toBeGreaterThan(3);
          await screenshot(page, `mail-${sample.name}-${width}`);
        }
      } finally {
        await page.close();
      }
    }, 120_000);
  }
});
