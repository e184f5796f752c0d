// Setup of the `client:dom` jest project (component tests on jsdom): what jsdom lacks and the
// components read. Each stub is the quietest honest answer, not a behaviour the tests rely on
// unless a test says so (viewport.ts sets the width media queries answer to).
import { TextDecoder, TextEncoder } from 'node:util';
import { jest } from '@jest/globals';
import { configure } from '@testing-library/dom';
import type * as ReactApi from 'react';
import { setViewportWidth } from './viewport';

setViewportWidth(1280);

// findBy* and waitFor give up after 1 s by default: on a loaded 2-core machine a dialog's exit
// transition plus one query of a whole admin page can take longer, and the test failed though the page
// was right. A wrong page still fails, 5 s later. (From @testing-library/dom: importing
// @testing-library/react here, before jest's afterEach exists, would turn off its cleanup between tests.)
configure({ asyncUtilTimeout: 5000 });

// Node has them, jsdom's window not (react-router reads them when loaded).
Object.assign(globalThis, { TextEncoder, TextDecoder });

// No network in component tests: the session restore's refresh call finds no session (401).
window.fetch = () => Promise.resolve({ ok: false, status: 401 } as Response);

// jsdom implements neither; the listing scrolls to its results on a page change.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
window.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;

// jsdom lays nothing out, so MUI's TextareaAutosize (every multiline TextField) measures a height of 0
// whatever it holds; but to measure it reads getComputedStyle on every render, which in jsdom matches
// the element and each of its ancestors against every style rule on the page. That was a fifth of the
// component tests' time. A multiline field here is the same InputBase over a plain <textarea> with the
// same props: value, change events, label and ARIA are unchanged; only the inert auto-height is gone.
jest.mock('@mui/material/TextareaAutosize', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a mock factory must require lazily
  const { createElement, forwardRef } = require('react') as typeof ReactApi;
  type Props = ReactApi.ComponentPropsWithRef<'textarea'> & { minRows?: number | string; maxRows?: number | string };
  const PlainTextarea = forwardRef<HTMLTextAreaElement, Props>(function PlainTextarea({ minRows, maxRows, ...props }, ref) {
    void minRows;
    void maxRows;
    return createElement('textarea', { ...props, ref });
  });
  return { __esModule: true, default: PlainTextarea };
});

// getComputedStyle (Testing Library's hidden checks, user-event's pointer-events check, MUI's modals)
// matches elements against every rule of the page's stylesheets, through nwsapi, which keeps the
// compiled form of at most 1,000 selectors, least recently used first out. MUI's emotion styles give a
// screen more selectors than that, so each sweep of the rules evicts the ones the next sweep needs and
// every match parses and compiles its selector again. Keeping every compiled selector (a query plan,
// never a result: correctness does not depend on it) makes the sweep a lookup. If jsdom ever keeps its
// matcher elsewhere, this finds nothing and the tests only run slower.
getComputedStyle(document.body);
const impl = Object.getOwnPropertySymbols(document).find((symbol) => symbol.description === 'impl');
const matcher = impl && (document as unknown as Record<symbol, { _nwsapiDontThrow?: { matchResolvers?: object } }>)[impl]._nwsapiDontThrow;
if (matcher?.matchResolvers) {
  const compiled = new Map<string, unknown>();
  Object.assign(matcher.matchResolvers, {
    get: (selector: string) => compiled.get(selector),
    has: (selector: string) => compiled.has(selector),
    set: (selector: string, resolver: unknown) => (compiled.set(selector, resolver), resolver),
    clear: () => compiled.clear(),
    size: () => compiled.size,
  });
}
