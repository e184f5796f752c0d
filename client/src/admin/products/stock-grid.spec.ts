import { describe, expect, it } from '@jest/globals';
import { changedEntries, stockTextProblem } from './stock-grid';

const cell = (productColorId: number, stock: number | null) => ({ productColorId, productCaratId: 7, sizeId: 3, stock });

describe('the product form’s stock grid', () => {
  it('takes empty (not tracked) or a whole number up to 1,000,000', () => {
    expect(stockTextProblem('')).toBeNull();
    expect(stockTextProblem(' 12 ')).toBeNull();
    expect(stockTextProblem('0')).toBeNull();
    expect(stockTextProblem('1000000')).toBeNull();
    expect(stockTextProblem('1000001')).toBe('At most 1,000,000');
    expect(stockTextProblem('-1')).toBe('A whole number of at least 0, or empty');
    expect(stockTextProblem('2.5')).toBe('A whole number of at least 0, or empty');
  });

  it('saves only the counts that changed, empty as not tracked, and never an invalid one', () => {
    const stored = [cell(1, null), cell(2, 4), cell(3, 5), cell(4, 6), cell(5, 2)];
    const typed = { '1:7:3': '3', '2:7:3': '', '3:7:3': '5', '4:7:3': 'x' };
    expect(changedEntries(stored, typed)).toEqual([cell(1, 3), cell(2, null)]);
  });
});
