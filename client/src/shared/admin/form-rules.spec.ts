import { describe, expect, it } from '@jest/globals';
import type { OptionsSource } from './form-rules';
import { buildFormSchema, decimalPlaces, emptyValues, field, inputAttributes, rowToValues, ruleHint } from './form-rules';

const NO_OPTIONS: OptionsSource = { useOptions: () => ({ options: [], loading: false, error: null, retry: () => undefined }) };

// The catalogue forms' own declarations (docs/specifications.md#back-office-5-validation), built with the same builders.
const METAL = [
  field.text('name', 'Name', { rules: { max: 100 } }),
  field.number('baseRatePerGram', 'Base rate per gram', { min: 0, step: 0.01 }, { prefix: '₹', messageLabel: 'Base rate' }),
] as const;
const CARAT = [
  field.select('metalTypeId', 'Metal type', NO_OPTIONS, { emptyText: 'Add a metal type first.' }),
  field.number('value', 'Carat value (KT)', { integer: true, min: 1, max: 999 }, { messageLabel: 'Carat value' }),
  field.number('multiplier', 'Multiplier', { min: 0, step: 0.01, decimals: 4 }),
] as const;
const CATEGORY = [field.text('name', 'Name'), field.image('image', 'Category image', { currentFrom: 'image' })] as const;
const CURRENCY = [
  field.text('code', 'Code', {
    messageLabel: 'Currency code',
    rules: {
      upperCase: true,
      pattern: { regex: /^[A-Za-z]{3}$/, message: 'Currency code must be 3 letters, e.g. USD', hint: '3 letters' },
    },
  }),
  field.number('conversionRateToINR', 'Rate', { greaterThan: 0, step: 0.0001 }, { messageLabel: 'Conversion rate' }),
] as const;

