import { describe, expect, it } from '@jest/globals';
import { INITIAL_PARAMS, applyListView, clampPage, filterRows, nextSort, sortRows } from './list-view';

interface Size {
  id: number;
  name: string;
  products: number | null;
}
const rows: Size[] = [
  { id: 1, name: 'Size 10', products: 4 },
  { id: 2, name: 'Size 9', products: null },
  { id: 3, name: 'size 12 (wide)', products: 12 },
  { id: 4, name: 'Bangle 2.6', products: 4 },
];
const columns = [
  { key: 'name', value: (row: Size) => row.name },
  { key: 'products', value: (row: Size) => row.products },
];

describe('list view', () => {
  it('keeps rows containing every word typed, in any column, ignoring case', () => {
    expect(filterRows(rows, '  SIZE  wide ', columns).map((r) => r.id)).toEqual([3]);
    expect(filterRows(rows, '12', columns).map((r) => r.id)).toEqual([3]);
    expect(filterRows(rows, '', columns)).toEqual(rows);
  });

  it('sorts text naturally and numbers as numbers, blanks last, ties in their first order', () => {
    expect(sortRows(rows, { column: 'name', direction: 'asc' }, columns).map((r) => r.name)).toEqual([
      'Bangle 2.6',
      'Size 9',
      'Size 10',
      'size 12 (wide)',
    ]);
    expect(sortRows(rows, { column: 'products', direction: 'desc' }, columns).map((r) => r.id)).toEqual([3, 1, 4, 2]);
    expect(sortRows(rows, { column: 'products', direction: 'asc' }, columns).map((r) => r.id)).toEqual([1, 4, 3, 2]);
  });

  it('pages the matches and stays on a page that still has rows', () => {
    // Arrange: the last page, then a filter leaves fewer rows.
    const params = { ...INITIAL_PARAMS, pageSize: 2, page: 1 };
    // Act
    const second = applyListView(rows, params, columns);
    const filtered = applyListView(rows, { ...params, search: 'size' }, columns);
    const narrowed = applyListView(rows, { ...params, search: 'bangle' }, columns);
    // Assert
    expect(second).toEqual({ pageRows: [rows[2], rows[3]], total: 4, page: 1 });
    expect(filtered.total).toBe(3);
    expect(narrowed).toEqual({ pageRows: [rows[3]], total: 1, page: 0 });
    expect([clampPage(5, 0, 10), clampPage(-1, 30, 10), clampPage(2, 30, 10)]).toEqual([0, 0, 2]);
  });

  it('cycles a header: ascending, descending, unsorted; another column starts ascending', () => {
    const asc = nextSort(null, 'name');
    const desc = nextSort(asc, 'name');
    expect([asc, desc, nextSort(desc, 'name'), nextSort(desc, 'products')]).toEqual([
      { column: 'name', direction: 'asc' },
      { column: 'name', direction: 'desc' },
      null,
      { column: 'products', direction: 'asc' },
    ]);
  });
});
