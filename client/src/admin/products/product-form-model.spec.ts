import { describe, expect, it } from '@jest/globals';
import {
  type FormPrice,
  type FormCarat,
  type Lookups,
  type ProductFormValues,
  buildProductInput,
  caratsForMetal,
  changeMetal,
  editPriceRow,
  emptyProductValues,
  allBackToAuto,
  backToAuto,
  newCaratRow,
  productToValues,
  repriceAll,
  validateProduct,
} from './product-form-model';
import type { ProductsDetailsFragment } from './products.generated';

// Arrange: gold at ₹6500/g with 18K (0.75) and 14K (0.585), silver with one carat; INR and USD (0.012).
const LOOKUPS: Lookups = {
  metalTypes: [
    { id: 1, name: 'Gold', baseRatePerGram: 6500 },
    { id: 2, name: 'Silver', baseRatePerGram: 90 },
  ],
  carats: [
    { id: 10, value: 18, multiplier: 0.75, metalTypeId: 1 },
    { id: 11, value: 14, multiplier: 0.585, metalTypeId: 1 },
    { id: 20, value: 24, multiplier: 1, metalTypeId: 2 },
  ],
  subcategories: [{ id: 5, name: 'Rings' }],
  colors: [{ id: 7, name: 'Rose Gold' }],
  sizes: [{ id: 3, name: '12' }],
  currencies: [
    { id: 2, code: 'USD', conversionRateToINR: 0.012 },
    { id: 1, code: 'INR', conversionRateToINR: 1 },
  ],
};

function goldRing(): ProductFormValues {
  const carat: FormCarat = { ...newCaratRow(LOOKUPS), caratId: '10' };
  return {
    ...emptyProductValues(),
    name: 'Ring',
    description: 'A ring',
    weightInGrams: '3.2',
    metalTypeId: '1',
    subcategoryId: '5',
    carats: [carat],
  };
}

describe('auto prices', () => {
  it('a new carat row has an Auto row per currency, INR first', () => {
    const row = newCaratRow(LOOKUPS);
    expect(row.prices.map((price) => [price.currencyId, price.manual])).toEqual([
      [1, false],
      [2, false],
    ]);
  });

  it('auto rows follow the rate card in every currency', () => {
    // Act
    const [carat] = repriceAll(LOOKUPS, goldRing());
    // Assert: 6500 × 0.75 × 3.2 = 15600.00; × 0.012 = 187.20
    expect(carat?.prices.map((row) => row.price)).toEqual(['15600.00', '187.20']);
  });

  it('previews what the server stores, to the paisa, where a binary float would round the other way', () => {
    // Arrange: 24K at ₹13200.55/g (as a float 13200.549999999999…), 0.1 g
    const lookups: Lookups = { ...LOOKUPS, metalTypes: [{ id: 2, name: 'Silver', baseRatePerGram: 13200.55 }] };
    const values: ProductFormValues = {
      ...goldRing(),
      metalTypeId: '2',
      weightInGrams: '0.1',
      carats: [{ ...newCaratRow(LOOKUPS), caratId: '20' }],
    };
    // Act
    const [carat] = repriceAll(lookups, values);
    // Assert: 13200.55 × 1 × 0.1 = 1320.055 → 1320.06 (half up); × 0.012 = 15.84066 → 15.84
    expect(carat?.prices.map((row) => row.price)).toEqual(['1320.06', '15.84']);
  });

  it('a new weight reprices auto rows but not manual ones', () => {
    const values = goldRing();
    const [carat] = repriceAll(LOOKUPS, values);
    if (!carat) throw new Error('no carat');
    const usd = carat.prices[1];
    if (!usd) throw new Error('no USD row');
    const manualUsd = editPriceRow(usd, 'price', '199.99');
    const edited = { ...values, weightInGrams: '4', carats: [{ ...carat, prices: [carat.prices[0], manualUsd] }] };
    // Act
    const [repriced] = repriceAll(LOOKUPS, edited);
    // Assert: INR 6500 × 0.75 × 4 = 19500.00; the manual USD row kept its price
    expect(repriced?.prices.map((row) => [row.price, row.manual])).toEqual([
      ['19500.00', false],
      ['199.99', true],
    ]);
  });

  it('editing a charge turns the row Manual; back to Auto reprices it', () => {
    const values = goldRing();
    const [carat] = repriceAll(LOOKUPS, values);
    const inr = carat.prices[0];
    const manual = editPriceRow(inr, 'labourCharge', '500');
    expect(manual).toMatchObject({ manual: true, labourCharge: '500', price: '15600.00' });
    const backToAuto = { ...manual, manual: false, price: '1' };
    const [again] = repriceAll(LOOKUPS, { ...values, carats: [{ ...carat, prices: [backToAuto, carat.prices[1]] }] });
    expect(again?.prices[0]).toMatchObject({ manual: false, price: '15600.00' });
    // An auto USD row's charges follow the INR row, converted: 500 × 0.012 = 6.00
    expect(again?.prices[1]).toMatchObject({ labourCharge: '6.00' });
  });

  it('without a weight or a carat there is no auto price', () => {
    const [carat] = repriceAll(LOOKUPS, { ...goldRing(), weightInGrams: '' });
    expect(carat?.prices[0]?.price).toBe('');
  });
});

