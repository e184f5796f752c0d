import { ApolloLink } from '@apollo/client';
import { rewriteURIForGET } from '@apollo/client/link/http';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { type DocumentNode, Kind, OperationTypeNode, print } from 'graphql';

/**
 * The root fields of the shop's public reads: the same list as the server's response cache
 * (server/src/cache/response-cache.ts, PUBLIC_QUERY_FIELDS; server/test/graphql-get.e2e-spec.ts holds
 * the two equal). Their answers depend on nothing about the caller but the currency.
 */
export const PUBLIC_READ_FIELDS: ReadonlySet<string> = new Set([
  'categories',
  'subcategories',
  'colors',
  'newArrivals',
  'products',
  'product',
  'relatedProducts',
  'searchSuggestions',
  'priceFilterRange',
  'storeCurrencies',
  'sliderImages',
  'socialPosts',
  'shopIdentity',
  '__typename',
]);

/**
 * The longest `/graphql?query=…` a public read is sent as; a longer one goes as a POST. Well inside what
 * nginx (8 KB request line), CDNs and browsers take; the client's reads are 0.1 to 1.3 KB.
 */
export const MAX_GET_URL_LENGTH = 2048;

/** One query whose root fields are all public reads (no mutation, no fragment spread at the root). */
export function isPublicRead(document: DocumentNode): boolean {
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  return (
    operations.length === 1 &&
    operations[0].operation === OperationTypeNode.QUERY &&
    operations[0].selectionSet.selections.every(
      (selection) => selection.kind === Kind.FIELD && PUBLIC_READ_FIELDS.has(selection.name.value),
    )
  );
}

const NAME_CHAR = /[_0-9A-Za-z]/;

/**
 * A printed document without the spaces and line breaks GraphQL ignores (between two tokens one of which is
 * punctuation), strings left as they are: the query in a URL is about half as long. graphql's own
 * stripIgnoredCharacters would bring its lexer into the storefront's bundle for this alone.
 */
export function compactQuery(printed: string): string {
  let out = '';
  let i = 0;
  while (i < printed.length) {
    const char = printed[i];
    if (char === '"') {
      // A string or a block string, copied whole (escapes included).
      const block = printed.startsWith('"""', i);
      let end = i + (block ? 3 : 1);
      while (end < printed.length && !(block ? printed.startsWith('"""', end) && printed[end - 1] !== '\\' : printed[end] === '"')) {
        end += !block && printed[end] === '\\' ? 2 : 1;
      }
      end += block ? 3 : 1;
      out += printed.slice(i, end);
      i = end;
    } else if (/[\s,]/.test(char)) {
      let next = i;
      while (next < printed.length && /[\s,]/.test(printed[next])) next++;
      const before = out[out.length - 1];
      if (before !== undefined && next < printed.length && NAME_CHAR.test(before) && NAME_CHAR.test(printed[next])) out += ' ';
      i = next;
    } else {
      out += char;
      i++;
    }
  }
  return out;
}

/** The URL a read would be sent to as a GET, or null when it is not a public read or too long for one. */
export function getUrlFor(uri: string, operation: ApolloLink.Operation): string | null {
  if (!isPublicRead(operation.query)) return null;
  const body = { operationName: operation.operationName, variables: operation.variables, query: compactQuery(print(operation.query)) };
  const result = rewriteURIForGET(uri, body);
  if ('parseError' in result) return null;
  return result.newURI.length <= MAX_GET_URL_LENGTH ? result.newURI : null;
}

/**
 * The browser's way to the API. A public read goes as a GET (Apollo Server answers GET queries; the
 * preflight header passes its CSRF check), so a balancer may send it again to another server when the
 * first cannot be reached, and the answer may be revalidated by its ETag; everything else (mutations,
 * signed-in reads, uploads, a read too long for a URL) goes as a POST, which nobody sends twice.
 */
export function createGraphqlHttpLink(options: { uri?: string; fetch?: typeof fetch } = {}): ApolloLink {
  const uri = options.uri ?? '/graphql';
  // Sends multipart requests when variables hold files. Apollo Server's CSRF prevention rejects multipart
  // uploads (and GET queries) without the preflight header.
  const http = new UploadHttpLink({
    uri,
    headers: { 'apollo-require-preflight': 'true' },
    print: (document, printer) => compactQuery(printer(document)),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const chooseMethod = new ApolloLink((operation, forward) => {
    if (getUrlFor(uri, operation)) {
      operation.setContext(({ fetchOptions }: { fetchOptions?: RequestInit }) => ({ fetchOptions: { ...fetchOptions, method: 'GET' } }));
    }
    return forward(operation);
  });
  // The cast: compiled by the server's tsconfig (server/test/graphql-get.e2e-spec.ts), the .mjs link's types come
  // from Apollo's ESM declarations and ApolloLink's from its CommonJS ones; the bundler sees one ApolloLink.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- needed under the server's tsconfig only
  return ApolloLink.from([chooseMethod, http as unknown as ApolloLink]);
}
