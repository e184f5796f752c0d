import { describe, expect, it } from '@jest/globals';
import { findSetCategory } from './set-category';

describe('findSetCategory', () => {
  it('finds the sets category by its name, whatever the case or wording', () => {
    const categories = [
      { id: 1, name: 'Rings' },
      { id: 5, name: 'Bridal SETS' },
    ];
    expect(findSetCategory(categories)?.id).toBe(5);
    expect(findSetCategory([{ id: 9, name: 'Jewellery Set' }])?.id).toBe(9);
  });

  it('does not mistake a word that only contains "set" and answers null without a sets category', () => {
    expect(
      findSetCategory([
        { id: 2, name: 'Settings' },
        { id: 3, name: 'Sunset Hoops' },
      ]),
    ).toBeNull();
    expect(findSetCategory(undefined)).toBeNull();
  });
});
