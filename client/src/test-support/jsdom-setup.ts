// Setup of the `client:dom` jest project (component tests on jsdom): what jsdom lacks and the
// components read. Each stub is the quietest honest answer, not a behaviour the tests rely on
// unless a test says so (viewport.ts sets the width media queries answer to).
import { TextDecoder, TextEncoder } from 'node:util';
import { setViewportWidth } from './viewport';

setViewportWidth(1280);

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
