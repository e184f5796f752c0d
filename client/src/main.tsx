import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import { App } from './app/app';
import { createBrowserApolloClient } from './app/apollo';
import { preloadMatchedPages } from './app/lazy-named';
import { routes } from './app/router';
import { readSsrState } from './app/ssr/ssr-state';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// A public storefront page arrives drawn by the server (server/src/http/ssr) with the data it shows and the
// hints it assumed: hydrate it with the same cache and hints. Every other page is index.html: draw it here.
const serverState = readSsrState(document);
const client = createBrowserApolloClient(serverState?.apollo);

if (serverState) {
  // The matched page's code first: hydrating a lazy page that is still loading would wait behind a fallback.
  void preloadMatchedPages(matchRoutes(routes, window.location))
    .catch((error: unknown) => console.warn('[hydrate] page code failed to load', error))
    .then(() => {
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
} else {
  createRoot(container).render(
    <StrictMode>
      <App client={client} router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
}
