import type { Request } from 'playwright-core';

/**
 * Every request to the shop's GraphQL endpoint, for `page.route` and `page.on('request')`: the storefront
 * sends its public reads as GET (`/graphql?query=…`, client/src/app/graphql-transport.ts), which the glob
 * `**\/graphql` does not match, and everything else as POST.
 */
export const isGraphqlUrl = (url: URL | string): boolean => new URL(String(url)).pathname === '/graphql';

/** The operation name of a GraphQL request, from its URL (GET) or its JSON body (POST); undefined for another request. */
export function graphqlOperationName(request: Request): string | undefined {
  const url = new URL(request.url());
  if (url.pathname !== '/graphql') return undefined;
  if (request.method() === 'GET') return url.searchParams.get('operationName') ?? undefined;
  try {
    return (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? undefined;
  } catch {
    return undefined; // a multipart upload
  }
}
