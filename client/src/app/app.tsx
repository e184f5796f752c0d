import type { ApolloClient } from '@apollo/client';
import { RouterProvider } from 'react-router-dom';
import type { DataRouter } from 'react-router-dom';
import type { SsrHints } from '../shared/ssr/ssr-hints';
import { AppProviders } from './app-providers';

/** The browser's app: its providers around the router of every page (main.tsx renders or hydrates it). */
export function App({ client, router, hints }: { client: ApolloClient; router: DataRouter; hints?: SsrHints }) {
  return (
    <AppProviders client={client} hints={hints}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
