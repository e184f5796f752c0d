import { createElement, lazy } from 'react';
import type { ComponentType } from 'react';
import { loadChunk } from './chunk-reload';

/** A lazy part whose code can be fetched ahead of rendering it (a server render, hydration). */
export type PreloadableLazy<C> = C & { preload: () => Promise<void> };

// The lazy parts whose code failed to load: a Retry (LazyPartBoundary) gives each a fresh React.lazy.
const failedParts = new Set<() => void>();

/**
 * Makes every part whose code failed ask for it again on its next render. React.lazy keeps a rejected
 * import for good, so a part that failed gets a new React.lazy (and, through it, a new import call).
 */
export function retryFailedParts(): void {
  for (const retry of [...failedParts]) retry();
  failedParts.clear();
}

/**
 * React.lazy for modules with named exports only (the project uses no default exports), plus `preload()`.
 * Once preloaded, rendering the component does not suspend: React.lazy is handed a thenable that answers
 * at once, so a server render has the page in its first pass and hydration finds the same tree the server
 * drew (nothing to wait for, no fallback in between). A failed load can be retried (retryFailedParts), and
 * one a deploy removed reloads the page once (chunk-reload.ts).
 */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): PreloadableLazy<M[K]> {
  type Loaded = { default: M[K] & ComponentType<object> };
  let loaded: Loaded | null = null;
  let loading: Promise<Loaded> | null = null;
  const fetchModule = (): Promise<Loaded> => {
    loading ??= loadChunk(load).then((module) => (loaded = { default: module[name] as M[K] & ComponentType<object> }));
    loading.catch(() => {
      loading = null;
      failedParts.add(retry);
    });
    return loading;
  };
  const makeLazy = () =>
    lazy(() => {
      const ready = loaded;
      // A thenable that calls back at once: React.lazy then resolves in the same render.
      if (ready) return { then: (resolve: (value: Loaded) => void) => resolve(ready) } as unknown as Promise<Loaded>;
      return fetchModule();
    });
  let current = makeLazy();
  const retry = () => {
    current = makeLazy();
  };
  // The part as rendered: whichever React.lazy is current (a Retry replaces a failed one).
  const LazyPart = (props: object) => createElement(current as unknown as ComponentType<object>, props);
  LazyPart.displayName = `Lazy(${name})`;
  LazyPart.preload = async () => {
    await fetchModule();
  };
  return LazyPart as unknown as PreloadableLazy<M[K]>;
}

/** Preloads the lazy page of every matched route (its `element`'s type), so rendering it does not suspend. */
export async function preloadMatchedPages(matches: readonly { route: { element?: unknown } }[] | null): Promise<void> {
  const loads: Promise<void>[] = [];
  for (const { route } of matches ?? []) {
    const type = (route.element as { type?: { preload?: unknown } } | null | undefined)?.type;
    if (typeof type?.preload === 'function') loads.push((type.preload as () => Promise<void>)());
  }
  await Promise.all(loads);
}
