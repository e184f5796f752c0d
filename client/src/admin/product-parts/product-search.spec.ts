import { describe, expect, it } from '@jest/globals';
import { PRODUCT_SEARCH_SIZE, chosenProductId, productChoices, productOption, productSearchVariables } from './product-search';

describe('productSearchVariables', () => {
  it('asks for the newest products when nothing is typed', () => {
    expect(productSearchVariables('   ')).toEqual({ search: null, first: PRODUCT_SEARCH_SIZE, id: 0, byId: false });
  });

  it('searches the name words, spaces squeezed', () => {
    expect(productSearchVariables('  solitaire   ring ')).toEqual({
      search: 'solitaire ring',
      first: PRODUCT_SEARCH_SIZE,
      id: 0,
      byId: false,
    });
  });

  it('looks a bare number up as a product and as a name word', () => {
    expect(productSearchVariables('1234')).toEqual({ search: '1234', first: PRODUCT_SEARCH_SIZE, id: 1234, byId: true });
  });

  it('looks "#number" up as a product only', () => {
    expect(productSearchVariables('#77')).toEqual({ search: null, first: PRODUCT_SEARCH_SIZE, id: 77, byId: true });
  });

  it('does not take 0 or a mixed text for a product number', () => {
    expect(productSearchVariables('0').byId).toBe(false);
    expect(productSearchVariables('ring 18').byId).toBe(false);
  });
});

describe('productChoices', () => {
  it('lists the product of that number first and each product once', () => {
    const choices = productChoices({ id: 7, name: 'Halo' }, [
      { id: 9, name: 'Band' },
      { id: 7, name: 'Halo' },
    ]);
    expect(choices).toEqual([
      { value: 7, label: 'Halo (#7)' },
      { value: 9, label: 'Band (#9)' },
    ]);
  });

  it('lists the name matches alone when no number was found', () => {
    expect(productChoices(null, [{ id: 3, name: 'Stud' }])).toEqual([productOption({ id: 3, name: 'Stud' })]);
  });
});

describe('chosenProductId', () => {
  it('reads the number a field holds', () => {
    expect(chosenProductId('12')).toBe(12);
    expect(chosenProductId(5)).toBe(5);
  });

  it('answers null for an empty or odd value', () => {
    expect(chosenProductId('')).toBeNull();
    expect(chosenProductId(undefined)).toBeNull();
    expect(chosenProductId('abc')).toBeNull();
    expect(chosenProductId('0')).toBeNull();
  });
});
