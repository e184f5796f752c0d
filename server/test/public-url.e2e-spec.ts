import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { type Balancer, startBalancer } from '../../e2e/harness/nginx';
import { TEST_GATEWAY_SECRET, choose, placeOrder } from './support/payments';
import { type ServerProcess, startServerProcess } from './support/server-process';
import { newShopper } from './support/shop-fixtures';
import { SmtpSink, until } from './support/smtp-sink';
import { type TestServer, startTestServer } from './support/test-server';

// Issue 27: password-reset links were built on the request's Host header, so `Host: evil.example` mailed the
// victim a genuine link, with a live token, to the attacker's site. Every absolute URL the server writes (e-mails,
// sitemap, canonical and Open Graph, payment return URLs) comes from PUBLIC_URL, or, without it (never in
// production), from an allowed Host; a forged Host never shows up (docs/decisions.md#public-url).

const INDEX_HTML = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><title>Aurelia Lab Diamonds</title></head><body><div id="root"></div></body></html>`;
const REQUEST_RESET = `mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { __typename } }`;
const SIGNUP = `mutation($input: SignupInput!) { signup(input: $input) { __typename } }`;
const START_PAYMENT = `mutation($orderId: Int!) { startPayment(orderId: $orderId) { __typename ... on PaymentSession { redirectUrl } } }`;
const FORGED_HOSTS = ['evil.example', 'evil.example:443', 'evil.example/x?', 'localhost.evil.example', 'localhost@evil.example'];
/** Absolute URLs a page may hold that are not the shop's: the sitemap's namespace, JSON-LD's vocabulary. */
const NOT_THE_SHOP = ['http://www.sitemaps.org/', 'https://schema.org'];

/** One request to `base` with a Host header of the caller's choosing (fetch would send the URL's own). */
function withHost(
  base: string,
  method: 'GET' | 'POST',
  route: string,
  host: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; text: string }> {
  const url = new URL(base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = { host, accept: 'text/html,application/json', 'cache-control': 'no-cache' };
  if (payload) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname: url.hostname, port: url.port, method, path: route, headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on('error', reject);
    request.end(payload);
  });
}

const gqlWithHost = (base: string, host: string, query: string, variables: Record<string, unknown>, token?: string) =>
  withHost(base, 'POST', '/graphql', host, { query, variables }, token);

const resetMails = (sink: SmtpSink, email: string) => sink.to(email).filter((mail) => /reset/i.test(mail.subject));

/** Every absolute http(s) URL in a text. */
const urlsIn = (text: string): string[] => [...text.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((found) => found[0]);

async function signUp(base: string, email: string): Promise<void> {
  const input = { firstName: 'Meera', lastName: 'Iyer', phone: '+919812345678', email, password: 'old-password-1', currencyId: 1 };
  const answer = await gqlWithHost(base, new URL(base).host, SIGNUP, { input });
  expect(JSON.parse(answer.text).data.signup.__typename).toBe('SignupSuccess');
}

describe(`absolute URLs without PUBLIC_URL (development, tests) [${process.env.TEST_DB_KIND}]`, () => {
  const sink = new SmtpSink();
  let t: TestServer;
  let dist: string;
  let own: string;

  beforeAll(async () => {
    await sink.start();
    dist = mkdtempSync(path.join(os.tmpdir(), 'public-url-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    t = await startTestServer({ SMTP_URL: sink.url, CLIENT_DIST: dist, SSR_ENTRY: 'off', TEST_GATEWAY_SECRET });
    own = `http://localhost:${new URL(t.url).port}`;
  });
  afterAll(async () => {
    await t?.close();
    await sink.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  /** Asks for a reset link with `host` and answers the link the e-mail carries. */
  async function mailedLink(email: string, host: string): Promise<string> {
    const before = resetMails(sink, email).length;
    const answer = await gqlWithHost(t.url, host, REQUEST_RESET, { input: { email } });
    expect(JSON.parse(answer.text).data.requestPasswordReset.__typename).toBe('PasswordResetRequested');
    await until(
      'the reset e-mail',
      () => resetMails(sink, email).length > before,
      () => t.server.jobs.kick(),
    );
    const mail = resetMails(sink, email)[before];
    const links = urlsIn(mail.text).filter((url) => url.includes('token='));
    expect(links).toHaveLength(1);
    expect(mail.html).toContain(links[0]);
    return links[0];
  }

  it('a reset link asked for with a forged Host is on localhost, never on the forged host', async () => {
    const email = `host.${randomBytes(4).toString('hex')}@example.com`;
    await signUp(t.url, email);
    for (const host of FORGED_HOSTS) {
      const link = await mailedLink(email, host);
      expect({ host, link }).toEqual({ host, link: expect.stringMatching(new RegExp(`^${own}/reset-password\\?token=[\\w-]{43}$`)) });
    }
    // The address the shop was reached by is kept when it is an allowed one (a developer's own machine).
    expect(await mailedLink(email, new URL(t.url).host)).toMatch(new RegExp(`^${t.url}/reset-password\\?token=`));
  });

  it('the sitemap, robots.txt and a page’s canonical and Open Graph URLs never name a forged Host', async () => {
    for (const host of FORGED_HOSTS) {
      for (const route of ['/sitemap.xml', '/robots.txt', '/', '/product/1', '/allproduct']) {
        const answer = await withHost(t.url, 'GET', route, host);
        expect({ host, route, status: answer.status }).toEqual({ host, route, status: expect.any(Number) });
        const foreign = urlsIn(answer.text).filter(
          (url) => !url.startsWith(`${own}/`) && !NOT_THE_SHOP.some((prefix) => url.startsWith(prefix)),
        );
        expect({ host, route, foreign }).toEqual({ host, route, foreign: [] });
        expect({ host, route, evil: answer.text.includes('evil.example') }).toEqual({ host, route, evil: false });
      }
    }
    const page = await withHost(t.url, 'GET', '/product/1', 'evil.example');
    expect(page.text).toContain(`<link rel="canonical" href="${own}/product/1"`);
  });

  it('a payment started with a forged Host returns the shopper to the shop, not to the forged host', async () => {
    const shopper = await newShopper(t, 'HostForger');
    const order = await placeOrder(t, shopper, 'ONLINE');
    const answer = JSON.parse((await gqlWithHost(t.url, 'evil.example', START_PAYMENT, { orderId: order.id }, shopper.token)).text);
    const redirectUrl: string = answer.data.startPayment.redirectUrl;
    expect(new URL(redirectUrl).origin).toBe(own);
    // The gateway's page, reached where the server listens, sends the shopper back to the return URL.
    const { pathname, search } = new URL(redirectUrl);
    const approved = await choose(`${t.url}${pathname}${search}`, 'approve');
    expect(approved.location).toBe(`${own}/order/${order.id}/payment`);
  });
});

