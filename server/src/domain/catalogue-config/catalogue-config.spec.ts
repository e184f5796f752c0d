import { InputValidationError } from '../common/error-results';
import { validateInput } from '../common/validation';
import { caratSchema, currencySchema, metalTypeSchema, metalTypeUpdateSchema } from './catalogue-config.validation';
import { describeUsages, inUse, isForeignKeyViolation, sentFields } from './config-helpers';

const messages = (result: unknown) =>
  result instanceof InputValidationError ? result.fieldErrors.map((e) => `${e.field}: ${e.message}`) : [];

describe('catalogue configuration rules (docs/specifications.md#back-office-5-validation)', () => {
  it('keeps decimal steps exact: 2 decimals for a base rate, 4 for a multiplier and a conversion rate', () => {
    // Arrange / Act / Assert: a binary-float sum (0.1 + 0.2 = 0.30000000000000004) is not 0.3.
    expect(messages(validateInput(metalTypeSchema, { name: 'Gold', baseRatePerGram: 0.1 + 0.2 }))).toEqual([
      'baseRatePerGram: Base rate can have at most 2 decimals',
    ]);
    expect(validateInput(metalTypeSchema, { name: 'Gold', baseRatePerGram: 13250.55 })).toEqual({
      name: 'Gold',
      baseRatePerGram: 13250.55,
    });
    expect(validateInput(caratSchema, { value: 18, multiplier: 0.7599, metalTypeId: 1 })).toEqual({
      value: 18,
      multiplier: 0.7599,
      metalTypeId: 1,
    });
    expect(messages(validateInput(currencySchema, { code: 'usd', conversionRateToINR: 0.01201 }))).toEqual([
      'conversionRateToINR: Conversion rate can have at most 4 decimals',
    ]);
  });

  it("upper-cases currency codes and reports every field's first problem", () => {
    expect(validateInput(currencySchema, { code: ' usd ', conversionRateToINR: 0.012 })).toEqual({
      code: 'USD',
      conversionRateToINR: 0.012,
    });
    expect(messages(validateInput(caratSchema, {}))).toEqual([
      'value: Carat value is required',
      'multiplier: Multiplier is required',
      'metalTypeId: Metal type is required',
    ]);
  });

  it('partial updates keep only the fields sent; a field sent empty is still required', () => {
    expect(sentFields(validateInput(metalTypeUpdateSchema, { baseRatePerGram: 5 }))).toEqual({ baseRatePerGram: 5 });
    expect(messages(validateInput(metalTypeUpdateSchema, { name: '' }))).toEqual(['name: Name is required']);
    expect(messages(validateInput(metalTypeUpdateSchema, { name: null }))).toEqual(['name: Name is required']);
  });

  it('explains what still uses a record', () => {
    expect(describeUsages([{ usedBy: 'products', count: 12 }])).toBe('12 products');
    expect(
      describeUsages([
        { usedBy: 'products', count: 12 },
        { usedBy: 'carats', count: 3 },
      ]),
    ).toBe('12 products and 3 carats');
    expect(
      inUse('metal type', [
        { usedBy: 'products', count: 12 },
        { usedBy: 'carats', count: 3 },
      ]).message,
    ).toBe('This metal type is used by 12 products and 3 carats; move or delete them first');
  });

  it('recognises a FOREIGN KEY refusal on SQLite (RESTRICT reports as a trigger) and MariaDB, and nothing else', () => {
    expect(isForeignKeyViolation({ driverError: { code: 'SQLITE_CONSTRAINT_TRIGGER', message: 'FOREIGN KEY constraint failed' } })).toBe(
      true,
    );
    expect(isForeignKeyViolation({ driverError: { code: 'SQLITE_CONSTRAINT_FOREIGNKEY', message: 'FOREIGN KEY constraint failed' } })).toBe(
      true,
    );
    expect(isForeignKeyViolation({ driverError: { code: 'ER_ROW_IS_REFERENCED_2' } })).toBe(true);
    expect(
      isForeignKeyViolation({ driverError: { code: 'SQLITE_CONSTRAINT_UNIQUE', message: 'UNIQUE constraint failed: sizes.name' } }),
    ).toBe(false);
    expect(isForeignKeyViolation({ driverError: { code: 'ER_DUP_ENTRY' } })).toBe(false);
    expect(isForeignKeyViolation(new Error('boom'))).toBe(false);
  });
});
