import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ApolloServer } from '@apollo/server';
import { CURRENCY_COOKIE, NARROW_USER_AGENT, RENDER_COOKIE, VIEWPORT_COOKIE } from '@shop/contracts';
import type { Request } from 'express';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import type { GraphQLContext } from '../../graphql/context';

/** What a server render assumes about the browser (client/src/shared/ssr/ssr-hints.tsx). */
export interface RenderHints {
  currency: string | null;
  wide: boolean;
}

/** The rendered pieces of a page (client/src/entry-server.tsx's RenderedPage). */
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
 * The hints a request's page is rendered with: the currency of the cookie when the shop sells in it (`sold`;
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

/** The tags React hoists (a page's <title> and description, a picture's preload) that it writes first in a render. */
const LEADING_HOISTABLES = /^(?:<link\b[^>]*>|<meta\b[^>]*>|<title\b[^>]*>[\s\S]*?<\/title>)+/;

/** The first match of `pattern` in `text` replaced by `by` (taken literally: no `$&` patterns). */
const replaceFirst = (text: string, pattern: RegExp, by: string): string => text.replace(pattern, () => by);

/**
 * index.html (its head already in) with a render: the critical CSS and the render's preloads before </head>,
 * the markup in #root, the state after it. The render's own <title> and description (its PageHead's, marked
 * as the browser's PageHead looks for them) take the place of the head's, so the head holds one of each and
 * hydration adopts them. Null when the template has no empty #root.
 */
export function composePage(page: string, rendered: RenderedApp): string | null {
  const root = '<div id="root"></div>';
  const at = page.indexOf(root);
  const headEnd = page.search(/<\/head>/i);
  if (at < 0 || headEnd < 0 || headEnd > at) return null;
  const hoisted = LEADING_HOISTABLES.exec(rendered.html)?.[0] ?? '';
  const preloads = hoisted.match(/<link\b[^>]*>/g) ?? [];
  const title = /<title\b[^>]*>[\s\S]*?<\/title>/.exec(hoisted)?.[0];
  const description = /<meta\b[^>]*\bname="description"[^>]*>/.exec(hoisted)?.[0];
  let head = page.slice(0, headEnd);
  if (title) head = replaceFirst(head, /<title>[\s\S]*?<\/title>/, title);
  if (description) head = replaceFirst(head, /<meta name="description"[^>]*>/, description);
  // The render's preloads (the picture the first view is judged by) come right after the viewport's <meta>,
  // ahead of the stylesheet and the scripts, so the browser asks for the picture first. Not before that
  // <meta>: a preload's `imagesizes` read against the default 980 px viewport picks a wider copy than the
  // <img> later does, and both are fetched.
  const viewport = /<meta name="viewport"[^>]*>/.exec(head);
  if (preloads.length > 0) {
    const at = viewport ? viewport.index + viewport[0].length : head.length;
    head = `${head.slice(0, at)}\n    ${preloads.join('\n    ')}${head.slice(at)}`;
  }
  // The page is drawn already: its scripts only make it interactive, so they come after what the first
  // view shows (the stylesheet, the fonts, the pictures) on a slow line, instead of sharing it with them.
  head = head.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');
  const markup = rendered.html.slice(hoisted.length);
  const extra = rendered.styles;
  return `${head}  ${extra}\n  ${page.slice(headEnd, at)}<div id="root">${markup}</div>${rendered.state}${page.slice(at + root.length)}`;
}

/** Whether the request asks for index.html with its head rather than a server render (`shop_render=browser`). */
export const wantsBrowserRender = (req: Request): boolean => cookie(req, RENDER_COOKIE) === 'browser';