describe(`absolute URLs in production, behind the shipped nginx [${process.env.TEST_DB_KIND}]`, () => {
  const sink = new SmtpSink();
  let shop: ServerProcess;
  let nginx: Balancer;
  const PUBLIC_URL = 'https://shop.example.com';

  beforeAll(async () => {
    await sink.start();
    shop = await startServerProcess({ NODE_ENV: 'production', PUBLIC_URL, SMTP_URL: sink.url, MAIL_POLL_MS: '100' });
    nginx = await startBalancer([shop.port]);
  });
  afterAll(async () => {
    await nginx?.close();
    await shop?.close();
    await sink.stop();
  });

  it('a reset link asked for through nginx with a forged Host is on PUBLIC_URL', async () => {
    const email = `prod.${randomBytes(4).toString('hex')}@example.com`;
    await signUp(nginx.url, email);
    // nginx itself refuses a Host with a path in it (400); a well-formed foreign one reaches the app.
    expect((await gqlWithHost(nginx.url, 'evil.example/x?', REQUEST_RESET, { input: { email } })).status).toBe(400);
    for (const host of ['evil.example', 'evil.example:8443']) {
      const before = resetMails(sink, email).length;
      const answer = await gqlWithHost(nginx.url, host, REQUEST_RESET, { input: { email } });
      expect(JSON.parse(answer.text).data.requestPasswordReset.__typename).toBe('PasswordResetRequested');
      // The server's own job loop sends it (MAIL_POLL_MS=100): nothing to kick in another process.
      await until(
        'the reset e-mail',
        () => resetMails(sink, email).length > before,
        () => Promise.resolve(),
      );
      const links = urlsIn(resetMails(sink, email)[before].text).filter((url) => url.includes('token='));
      expect(links).toEqual([expect.stringMatching(/^https:\/\/shop\.example\.com\/reset-password\?token=[\w-]{43}$/)]);
    }
    const sitemap = await withHost(nginx.url, 'GET', '/sitemap.xml', 'evil.example');
    expect(sitemap.status).toBe(200);
    const locs = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((found) => found[1]);
    expect(locs.length).toBeGreaterThan(0);
    expect(locs.filter((loc) => !loc.startsWith(`${PUBLIC_URL}/`))).toEqual([]);
  });
});
