import type { Request } from 'express';
import { composePage, hintsOf, wantsBrowserRender } from './storefront-renderer';

const request = (headers: Record<string, string>): Request =>
  ({ headers, get: (name: string) => headers[name.toLowerCase()] }) as unknown as Request;

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('the hints a page is rendered with', () => {
  it('takes the currency from the shop_currency cookie (an ISO code, else none)', () => {
    expect(hintsOf(request({ cookie: 'a=1; shop_currency=usd' })).currency).toBe('USD');
    expect(hintsOf(request({ cookie: 'shop_currency=' })).currency).toBeNull();
    expect(hintsOf(request({ cookie: 'shop_currency=%3Cscript%3E' })).currency).toBeNull();
    expect(hintsOf(request({ cookie: 'shop_currency=%E0%A4' })).currency).toBeNull();
    expect(hintsOf(request({})).currency).toBeNull();
  });

  it('takes the width from the shop_viewport cookie, else guesses it from the user agent', () => {
    expect(hintsOf(request({ cookie: 'shop_viewport=narrow', 'user-agent': LAPTOP })).wide).toBe(false);
    expect(hintsOf(request({ cookie: 'shop_viewport=wide', 'user-agent': PHONE })).wide).toBe(true);
    expect(hintsOf(request({ 'user-agent': PHONE })).wide).toBe(false);
    expect(hintsOf(request({ 'user-agent': LAPTOP })).wide).toBe(true);
  });

  it('draws in the browser alone only when shop_render=browser', () => {
    expect(wantsBrowserRender(request({ cookie: 'shop_render=browser' }))).toBe(true);
    expect(wantsBrowserRender(request({ cookie: 'shop_render=server' }))).toBe(false);
    expect(wantsBrowserRender(request({}))).toBe(false);
  });
});

describe('composePage', () => {
  const template = [
    '<html><head>',
    '<title>Ring · Shop</title>',
    '<meta name="description" content="From the head" />',
    '<script type="application/ld+json">{}</script>',
    '</head><body><div id="root"></div><script src="/x.js"></script></body></html>',
  ].join('');
  const rendered = {
    html: '<link rel="preload" as="image" href="/a.webp"/><title data-page-head="">Ring $&amp; Co · Shop</title><meta data-page-head="" name="description" content="From the page"/><div>page</div>',
    styles: '<style data-emotion="css a">.css-a{}</style>',
    state: '<script type="application/json" id="ssr-state">{}</script>',
  };

  it("puts the markup in #root, the state after it, and the CSS, the preloads and the page's title and description in the head, once each", () => {
    const page = composePage(template, rendered)!;
    const [head, body] = page.split('</head>');
    expect(body).toBe(
      '<body><div id="root"><div>page</div></div><script type="application/json" id="ssr-state">{}</script><script src="/x.js"></script></body></html>',
    );
    expect(head).toContain('<title data-page-head="">Ring $&amp; Co · Shop</title>');
    expect(head).toContain('<meta data-page-head="" name="description" content="From the page"/>');
    expect(head).not.toContain('From the head');
    expect(head).toContain('<style data-emotion="css a">.css-a{}</style>');
    expect(head).toContain('<link rel="preload" as="image" href="/a.webp"/>');
    expect(head).toContain('<script type="application/ld+json">{}</script>');
    expect(page.match(/<title/g)).toHaveLength(1);
  });

  it("asks for the render's pictures right after the viewport <meta>, and for the scripts at low priority", () => {
    // Arrange: the head Vite builds (the stylesheet first, then the entry and its module preloads)
    const built = [
      '<html><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width" /><title>Shop</title>',
      '<link rel="stylesheet" crossorigin href="/assets/index.css">',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/vendor.js">',
      '</head><body><div id="root"></div></body></html>',
    ].join('');

    // Act
    const head = composePage(built, rendered)!.split('</head>')[0];

    // Assert
    const picture = head.indexOf('<link rel="preload" as="image" href="/a.webp"/>');
    expect(picture).toBeGreaterThan(head.indexOf('<meta name="viewport"'));
    expect(picture).toBeLessThan(head.indexOf('<link rel="stylesheet"'));
    expect(head).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>');
    expect(head).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/vendor.js">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
  });

  it('gives up (null) on a template without an empty #root', () => {
    expect(composePage('<html><head></head><body><main></main></body></html>', rendered)).toBeNull();
  });
});
