import { VARIANT_WIDTHS as CLIENT_WIDTHS, variantUrls } from '../client/src/shared/api/picture-variants';
import { markedName, VARIANT_WIDTHS, variantPaths, variantWidthsFor } from '../server/src/storage/picture-variants';

// The client builds a srcset from a picture's stored path alone (issue 19): this fails when the
// server names variants one way and the client looks for them another.
describe('the client finds the variants the server stores', () => {
  it('the same widths', () => {
    expect([...CLIENT_WIDTHS]).toEqual([...VARIANT_WIDTHS]);
  });

  it.each([
    ['a large upload', '0123456789abcdef0123456789abcdef', 'jpg', 4000],
    ['a seeded slide', 'hero-1', 'webp', 1920],
    ['a seeded product', 'rings-0-yellow-main', 'webp', 800],
    ['a small picture', '0123456789abcdef0123456789abcdef', 'png', 300],
  ])('%s', (_what, stem, extension, width) => {
    const stored = `uploads/products/${markedName(stem, extension, variantWidthsFor(width))}`;
    expect(variantUrls(`/api/${stored}`)).toEqual(variantPaths(stored).map((v) => ({ width: v.width, url: `/api/${v.path}` })));
    expect(variantPaths(stored).map((v) => v.width)).toEqual(VARIANT_WIDTHS.filter((w) => w < width));
  });
});
