import { LIST_PAGE, pageWindow } from './paging';

describe('pageWindow', () => {
  it('reads the default page when first and offset are absent', () => {
    expect(pageWindow({}, LIST_PAGE)).toEqual({ take: 10, skip: 0 });
    expect(pageWindow({ first: null, offset: null }, { size: 5, max: 50 })).toEqual({ take: 5, skip: 0 });
    expect(pageWindow({}, { max: 100 })).toEqual({ take: 100, skip: 0 });
  });

  it.each([
    [
      { first: 25, offset: 40 },
      { take: 25, skip: 40 },
    ],
    [{ first: 0 }, { take: 1, skip: 0 }],
    [
      { first: -5, offset: -3 },
      { take: 1, skip: 0 },
    ],
    [{ first: 5000 }, { take: 100, skip: 0 }],
    [
      { first: 7.9, offset: 2.5 },
      { take: 7, skip: 2 },
    ],
    [
      { first: Number.NaN, offset: Number.NaN },
      { take: 1, skip: 0 },
    ],
  ])('clamps %p to %p instead of failing', (page, window) => {
    expect(pageWindow(page, LIST_PAGE)).toEqual(window);
  });
});
