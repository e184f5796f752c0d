import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import { App } from './app/app';
import { createBrowserApolloClient } from './app/apollo';
import { preloadMatchedPages } from './shared/lazy/lazy-named';
import { routes } from './app/router';
import { readSsrState } from './app/ssr/ssr-state';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// A public storefront page arrives drawn by the server (server/src/http/storefront-pages) with the data it shows and the
// hints it assumed: hydrate it with the same cache and hints. Every other page is index.html: draw it here.
const serverState = readSsrState(document);
const client = createBrowserApolloClient(serverState?.apollo);

/**
 * Resolves once the browser has had a frame to paint in (a hidden tab, which draws no frames, waits 100 ms
 * at most): the server's page shows before hydrating takes the main thread, not after it.
 * special case: hydrateAfterPaint (server/src/http/storefront-pages/special-cases.ts)
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() => {
      clearTimeout(fallback);
      setTimeout(resolve, 0);
    });
  });
}

if (serverState) {
  // The matched page's code first: hydrating a lazy page that is still loading would wait behind a fallback.
  const pageCode = preloadMatchedPages(matchRoutes(routes, window.location)).catch((error: unknown) =>
    console.warn('[hydrate] page code failed to load', error),
  );
  void Promise.all([pageCode, afterFirstPaint()]).then(() => {
    // As a transition, hydrating is done in slices that give the main thread back every few milliseconds
    // (a tap in between is still handled: React hydrates that part first), instead of in one long task.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App client={client} router={createBrowserRouter(routes)} hints={serverState.hints} />
        </StrictMode>,
        {
          // A mismatch between the server's HTML and the first client render is a bug: say so loudly (the
          // browser journeys fail on any console error).
          onRecoverableError: (error) => console.error('[hydrate] recoverable error:', error),
        },
      );
    });
  });
} else {
  createRoot(container).render(
    <StrictMode>
      <App client={client} router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
}