/** The first message of each field, as the form shows them. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[String(issue.path[0])] ??= issue.message;
  return first;
}

describe('back-office form rules', () => {
  it('parses valid text into numbers and trimmed text', () => {
    // Arrange
    const schema = buildFormSchema(METAL, 'add');
    // Act
    const result = schema.safeParse({ name: '  Rhodium ', baseRatePerGram: '4200.50' });
    // Assert
    expect(result.success && result.data).toEqual({ name: 'Rhodium', baseRatePerGram: 4200.5 });
  });

  it('says what is wrong in the server’s words: required, minimum, step, whole number', () => {
    const metal = buildFormSchema(METAL, 'add');
    expect(messages(metal.safeParse({ name: ' ', baseRatePerGram: '' }))).toEqual({
      name: 'Name is required',
      baseRatePerGram: 'Base rate is required',
    });
    expect(messages(metal.safeParse({ name: 'Gold', baseRatePerGram: '-1' }))).toEqual({ baseRatePerGram: 'Base rate must be at least 0' });
    expect(messages(metal.safeParse({ name: 'Gold', baseRatePerGram: '12.345' }))).toEqual({
      baseRatePerGram: 'Base rate can have at most 2 decimals',
    });
    expect(messages(metal.safeParse({ name: 'Gold', baseRatePerGram: '12abc' }))).toEqual({
      baseRatePerGram: 'Base rate must be a number',
    });

    const carat = buildFormSchema(CARAT, 'add');
    expect(messages(carat.safeParse({ metalTypeId: '', value: '0', multiplier: '0.75' }))).toEqual({
      metalTypeId: 'Metal type is required',
      value: 'Carat value must be at least 1',
    });
    expect(messages(carat.safeParse({ metalTypeId: '2', value: '18.5', multiplier: '0.5833' }))).toEqual({
      value: 'Carat value must be a whole number',
    });
    // The demo's 14 KT multiplier (0.585) is kept: multipliers take up to 4 decimals, stepping by 0.01.
    const parsed = carat.safeParse({ metalTypeId: '2', value: '14', multiplier: '0.585' });
    expect(parsed.success && parsed.data).toEqual({ metalTypeId: 2, value: 14, multiplier: 0.585 });
    expect(messages(carat.safeParse({ metalTypeId: '2', value: '14', multiplier: '0.58551' }))).toEqual({
      multiplier: 'Multiplier can have at most 4 decimals',
    });
  });

  it('refuses a rate of 0 and upper-cases a currency code', () => {
    const currency = buildFormSchema(CURRENCY, 'add');
    expect(messages(currency.safeParse({ code: 'us', conversionRateToINR: '0' }))).toEqual({
      code: 'Currency code must be 3 letters, e.g. USD',
      conversionRateToINR: 'Conversion rate must be greater than 0',
    });
    const parsed = currency.safeParse({ code: 'eur', conversionRateToINR: '0.0111' });
    expect(parsed.success && parsed.data).toEqual({ code: 'EUR', conversionRateToINR: 0.0111 });
  });

  it('requires a category picture only when adding, and only image files', () => {
    const png = new File([new Uint8Array([1, 2, 3])], 'ring.png', { type: 'image/png' });
    const text = new File(['not a picture'], 'notes.png', { type: 'text/plain' });
    const huge = new File([new Uint8Array(6 * 1024 * 1024)], 'huge.jpg', { type: 'image/jpeg' });

    expect(messages(buildFormSchema(CATEGORY, 'add').safeParse({ name: 'Rings', image: null }))).toEqual({
      image: 'Category image is required',
    });
    expect(buildFormSchema(CATEGORY, 'edit').safeParse({ name: 'Rings', image: null }).success).toBe(true);
    expect(buildFormSchema(CATEGORY, 'add').safeParse({ name: 'Rings', image: png }).success).toBe(true);
    expect(messages(buildFormSchema(CATEGORY, 'edit').safeParse({ name: 'Rings', image: text }))).toEqual({
      image: 'Please choose an image file (JPEG, PNG, WebP or GIF)',
    });
    expect(messages(buildFormSchema(CATEGORY, 'add').safeParse({ name: 'Rings', image: huge }))).toEqual({
      image: 'Category image must be at most 5 MB',
    });
  });

  it('shows the rules under the fields and on the inputs', () => {
    expect(ruleHint(METAL[1], 'add')).toBe('Required · min 0 · step 0.01');
    expect(ruleHint(CARAT[1], 'add')).toBe('Required · whole number · min 1');
    expect(ruleHint(CARAT[2], 'add')).toBe('Required · min 0 · step 0.01 · up to 4 decimals');
    expect(ruleHint(CURRENCY[1], 'add')).toBe('Required · more than 0 · step 0.0001');
    expect(ruleHint(CURRENCY[0], 'add')).toBe('Required · 3 letters');
    expect(ruleHint(CARAT[0], 'edit')).toBe('Required');
    expect(ruleHint(CATEGORY[1], 'add')).toBe('Required · JPEG, PNG, WebP or GIF image, up to 5 MB');
    expect(ruleHint(CATEGORY[1], 'edit')).toBe(
      'Optional: choose one to replace the current image · JPEG, PNG, WebP or GIF image, up to 5 MB',
    );
    expect(inputAttributes(METAL[1])).toEqual({ min: 0, max: undefined, step: 0.01, inputMode: 'decimal' });
    expect(inputAttributes(CARAT[1])).toEqual({ min: 1, max: 999, step: 1, inputMode: 'numeric' });
  });

  it('starts empty and loads a row for editing by field name', () => {
    expect(emptyValues(CATEGORY)).toEqual({ name: '', image: null });
    expect(rowToValues(CARAT, { id: 4, metalTypeId: 2, value: 18, multiplier: 0.75, metalType: { name: 'Gold' } })).toEqual({
      metalTypeId: '2',
      value: '18',
      multiplier: '0.75',
    });
    expect(rowToValues(CATEGORY, { id: 1, name: 'Rings', image: 'uploads/categories/rings.webp' })).toEqual({ name: 'Rings', image: null });
  });

  it('counts the decimals written', () => {
    expect([decimalPlaces('12'), decimalPlaces('0.750'), decimalPlaces('1.5e-3'), decimalPlaces('-3.25')]).toEqual([0, 2, 4, 2]);
  });
});
