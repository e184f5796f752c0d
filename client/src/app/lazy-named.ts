import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/** A lazy page whose code can be fetched ahead of rendering it (a server render, hydration). */
export type PreloadableLazy<C> = LazyExoticComponent<C & ComponentType<object>> & { preload: () => Promise<void> };

/**
 * React.lazy for modules with named exports only (the project uses no default exports), plus `preload()`.
 * Once preloaded, rendering the component does not suspend: React.lazy is handed a thenable that answers
 * at once, so a server render has the page in its first pass and hydration finds the same tree the server
 * drew (nothing to wait for, no fallback in between).
 */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): PreloadableLazy<M[K]> {
  type Loaded = { default: M[K] & ComponentType<object> };
  let loaded: Loaded | null = null;
  let loading: Promise<Loaded> | null = null;
  const fetchModule = (): Promise<Loaded> => {
    loading ??= load().then((module) => (loaded = { default: module[name] as M[K] & ComponentType<object> }));
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
  const component = lazy(() => {
    const ready = loaded;
    // A thenable that calls back at once: React.lazy then resolves in the same render.
    if (ready) return { then: (resolve: (value: Loaded) => void) => resolve(ready) } as unknown as Promise<Loaded>;
    return fetchModule();
  }) as PreloadableLazy<M[K]>;
  component.preload = async () => {
    await fetchModule();
  };
  return component;
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
