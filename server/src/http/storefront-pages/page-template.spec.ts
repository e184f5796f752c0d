import { plainHead, scriptJson, summary } from './page-head';
import { pageTemplate } from './page-template';

describe('the head put into index.html', () => {
  const template = `<!doctype html><html><head><meta charset="UTF-8" />
    <meta
      name="description"
      content="The default."
    />
    <title>Aurelia Lab Diamonds</title>
    <script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;

  it('replaces the template title and description, once each, and escapes the text', () => {
    const html = pageTemplate(template).headPage(plainHead('https://shop.example', { title: 'Rings & "bands" <b>', path: '/allproduct' }));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<title>Rings &amp; &quot;bands&quot; &lt;b&gt; · Aurelia Lab Diamonds</title>');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/allproduct" />');
    expect(html).not.toContain('The default.');
    expect(html.indexOf('<link rel="canonical"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('keeps JSON inside <script> from closing it', () => {
    const text = scriptJson({ name: '</script><script>alert(1)</script>', note: 'a\u2028b' });
    expect(text).not.toMatch(/[<>\u2028]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>', note: 'a\u2028b' });
  });

  it('cuts a long description at a word, near 160 characters', () => {
    const cut = summary(`${'word '.repeat(60)}end`);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
    expect(summary('  short \n text ')).toBe('short text');
  });
});

describe('a server render put into the page with its head', () => {
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

  const head = plainHead('https://shop.example', { title: 'Ring', description: 'From the server', path: '/product/1' });

  it("puts the markup in #root, the state after it, and the CSS, the preloads and the page's title and description in the head, once each", () => {
    const page = pageTemplate(template).drawnPage(head, rendered)!;
    const [pageHead, body] = page.split('</head>');
    expect(body).toBe(
      '<body><div id="root"><div>page</div></div><script type="application/json" id="ssr-state">{}</script><script src="/x.js"></script></body></html>',
    );
    expect(pageHead).toContain('<title data-page-head="">Ring $&amp; Co · Shop</title>');
    expect(pageHead).toContain('<meta data-page-head="" name="description" content="From the page"/>');
    expect(pageHead).not.toContain('From the head');
    expect(pageHead.match(/name="description"/g)).toHaveLength(1);
    expect(pageHead).toContain('<link rel="canonical" href="https://shop.example/product/1" />');
    expect(pageHead).toContain('<style data-emotion="css a">.css-a{}</style>');
    expect(pageHead).toContain('<link rel="preload" as="image" href="/a.webp"/>');
    expect(pageHead).toContain('<script type="application/ld+json">{}</script>');
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
    const drawnHead = pageTemplate(built).drawnPage(head, rendered)!.split('</head>')[0];

    // Assert
    const picture = drawnHead.indexOf('<link rel="preload" as="image" href="/a.webp"/>');
    expect(picture).toBeGreaterThan(drawnHead.indexOf('<meta name="viewport"'));
    expect(picture).toBeLessThan(drawnHead.indexOf('<link rel="stylesheet"'));
    expect(drawnHead).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>');
    expect(drawnHead).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/vendor.js">');
    expect(drawnHead).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
  });

  it('gives up (null) on a template without an empty #root', () => {
    expect(pageTemplate('<html><head></head><body><main></main></body></html>').drawnPage(head, rendered)).toBeNull();
  });
});
