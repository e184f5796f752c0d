import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { Kind, type DocumentNode } from 'graphql';
import {
  MAX_GET_URL_LENGTH,
  PUBLIC_READ_FIELDS,
  createGraphqlHttpLink,
  getUrlFor,
  isPublicRead,
} from '../../client/src/app/graphql-transport';
import { HeaderSearchSuggestionsDocument } from '../../client/src/app/layouts/components/header-search.generated';
import { NewsletterSubscribeDocument } from '../../client/src/app/layouts/components/newsletter.generated';
import { CartDrawerDocument } from '../../client/src/storefront/cart/cart.generated';
import { HomeNewArrivalsDocument } from '../../client/src/storefront/home/home.generated';
import { ProductDetailDocument } from '../../client/src/storefront/product/product.generated';
import { REPO_ROOT } from '../src/config';
import { PUBLIC_QUERY_FIELDS } from '../src/cache/response-cache';
import { INR_CUSTOMER_EMAIL, CUSTOMER_PASSWORD, type TestServer, startTestServer } from './support/test-server';

/**
 * Issue 27: the storefront's public GraphQL reads go as GET (a balancer may send a GET again to another
 * server; nginx never sends a POST twice), through the browser's own link (client/src/app/graphql-transport.ts)
 * and the real fetch, to a real server; everything else stays a POST. The server answers GET reads with
 * the Cache-Control their audience allows, and nothing but a query over GET.
 */

interface Sent {
  method: string;
  url: string;
  status: number;
  headers: Headers;
}

/** The browser's link on Node's own fetch, noting each request's method and URL and the answer's headers. */
function browserClient(baseUrl: string, token?: string) {
  const sent: Sent[] = [];
  const noting: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    const response = await fetch(input, { ...init, headers });
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    sent.push({ method: init?.method ?? 'GET', url, status: response.status, headers: response.headers });
    return response;
  };
  const client = new ApolloClient({
    link: createGraphqlHttpLink({ uri: `${baseUrl}/graphql`, fetch: noting }),
    cache: new InMemoryCache(),
    defaultOptions: { query: { fetchPolicy: 'network-only' } },
  });
  return { client, sent };
}

/** Every operation document the client's code generator wrote (client/src/**\/*.generated.ts). */
async function clientDocuments(): Promise<Array<{ name: string; document: DocumentNode }>> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.generated.ts')) files.push(file);
    }
  };
  walk(path.join(REPO_ROOT, 'client', 'src'));
  const found: Array<{ name: string; document: DocumentNode }> = [];
  for (const file of files) {
    for (const [name, value] of Object.entries((await import(file)) as Record<string, unknown>)) {
      if (name.endsWith('Document') && (value as DocumentNode | undefined)?.kind === Kind.DOCUMENT) {
        found.push({ name, document: value as DocumentNode });
      }
    }
  }
  return found;
}