describe('a product loaded for editing', () => {
  // Arrange: a stored gold ring whose 18K INR entry was auto (rate card) and USD entry manual; no 14K entry in USD.
  const money = (amount: string) => ({ amount, minorUnits: Math.round(Number(amount) * 100) });
  const entry = (id: number, currencyId: number, currencyCode: string, price: string, isManual: boolean) => ({
    __typename: 'AdminPriceEntry' as const,
    id,
    currencyId,
    currencyCode,
    isManual,
    price: money(price),
    stoneCharge: money('100.00'),
    labourCharge: money('50.00'),
  });
  const stored = {
    id: 42,
    name: 'Ring',
    description: 'A ring',
    weightInGrams: 3.2,
    caratCount: 2,
    metalTypeId: 1,
    metalType: { id: 1, name: 'Gold' },
    subcategoryId: 5,
    subcategory: { id: 5, name: 'Rings' },
    colors: [],
    carats: [
      {
        id: 1,
        caratId: 10,
        position: 0,
        purity: '18K',
        prices: [entry(1, 1, 'INR', '15600.00', false), entry(2, 2, 'USD', '199.00', true)],
      },
      { id: 2, caratId: 11, position: 1, purity: '14K', prices: [entry(3, 1, 'INR', '12168.00', false)] },
    ],
    sizes: [{ id: 1, sizeId: 3, name: '12', position: 0 }],
  } as unknown as ProductsDetailsFragment;

  it('starts every stored price row Manual, with the stored amounts (the spec: "loaded for editing start as manual")', () => {
    const values = productToValues(stored, LOOKUPS);
    expect(values.carats.map((carat) => carat.prices.map((row) => [row.currencyId, row.manual, row.price]))).toEqual([
      [
        [1, true, '15600.00'],
        [2, true, '199.00'],
      ],
      // A currency without a stored entry gets a fresh Auto row.
      [
        [1, true, '12168.00'],
        [2, false, ''],
      ],
    ]);
    // Manual rows are not touched by the rate card, even after the weight changes…
    const [first] = repriceAll(LOOKUPS, { ...values, weightInGrams: '6.4' });
    expect(first?.prices[0]).toMatchObject({ manual: true, price: '15600.00' });
    // …and saving untouched sends the stored prices as manual rows.
    const { input } = buildProductInput(values, true);
    expect(input.carats?.[0]?.prices).toEqual([
      { currencyId: 1, price: 15600, stoneCharge: 100, labourCharge: 50, manual: true },
      { currencyId: 2, price: 199, stoneCharge: 100, labourCharge: 50, manual: true },
    ]);
  });

  it('back to Auto hands a row (or every row) to the rate card again', () => {
    const values = productToValues(stored, LOOKUPS);
    const [carat] = values.carats;
    const one = { ...carat, prices: [backToAuto(carat.prices[0]), carat.prices[1]] };
    const [repriced] = repriceAll(LOOKUPS, { ...values, weightInGrams: '6.4', carats: [one] });
    // 6500 × 0.75 × 6.4 = 31,200.00
    expect(repriced?.prices[0]).toMatchObject({ manual: false, price: '31200.00' });
    expect(repriced?.prices[1]).toMatchObject({ manual: true, price: '199.00' });
    const all = repriceAll(LOOKUPS, { ...values, carats: allBackToAuto(values.carats) });
    expect(all.flatMap((c) => c.prices.map((row) => row.manual))).toEqual([false, false, false, false]);
    // 6500 × 0.585 × 3.2 = 12,168.00 in INR, and 146.02 in USD
    expect(all[1]?.prices.map((row) => row.price)).toEqual(['12168.00', '146.02']);
  });
});

describe('metal type', () => {
  it('offers only the chosen metal’s carats, none before one is chosen', () => {
    expect(caratsForMetal(LOOKUPS, '').map((carat) => carat.id)).toEqual([]);
    expect(caratsForMetal(LOOKUPS, '1').map((carat) => carat.id)).toEqual([10, 11]);
    expect(caratsForMetal(LOOKUPS, '2').map((carat) => carat.id)).toEqual([20]);
  });

  it('changing it resets the carat rows; choosing the same keeps them', () => {
    const values = goldRing();
    expect(changeMetal(values, '2').carats).toEqual([]);
    expect(changeMetal(values, '1').carats).toHaveLength(1);
  });
});

