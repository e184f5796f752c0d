/**
 * `<html data-hydrated>`: the page answers clicks and keys (the browser journeys wait for it, e2e/harness/shop.ts).
 * The app marks it after its first commit, unless a storefront page holds the mark: a server-drawn page's
 * content hydrates after the shell (app/layouts/storefront-layout.tsx), and marks it itself once it has.
 * special case: hydrationMark (server/src/http/storefront-pages/special-cases.ts)
 */
let heldByPage = false;

/** Called by the storefront layout as it first commits: its page, not the app, says when it is live. */
export function holdHydratedMark(): void {
  heldByPage = true;
}

export function markHydrated(by: 'app' | 'page'): void {
  if (by === 'app' && heldByPage) return;
  document.documentElement.dataset.hydrated = 'true';
}