describe(`public GraphQL reads as GET [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('sends the storefront’s public reads as GET, answered as a POST would be, and mutations and signed-in reads as POST', async () => {
    // Arrange
    const guest = browserClient(t.url);
    const token = await t.login(INR_CUSTOMER_EMAIL, CUSTOMER_PASSWORD);
    const customer = browserClient(t.url, token);

    // Act: a guest's home page and product page reads, and the newsletter form; a customer's cart.
    const arrivals = await guest.client.query({ query: HomeNewArrivalsDocument, variables: { first: 4, currencyCode: 'INR' } });
    const productId = (arrivals.data?.newArrivals[0] as { id: number }).id;
    const product = await guest.client.query({ query: ProductDetailDocument, variables: { id: productId, currencyCode: 'INR' } });
    const subscribed = await guest.client.mutate({ mutation: NewsletterSubscribeDocument, variables: { email: 'get.reads@example.com' } });
    const cart = await customer.client.query({ query: CartDrawerDocument });
    const priced = await customer.client.query({ query: HomeNewArrivalsDocument, variables: { first: 4, currencyCode: 'INR' } });

    // Assert: reads by GET (the query in the URL), the rest by POST, each answered.
    expect(guest.sent.map((s) => [s.method, new URL(s.url).searchParams.get('operationName'), s.status])).toEqual([
      ['GET', 'HomeNewArrivals', 200],
      ['GET', 'ProductDetail', 200],
      ['POST', null, 200],
    ]);
    expect(customer.sent.map((s) => [s.method, s.status])).toEqual([
      ['POST', 200],
      ['GET', 200],
    ]);
    expect(arrivals.data?.newArrivals).toHaveLength(4);
    expect((product.data?.product as { id: number }).id).toBe(productId);
    expect((subscribed.data?.subscribeNewsletter as { __typename: string }).__typename).toBe('NewsletterSubscription');
    expect(cart.data?.cart).toBeTruthy();
    expect(priced.data?.newArrivals).toHaveLength(4);
    // What a browser or CDN may keep: a guest's public read, revalidated each time; a customer's only in their browser.
    expect(guest.sent.map((s) => s.headers.get('cache-control'))).toEqual(['public, no-cache', 'public, no-cache', 'private, no-store']);
    expect(guest.sent[0].headers.get('vary')).toMatch(/Authorization/);
    expect(customer.sent.map((s) => s.headers.get('cache-control'))).toEqual(['private, no-store', 'private, no-cache']);
  });

  it('sends a read too long for a URL as a POST', async () => {
    const guest = browserClient(t.url);
    const longText = 'diamond ring '.repeat(Math.ceil(MAX_GET_URL_LENGTH / 13));

    const answer = await guest.client.query({
      query: HeaderSearchSuggestionsDocument,
      variables: { query: longText, first: 5 },
      errorPolicy: 'all',
    });

    // Answered by the API (which refuses so long a search text), not by a URL limit on the way.
    expect(guest.sent.map((s) => [s.method, s.status])).toEqual([['POST', 200]]);
    expect(answer.error?.message).toMatch(/at most 200 characters/);
  });

  it('fits every public read of the client in a GET URL, and sends no other operation as GET', async () => {
    const documents = await clientDocuments();
    expect(documents.length).toBeGreaterThan(50);
    const operation = (document: DocumentNode) =>
      ({ query: document, variables: {}, operationName: null, extensions: {}, getContext: () => ({}) }) as never;
    const reads = documents.filter(({ document }) => isPublicRead(document));
    expect(reads.map(({ name }) => name)).toEqual(expect.arrayContaining(['HomeNewArrivalsDocument', 'ProductDetailDocument']));
    expect(reads.filter(({ document }) => getUrlFor('/graphql', operation(document)) === null).map(({ name }) => name)).toEqual([]);
    const others = documents.filter(({ document }) => !isPublicRead(document));
    expect(others.filter(({ document }) => getUrlFor('/graphql', operation(document)) !== null).map(({ name }) => name)).toEqual([]);
    // The client's list is the server's (the response cache keeps and the replicas answer exactly these).
    expect(new Set(PUBLIC_READ_FIELDS)).toEqual(new Set(PUBLIC_QUERY_FIELDS));
  });

  it('answers a query over GET only: a mutation is refused and writes nothing, a GET without the preflight header is refused', async () => {
    const mutation = 'mutation { subscribeNewsletter(email: "by.get@example.com") { __typename } }';
    const byGet = await fetch(`${t.url}/graphql?query=${encodeURIComponent(mutation)}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    const plain = await fetch(`${t.url}/graphql?query=${encodeURIComponent('{ categories { id } }')}`);
    const me = await fetch(`${t.url}/graphql?query=${encodeURIComponent('{ me { email } }')}`, {
      headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${await t.login(INR_CUSTOMER_EMAIL, CUSTOMER_PASSWORD)}` },
    });

    expect(byGet.status).toBe(405);
    expect(plain.status).toBe(400);
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { me: { email: string } } }).data.me.email).toBe(INR_CUSTOMER_EMAIL);
    expect(me.headers.get('cache-control')).toBe('private, no-store');
    const rows = await t.server.dataSource.query(`SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE email = 'by.get@example.com'`);
    expect(Number(rows[0].n)).toBe(0);
  });
});