describe('buildProductInput drops incomplete rows', () => {
  it('drops carat, price, colour and size rows that lack what they need', () => {
    const values = goldRing();
    const [priced] = repriceAll(LOOKUPS, values);
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const form: ProductFormValues = {
      ...values,
      colors: [
        { key: 'a', colorId: '', images: [] },
        { key: 'b', colorId: '7', images: [{ kind: 'new', file, preview: 'blob:x' }] },
      ],
      carats: [
        { key: 'c', caratId: '', prices: priced.prices },
        { ...priced, prices: [{ ...priced.prices[0], labourCharge: '' }, priced.prices[1]] },
        { key: 'd', caratId: '11', prices: [{ currencyId: 1, price: '', stoneCharge: '0', labourCharge: '0', manual: true }] },
      ],
      sizes: [
        { key: 'e', sizeId: '' },
        { key: 'f', sizeId: '3' },
      ],
    };
    // Act
    const { input, fieldPath } = buildProductInput(form, false);
    // Assert
    expect(input.colors).toEqual([{ colorId: 7, images: [file] }]);
    expect(input.carats).toEqual([
      { caratId: 10, prices: [{ currencyId: 2, stoneCharge: 0, labourCharge: 0, manual: false }] },
      { caratId: 11, prices: [] },
    ]);
    expect(input.sizeIds).toEqual([3]);
    expect(input).toMatchObject({ name: 'Ring', weightInGrams: 3.2, metalTypeId: 1, subcategoryId: 5 });
    // The server's paths name the sent rows; the form's rows moved.
    expect(fieldPath('colors.0.images.0')).toBe('colors.1.images.0');
    expect(fieldPath('carats.0.prices.0.price')).toBe('carats.1.prices.1.price');
    expect(fieldPath('sizeIds.0')).toBe('sizes.1.sizeId');
    expect(fieldPath('name')).toBe('name');
  });

  it('sends a manual row’s price and keeps stored pictures when editing', () => {
    const values = goldRing();
    const form: ProductFormValues = {
      ...values,
      colors: [{ key: 'a', colorId: '7', images: [{ kind: 'stored', url: 'uploads/products/a.png' }] }],
      carats: [
        { key: 'c', caratId: '10', prices: [{ currencyId: 1, price: '15000.5', stoneCharge: '100', labourCharge: '50', manual: true }] },
      ],
    };
    const { input } = buildProductInput(form, true);
    expect(input.colors).toEqual([{ colorId: 7, images: [], keepImageUrls: ['uploads/products/a.png'] }]);
    expect(input.carats).toEqual([
      { caratId: 10, prices: [{ currencyId: 1, price: 15000.5, stoneCharge: 100, labourCharge: 50, manual: true }] },
    ]);
  });
});

describe('validateProduct', () => {
  it('names each missing required field in the server’s words', () => {
    expect(validateProduct(emptyProductValues())).toEqual({
      name: 'Name is required',
      description: 'Description is required',
      weightInGrams: 'Weight is required',
      metalTypeId: 'Metal type is required',
      subcategoryId: 'Subcategory is required',
    });
  });

  it('checks the weight', () => {
    expect(validateProduct({ ...goldRing(), weightInGrams: '0' }).weightInGrams).toBe('Weight must be greater than 0');
    expect(validateProduct({ ...goldRing(), weightInGrams: '1.2345' }).weightInGrams).toBe('Weight can have at most 3 decimals');
    expect(validateProduct(goldRing())).toEqual({});
  });
});

describe('typed amounts are refused under their field, never dropped (issue 16, item 7)', () => {
  /** The gold ring with its USD row typed by hand to `price` (Manual). */
  const withManualUsd = (price: string, changes: Partial<FormPrice> = {}): ProductFormValues => {
    const [carat] = repriceAll(LOOKUPS, goldRing());
    const prices = carat.prices.map((row) => (row.currencyId === 2 ? { ...editPriceRow(row, 'price', price), ...changes } : row));
    return { ...goldRing(), carats: [{ ...carat, prices }] };
  };

  it.each([
    ['-10', 'Price cannot be negative'],
    ['abc', 'Price must be a number'],
    ['1,5', 'Price must be a number'],
    ['10.005', 'Price can have at most 2 decimals'],
    ['1000000000.01', 'Price must be at most 1,000,000,000'],
  ])('a Manual price of %p: %s, under that price', (typed, message) => {
    expect(validateProduct(withManualUsd(typed))).toEqual({ 'carats.0.prices.1.price': message });
  });

  it('checks the charges of every row, and the price of a Manual row only (an Auto row’s is the rate card’s)', () => {
    expect(validateProduct(withManualUsd('650', { stoneCharge: '-1', labourCharge: '0.001' }))).toEqual({
      'carats.0.prices.1.stoneCharge': 'Stone charge cannot be negative',
      'carats.0.prices.1.labourCharge': 'Labour charge can have at most 2 decimals',
    });
    expect(validateProduct(withManualUsd('650.5'))).toEqual({});
    expect(validateProduct(withManualUsd('', { manual: false }))).toEqual({});
  });

  it('a typed Manual price is sent as typed; only a blank one drops its row (the spec’s rule)', () => {
    const sent = (values: ProductFormValues) => buildProductInput(values, true).input.carats?.[0]?.prices;
    expect(sent(withManualUsd('-10'))).toContainEqual({ currencyId: 2, price: -10, stoneCharge: 0, labourCharge: 0, manual: true });
    expect((sent(withManualUsd('')) ?? []).map((row) => row.currencyId)).toEqual([1]);
  });
});
