import { describe, expect, it } from '@jest/globals';
import { formatMm, parseRingSize, ringSizeGuide } from './ring-size';

describe('parseRingSize', () => {
  it('reads the Indian size and the inner diameter of a label', () => {
    expect(parseRingSize({ id: 4, name: '23 (20.0 mm)' })).toEqual({
      id: 4,
      label: '23 (20.0 mm)',
      indianSize: '23',
      diameterMm: 20,
      circumferenceMm: 62.8,
    });
  });

  it('accepts half sizes, missing spaces and upper case', () => {
    expect(parseRingSize({ id: 1, name: '12.5 (17.1MM)' })).toMatchObject({ indianSize: '12.5', diameterMm: 17.1, circumferenceMm: 53.7 });
    expect(parseRingSize({ id: 2, name: ' 08 ( 15.9 mm ) ' })).toMatchObject({ indianSize: '8', diameterMm: 15.9 });
  });

  it('refuses sizes that are not ring sizes', () => {
    for (const name of ['16 in (40 cm)', '7 in (17.8 cm)', 'Free size', '23', '(20.0 mm)', '23 (0 mm)', '23 (20.0 mm) extra'])
      expect(parseRingSize({ id: 9, name })).toBeNull();
  });
});

describe('ringSizeGuide', () => {
  it('lists the ring sizes of a product, smallest first', () => {
    const guide = ringSizeGuide([
      { id: 3, name: '18 (18.4 mm)' },
      { id: 1, name: '16 (17.8 mm)' },
      { id: 2, name: '17 (18.1 mm)' },
    ]);
    expect(guide.map((row) => [row.id, row.indianSize, formatMm(row.diameterMm), formatMm(row.circumferenceMm)])).toEqual([
      [1, '16', '17.8', '55.9'],
      [2, '17', '18.1', '56.9'],
      [3, '18', '18.4', '57.8'],
    ]);
  });

  it('is empty for a chain, so no guide is offered', () => {
    expect(ringSizeGuide([{ id: 1, name: '16 in (40 cm)' }])).toEqual([]);
    expect(ringSizeGuide([])).toEqual([]);
  });
});
