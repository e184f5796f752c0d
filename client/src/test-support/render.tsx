import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Observable } from 'rxjs';
import possibleTypesResult from '../graphql/generated/possible-types';
import { AuthProvider } from '../shared/auth/auth-context';
import { appTheme } from '../theme/theme';

/** What the fake API answers to one operation: its data, or an Error to fail the request. */
export type Answer = (variables: Record<string, unknown>) => Record<string, unknown> | Error;

export interface ApiCall {
  operationName: string;
  variables: Record<string, unknown>;
}

/**
 * An API that answers each operation by name (an operation it has no answer for fails the test's
 * request with an error naming it) and keeps every call, so a test can read what was sent.
 */
export function fakeApi(answers: Record<string, Answer>) {
  const calls: ApiCall[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const { operationName = '', variables } = operation;
        calls.push({ operationName, variables });
        const answer = answers[operationName];
        const result = answer ? answer(variables) : new Error(`No fake answer for ${operationName}`);
        if (result instanceof Error) observer.error(result);
        else {
          observer.next({ data: result });
          observer.complete();
        }
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache({ possibleTypes: possibleTypesResult.possibleTypes }) });
  return { client, calls, callsOf: (name: string) => calls.filter((call) => call.operationName === name) };
}

/** Shows the router's current address, so a test can read the URL a component wrote. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

export const currentUrl = (container: HTMLElement | Document = document): URL =>
  new URL(container.querySelector('[data-testid="location"]')?.textContent ?? '/', 'http://shop.test');

interface ShopRenderOptions {
  /** The address the router starts at. */
  url?: string;
  /** The route pattern the element is rendered under (for useParams), e.g. '/allproduct/:categoryId'. */
  path?: string;
  api?: ReturnType<typeof fakeApi>;
}

/**
 * Renders a screen inside the app's providers: the shop's MUI theme, the session, an Apollo client on a
 * fake API, and a memory router (with a probe of its address). Answers the user-event instance too.
 */
export function renderInShop(ui: ReactElement, { url = '/', path = '*', api = fakeApi({}) }: ShopRenderOptions = {}) {
  const user = userEvent.setup({ delay: null });
  const wrap = (children: ReactNode) => (
    <ThemeProvider theme={appTheme}>
      <AuthProvider>
        <ApolloProvider client={api.client}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={children} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </ApolloProvider>
      </AuthProvider>
    </ThemeProvider>
  );
  return { user, api, ...render(wrap(ui)) };
}
