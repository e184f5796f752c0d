import { describe, expect, it } from '@jest/globals';
import { PRODUCT_COLUMNS, productSort } from './products-list';

describe('productSort', () => {
  it('asks the server for the order of every column, both ways, and newest first when unsorted', () => {
    expect(productSort(null)).toBe('NEWEST');
    expect(productSort({ column: 'name', direction: 'asc' })).toBe('NAME_ASC');
    expect(productSort({ column: 'name', direction: 'desc' })).toBe('NAME_DESC');
    expect(productSort({ column: 'weight', direction: 'asc' })).toBe('WEIGHT_ASC');
    expect(productSort({ column: 'weight', direction: 'desc' })).toBe('WEIGHT_DESC');
    expect(productSort({ column: 'metal', direction: 'asc' })).toBe('METAL_TYPE_ASC');
    expect(productSort({ column: 'metal', direction: 'desc' })).toBe('METAL_TYPE_DESC');
    expect(productSort({ column: 'subcategory', direction: 'asc' })).toBe('SUBCATEGORY_ASC');
    expect(productSort({ column: 'subcategory', direction: 'desc' })).toBe('SUBCATEGORY_DESC');
    expect(productSort({ column: 'carats', direction: 'asc' })).toBe('CARATS_ASC');
    expect(productSort({ column: 'carats', direction: 'desc' })).toBe('CARATS_DESC');
    expect(productSort({ column: 'stock', direction: 'desc' })).toBe('STOCK_DESC');
    expect(productSort({ column: 'toString', direction: 'asc' })).toBe('NEWEST');
  });

  it('offers every one of the six columns for sorting, each with a server order', () => {
    expect(PRODUCT_COLUMNS.map((column) => column.key)).toEqual(['name', 'weight', 'metal', 'subcategory', 'carats', 'stock']);
    for (const column of PRODUCT_COLUMNS) {
      expect(column.sortable).not.toBe(false);
      expect(productSort({ column: column.key, direction: 'asc' })).not.toBe('NEWEST');
    }
  });
});
