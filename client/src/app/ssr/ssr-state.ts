import type { NormalizedCacheObject } from '@apollo/client';
import type { SsrHints } from '../../shared/ssr/ssr-hints';

/**
 * What a server-rendered page carries for the browser, as JSON in
 * `<script type="application/json" id="ssr-state">` (data, not code: the Content-Security-Policy allows
 * no inline script): the Apollo cache the render filled and the hints it rendered with.
 */
export interface SsrState {
  apollo: NormalizedCacheObject;
  hints: SsrHints;
}

export const SSR_STATE_ELEMENT_ID = 'ssr-state';

/** JSON inside <script>: `<`, `>`, `&` and the JS line separators escaped, so nothing in the data ends the element. */
export function serialiseSsrState(state: SsrState): string {
  return JSON.stringify(state).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The state of a server-rendered page, or null for the plain index.html (private pages, dev, a failed render). */
export function readSsrState(doc: Document): SsrState | null {
  const element = doc.getElementById(SSR_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return null;
  }
}
