import { describe, expect, it } from '@jest/globals';
import { productSort } from './products-list';

describe('productSort', () => {
  it('asks the server for name and weight orders, newest first otherwise', () => {
    expect(productSort(null)).toBe('NEWEST');
    expect(productSort({ column: 'name', direction: 'asc' })).toBe('NAME_ASC');
    expect(productSort({ column: 'name', direction: 'desc' })).toBe('NAME_DESC');
    expect(productSort({ column: 'weight', direction: 'asc' })).toBe('WEIGHT_ASC');
    expect(productSort({ column: 'weight', direction: 'desc' })).toBe('WEIGHT_DESC');
    expect(productSort({ column: 'metal', direction: 'asc' })).toBe('NEWEST');
  });
});
