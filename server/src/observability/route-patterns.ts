import type { Express } from 'express';
import { LRUCache } from 'lru-cache';

/**
 * What this module reads of Express 5's router (the `router` package, v2): a layer is a mounted router
 * (`handle.stack`) or a route (`route`), and its `matchers` are path-to-regexp's pure match functions
 * (Layer#match would write the result onto the shared layer). `slash` is a router mounted at '/'.
 */
interface RouterLayer {
  matchers?: ((path: string) => false | { path: string })[];
  slash?: boolean;
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean | undefined> };
  handle?: { stack?: RouterLayer[] };
}

/** The route pattern of a request, for requests Express never routed; null when no route takes it. */
export type RoutePatterns = (method: string, path: string) => string | null;

/** Distinct paths whose answer is remembered: a product id is a path of its own, so this bounds memory, not labels. */
const REMEMBERED_PATHS = 5000;

const matched = (layer: RouterLayer, path: string): string | null => {
  if (layer.slash) return '';
  for (const match of layer.matchers ?? []) {
    const result = match(path);
    if (result) return result.path;
  }
  return null;
};

const handles = (route: NonNullable<RouterLayer['route']>, method: string): boolean =>
  Boolean(route.methods[method] || route.methods._all || (method === 'head' && route.methods.get));

/** The first route of `stack` (routers walked into, as Express would) that answers `method` on `path`. */
function find(stack: readonly RouterLayer[], method: string, path: string, prefix: string): string | null {
  for (const layer of stack) {
    const at = matched(layer, path);
    if (at === null) continue;
    if (layer.route) {
      if (typeof layer.route.path === 'string' && handles(layer.route, method)) return `${prefix}${layer.route.path}`;
    } else if (layer.handle?.stack) {
      const rest = path.slice(at.length);
      const mountedAt = layer.slash || typeof layer.rawPath !== 'string' ? '' : layer.rawPath;
      const found = find(layer.handle.stack, method, rest.startsWith('/') ? rest : `/${rest}`, `${prefix}${mountedAt}`);
      if (found) return found;
    }
  }
  return null;
}

/**
 * `find`, but a path whose escapes do not decode (`%ZZ`) answers null: Express itself answers such a request 400
 * before any route. The matchers decode parameters and throw on it, and this runs when an answer ends, where a
 * throw would end the process (the REST fuzz found it).
 */
function patternOf(stack: readonly RouterLayer[], method: string, path: string): string | null {
  try {
    return find(stack, method, path, '');
  } catch {
    return null;
  }
}

/**
 * The route patterns of `app` (e.g. `/api/get-product/:p_id`), for a request answered before Express routed
 * it: a response-cache hit (answered before Express) or a request shed by admission control (answered
 * before its route ran). The metrics label such a request by the route that would have answered it, as
 * they label a routed one. A path no route answers (unknown, or only the 404 fallbacks) gives null.
 *
 * The answer for a path is remembered (cache hits are the hot path); label values stay the app's route
 * patterns whatever the paths.
 */
export function routePatterns(app: Express): RoutePatterns {
  const remembered = new LRUCache<string, { pattern: string | null }>({ max: REMEMBERED_PATHS });
  return (method, path) => {
    const key = `${method} ${path}`;
    let answer = remembered.get(key);
    if (!answer) {
      const stack = (app as unknown as { router: { stack: RouterLayer[] } }).router.stack;
      answer = { pattern: patternOf(stack, method.toLowerCase(), path) };
      remembered.set(key, answer);
    }
    return answer.pattern;
  };
}
