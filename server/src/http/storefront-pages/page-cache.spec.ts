import { PageCache } from './page-cache';

describe('the page cache', () => {
  const at = (version: number) => ({ current: () => Promise.resolve(version) });

  it('keeps 300 renders beside 2000 heads, as the two caches it replaced did, and lets the oldest go past that', async () => {
    // Arrange: the budget filled with renders and heads
    const cache = new PageCache(at(1));
    for (let i = 0; i < 300; i += 1) await cache.get('render', `r${i}`, 1, () => Promise.resolve(`render ${i}`));
    for (let i = 0; i < 2000; i += 1) await cache.get('head', `h${i}`, 1, () => Promise.resolve(`head ${i}`));

    // Act: one render more
    await cache.get('render', 'r300', 1, () => Promise.resolve('render 300'));

    // Assert
    expect(cache.has('render', 'r299', 1)).toBe(true);
    expect(cache.has('head', 'h1999', 1)).toBe(true);
    expect(cache.has('render', 'r0', 1)).toBe(false);
  });

  it('keeps each kind apart and answers a kept value only at its data version', async () => {
    const cache = new PageCache(at(1));
    await cache.get('head', 'x', 1, () => Promise.resolve('head'));
    expect(cache.has('render', 'x', 1)).toBe(false);
    expect(await cache.get('head', 'x', 1, () => Promise.resolve('again'))).toBe('head');
    expect(cache.has('head', 'x', 2)).toBe(false);
  });
});
