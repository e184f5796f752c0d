import type { BrowserContext, Page } from 'playwright-core';

/** react-hot-toast's message elements (it takes no test ids): top right, or inside an open drawer. */
export const TOAST_SELECTOR = '[data-rht-toaster] [role="status"], [data-testid="drawer-toasts"] [role="status"]';

interface SeenToast {
  text: string;
  claimed: boolean;
}
/** The little of the page's DOM the recorder touches (the e2e code compiles without the DOM library). */
interface PageNode {
  textContent: string | null;
}
interface ToastWindow {
  __shopToasts?: SeenToast[];
  document: { querySelectorAll(selector: string): Iterable<PageNode> };
  MutationObserver: new (callback: () => void) => { observe(target: unknown, options: Record<string, boolean>): void };
}

/**
 * Keeps, in every page of the context, the text of each toast as it appears. A success toast lives
 * 2 s (the specification's figure); on a starved machine a locator polling for it can look before
 * it appears and again after it has gone (CI saw exactly that once). The record cannot miss it.
 */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript((selector: string) => {
    const win = globalThis as unknown as ToastWindow;
    const seen: SeenToast[] = (win.__shopToasts = []);
    const elements = new WeakSet<PageNode>();
    const note = () => {
      for (const element of win.document.querySelectorAll(selector)) {
        const text = element.textContent?.trim();
        if (!text || elements.has(element)) continue;
        elements.add(element);
        seen.push({ text, claimed: false });
      }
    };
    new win.MutationObserver(note).observe(win.document, { childList: true, subtree: true, characterData: true });
  }, TOAST_SELECTOR);
}

/**
 * Waits until a toast containing `text` has appeared on this page (still showing or already gone)
 * and claims it: two waits for the same text need two toasts.
 */
export async function waitForToast(page: Page, text: string): Promise<void> {
  try {
    await page.waitForFunction(
      (wanted: string) => {
        const toast = ((globalThis as unknown as ToastWindow).__shopToasts ?? []).find(
          (seen) => !seen.claimed && seen.text.includes(wanted),
        );
        if (toast) toast.claimed = true;
        return toast !== undefined;
      },
      text,
      { polling: 100 },
    );
  } catch (error) {
    const seen = await page
      .evaluate(() => ((globalThis as unknown as ToastWindow).__shopToasts ?? []).map((toast) => toast.text))
      .catch(() => []);
    throw new Error(
      `No toast saying "${text}" appeared (toasts seen on this page, ${page.url()}: ${JSON.stringify(seen)}): ${String(error)}`,
    );
  }
}
