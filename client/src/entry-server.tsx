import { ApolloClient, ApolloLink } from '@apollo/client';
import type { NormalizedCacheObject } from '@apollo/client';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { prerenderStatic } from '@apollo/client/react/ssr';
import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { createShopCache } from './app/apollo-cache';
import { AppProviders } from './app/app-providers';
import { preloadMatchedPages } from './shared/lazy/lazy-named';
import { routes } from './app/router';
import { SSR_STATE_ELEMENT_ID, serialiseSsrState } from './app/ssr/ssr-state';
import type { SsrHints } from './shared/ssr/ssr-hints';

/** A render that takes longer fails (the page goes out drawn in the browser; special case: renderFailureFallback). */
const RENDER_TIMEOUT_MS = 8000;

/** One GraphQL operation, run by the server in-process (its own schema, as a guest). */
export interface InProcessOperation {
  query: DocumentNode;
  variables: Record<string, unknown>;
  operationName?: string;
}

export interface RenderRequest {
  /** The page's absolute URL (path and query). */
  url: string;
  hints: SsrHints;
  /** Runs an operation against the server's schema; one request context (and its DataLoaders) per render. */
  execute: (operation: InProcessOperation) => Promise<FormattedExecutionResult>;
}

/** The pieces of a rendered page the server puts into index.html. */
export interface RenderedPage {
  /** The markup for <div id="root">. */
  html: string;
  /** <style> with the critical CSS of that markup (Emotion), for <head>. */
  styles: string;
  /** <script type="application/json" id="ssr-state"> with the Apollo cache and the hints, after the root. */
  state: string;
}

/** Apollo's network for a server render: the server's own schema, called in-process (no HTTP to itself). */
function inProcessLink(execute: RenderRequest['execute']): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({ query: operation.query, variables: operation.variables, operationName: operation.operationName })
          .then((result) => {
            observer.next(result);
            observer.complete();
          })
          .catch((error: unknown) => observer.error(error));
      }),
  );
}

/** A server-side Emotion cache that keeps each rule's CSS (compat mode) instead of writing <style> into the markup. */
function collectingEmotionCache(): EmotionCache {
  // The browser's default cache has the key 'css' too: it adopts these rules when it starts (no second copy).
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

/**
 * The <style> of every rule a render inserted, named as Emotion's browser cache looks for it. `data-s` marks it
 * as already placed: Emotion otherwise moves server styles to the end of <head> when it starts ("out of the
 * way of hydration", for styles written inside the body), and taking a stylesheet out and back costs the
 * browser a full restyle of the page; this one is in <head> already. Its rules are adopted either way.
 * special case: criticalStylesInHead (server/src/http/storefront-pages/special-cases.ts)
 */
function criticalStyles(cache: EmotionCache): string {
  const ids = Object.keys(cache.inserted).filter((id) => typeof cache.inserted[id] === 'string');
  const css = ids.map((id) => cache.inserted[id] as string).join('');
  return `<style data-emotion="${cache.key} ${ids.join(' ')}" data-s="">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
}

/**
 * Renders a public storefront page as the browser will hydrate it: the matched page's code loaded, every
 * query its tree makes answered (Apollo's prerenderStatic re-renders until none is left). Each of those
 * renders has a fresh Emotion cache, so the last one, the page, holds the page's exact CSS (not the rules of
 * the loading states the earlier ones drew). Null: the router answered a redirect.
 */
export async function render(request: RenderRequest): Promise<RenderedPage | null> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(request.url));
  if (context instanceof Response) return null;
  await preloadMatchedPages(context.matches);

  const client = new ApolloClient({ ssrMode: true, link: inProcessLink(request.execute), cache: createShopCache() });
  const router = createStaticRouter(handler.dataRoutes, context);
  const tree = (
    <AppProviders client={client} hints={request.hints}>
      {/* No inline hydration script (the Content-Security-Policy forbids one): the routes load no data. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>
  );

  // An error React would recover from in the browser (by drawing that part there) fails the render: the
  // server then sends index.html with its head, rather than HTML that does not hydrate as it is. So does a
  // render that takes too long (a query that hangs).
  const errors: unknown[] = [];
  const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
  // Every boundary inline, however large: React would otherwise send a big one after its fallback, to be
  // swapped in by an inline script (which the Content-Security-Policy forbids). special case: inlineBoundaries
  let emotion: EmotionCache = collectingEmotionCache();
  const prerender = (node: ReactNode) => {
    emotion = collectingEmotionCache();
    return prerenderToNodeStream(
      <StrictMode>
        <CacheProvider value={emotion}>{node}</CacheProvider>
      </StrictMode>,
      { signal, onError: (error) => void errors.push(error), progressiveChunkSize: Number.MAX_SAFE_INTEGER },
    );
  };
  try {
    const { result: html, aborted } = await prerenderStatic({ tree, renderFunction: prerender, signal });
    if (aborted) throw new Error(`The render took longer than ${RENDER_TIMEOUT_MS} ms`);
    if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
    const state = serialiseSsrState({ apollo: client.extract() as NormalizedCacheObject, hints: request.hints });
    return {
      html,
      styles: criticalStyles(emotion),
      state: `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${state}</script>`,
    };
  } finally {
    client.stop();
  }
}
