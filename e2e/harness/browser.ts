import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type Page, chromium } from 'playwright-core';
import { REPO_ROOT } from '../../server/src/config';

/**
 * The few browser globals journeys touch inside page.evaluate (e2e code compiles without the DOM
 * library): `(globalThis as unknown as BrowserWindow).scrollY`. A type only, so nothing from Node
 * leaks into the serialised function.
 */
export interface BrowserWindow {
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  scrollY: number;
  innerHeight: number;
  scrollTo(x: number, y: number): void;
  document: {
    activeElement: { id: string; tagName: string; getAttribute(name: string): string | null } | null;
    body: { scrollHeight: number };
  };
  getComputedStyle(element: unknown): { outlineStyle: string; outlineWidth: string; boxShadow: string };
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'artifacts', 'screenshots');

/** Debian's Chromium, headless, with the flags this network needs (no browser download). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Saves a full-page screenshot as artifacts/screenshots/<name>.png for people to look at. */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = name.replace(/[^\w.-]+/g, '-').toLowerCase();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${file}.png`), fullPage: options.fullPage ?? true, animations: 'disabled' });
}
