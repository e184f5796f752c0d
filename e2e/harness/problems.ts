import type { BrowserContext, Page } from 'playwright-core';

export interface ProblemOptions {
  /** Problems (console text, "<status> <url>", "<failure> <url>") a journey expects; everything else fails it. */
  allow?: readonly RegExp[];
}

/** The fields of a browser's SecurityPolicyViolationEvent the report names. */
interface CspViolation {
  violatedDirective: string;
  blockedURI: string;
  sourceFile: string;
}

/**
 * Makes every Content-Security-Policy violation in the context's pages a console error, which
 * watchForProblems turns into a failed journey. The browser reports a refused eval or script only as a
 * DevTools issue and a DOM event when the page catches the error itself (zod's eval probe did exactly
 * that on every form: Lighthouse's `inspector-issues`), so the console alone never showed it.
 */
export async function reportCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const win = globalThis as unknown as {
      addEventListener(type: string, listener: (event: CspViolation) => void): void;
      console: { error(text: string): void };
    };
    win.addEventListener('securitypolicyviolation', (event) =>
      win.console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} (${event.sourceFile})`),
    );
  });
}

/**
 * Watches a page for what a shopper would never want to happen: console errors, uncaught exceptions,
 * failed requests, HTTP errors, and any request to another host (fonts and scripts are self-hosted).
 */
export function watchForProblems(page: Page, shopOrigin: string, options: ProblemOptions = {}) {
  const problems: string[] = [];
  const note = (problem: string) => {
    if (!options.allow?.some((pattern) => pattern.test(problem))) problems.push(problem);
  };

  page.on('console', (message) => {
    if (message.type() === 'error') note(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => note(`uncaught exception: ${error.message}`));
  page.on('request', (request) => {
    const url = request.url();
    if (/^(data|blob):/.test(url)) return;
    if (new URL(url).origin !== shopOrigin) note(`request to another host: ${url}`);
  });
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? 'failed';
    // A navigation or an unmount cancels requests on purpose (net::ERR_ABORTED); that is not a failure.
    if (failure.includes('ERR_ABORTED')) return;
    note(`request failed (${failure}): ${request.method()} ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) note(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
  });

  return {
    list: (): readonly string[] => problems,
    /** Throws with every problem seen so far. */
    assertNone(): void {
      if (problems.length > 0) throw new Error(`The page had ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    },
  };
}
