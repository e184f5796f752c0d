import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ApolloServer } from '@apollo/server';
import { CURRENCY_COOKIE, NARROW_USER_AGENT, RENDER_COOKIE, VIEWPORT_COOKIE } from '@shop/contracts';
import type { Request } from 'express';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import type { GraphQLContext } from '../../graphql/context';
import { SPECIAL_CASES } from './special-cases';

/** What a server render assumes about the browser (client/src/shared/ssr/ssr-hints.tsx). */
export interface RenderHints {
  currency: string | null;
  wide: boolean;
}

/** The rendered pieces of a page (client/src/entry-server.tsx's RenderedPage), put into index.html by page-template.ts. */
export interface RenderedApp {
  html: string;
  styles: string;
  state: string;
}

/** client/dist-server/entry-server.cjs: the client's server entry, built by `npm run build -w client`. */
interface ServerEntry {
  render(request: {
    url: string;
    hints: RenderHints;
    execute: (operation: {
      query: DocumentNode;
      variables: Record<string, unknown>;
      operationName?: string;
    }) => Promise<FormattedExecutionResult>;
  }): Promise<RenderedApp | null>;
}

/** Renders a page of the storefront; null when the router answered a redirect (the SPA handles it). */
export type StorefrontRenderer = (url: string, hints: RenderHints) => Promise<RenderedApp | null>;

function cookie(req: Request, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * The hints a request's page is rendered with (special case: renderHints): the currency of the cookie when the shop sells in it (`sold`;
 * null: any ISO code), else none (INR), so a made-up code is one page, not a render of its own; and the width
 * of the cookie, else a guess from the user agent (phones and tablets narrow, the rest wide).
 */
export function hintsOf(req: Request, sold: readonly string[] | null = null): RenderHints {
  const code = cookie(req, CURRENCY_COOKIE)?.trim().toUpperCase() ?? '';
  const viewport = cookie(req, VIEWPORT_COOKIE);
  const wide = viewport === 'wide' || viewport === 'narrow' ? viewport === 'wide' : !NARROW_USER_AGENT.test(req.get('user-agent') ?? '');
  const known = /^[A-Z]{3}$/.test(code) && (sold === null || sold.includes(code));
  return { currency: known ? code : null, wide };
}

/**
 * The storefront renderer, or null when the client's server entry is not built (then pages are index.html
 * with their head, drawn in the browser). Each render runs its GraphQL in-process through Apollo Server
 * (its limits and plugins included) as a guest, with one context, so one set of DataLoaders, per render.
 */
export function storefrontRenderer(
  entryPath: string | null,
  apollo: ApolloServer<GraphQLContext>,
  guestContext: (origin: string) => GraphQLContext,
): StorefrontRenderer | null {
  if (!entryPath || !existsSync(entryPath)) return null;
  // Loaded on first use: a server that never renders a page (tests of the API) never parses the bundle.
  let entry: ServerEntry | null = null;
  const load = (): ServerEntry => {
    entry ??= createRequire(__filename)(entryPath) as ServerEntry;
    return entry;
  };
  return async (url, hints) => {
    const contextValue = guestContext(new URL(url).origin);
    return load().render({
      url,
      hints,
      execute: async ({ query, variables, operationName }) => {
        const response = await apollo.executeOperation<Record<string, unknown>>({ query, variables, operationName }, { contextValue });
        if (response.body.kind !== 'single') throw new Error('An incremental answer in a server render');
        return response.body.singleResult;
      },
    });
  };
}

/** Whether the request asks for index.html with its head rather than a server render (`shop_render=browser`). */
export const wantsBrowserRender = (req: Request): boolean => cookie(req, RENDER_COOKIE) === SPECIAL_CASES.browserRenderCookie.value;
