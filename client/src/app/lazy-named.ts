import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/** React.lazy for modules with named exports only (named exports only: the project uses no default exports). */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K] & ComponentType<object>> {
  return lazy(async () => ({ default: (await load())[name] as M[K] & ComponentType<object> }));
}
