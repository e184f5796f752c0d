import { describe, expect, it } from '@jest/globals';
import { deleteRefusalText, describeUsages, failureText, outcomeOf, placeRefusal } from './resource-results';

type MetalResult =
  | { __typename: 'MetalType'; id: number; name: string }
  | { __typename: 'InputValidationError'; errorCode: string; message: string; fieldErrors: { field: string; message: string }[] }
  | { __typename: 'AlreadyExistsError'; errorCode: string; message: string; field: string };

const FALLBACK = 'Failed to save metal type';

describe('reading mutation results', () => {
  it('answers the success member as it is', () => {
    const result: MetalResult = { __typename: 'MetalType', id: 3, name: 'Gold' };
    expect(outcomeOf(result, FALLBACK)).toEqual({ ok: true, value: result });
  });

  it('turns an error member into a refusal with its field errors; a unique field becomes one of them', () => {
    // Arrange
    const invalid: MetalResult = {
      __typename: 'InputValidationError',
      errorCode: 'INPUT_VALIDATION_ERROR',
      message: 'Please correct the highlighted fields',
      fieldErrors: [{ field: 'baseRatePerGram', message: 'Base rate must be greater than 0' }],
    };
    const taken: MetalResult = {
      __typename: 'AlreadyExistsError',
      errorCode: 'ALREADY_EXISTS_ERROR',
      message: 'A metal type with this name already exists',
      field: 'name',
    };
    // Act / Assert
    expect(outcomeOf(invalid, FALLBACK)).toEqual({
      ok: false,
      message: invalid.message,
      fieldErrors: invalid.fieldErrors,
      usages: [],
      errorCode: 'INPUT_VALIDATION_ERROR',
    });
    expect(outcomeOf(taken, FALLBACK)).toMatchObject({ ok: false, fieldErrors: [{ field: 'name', message: taken.message }] });
  });

  it('uses the specification’s text when there is no answer or no message', () => {
    expect(outcomeOf(null, FALLBACK)).toEqual({ ok: false, message: FALLBACK, fieldErrors: [], usages: [] });
    expect(outcomeOf({ __typename: 'ReferenceCurrencyError', errorCode: 'X', message: '' }, FALLBACK)).toMatchObject({ message: FALLBACK });
  });

  it('puts field errors under the fields the form has, and only what is left above the form', () => {
    const fields = new Set(['name', 'baseRatePerGram']);
    const refusal = (fieldErrors: { field: string; message: string }[]) => ({
      ok: false as const,
      message: 'Invalid input',
      fieldErrors,
      usages: [],
    });

    expect(placeRefusal(refusal([{ field: 'name', message: 'Name is required' }]), fields)).toEqual({
      fieldErrors: [{ field: 'name', message: 'Name is required' }],
      formMessage: null,
    });
    expect(placeRefusal(refusal([{ field: 'currencyId', message: 'Unknown currency' }]), fields)).toEqual({
      fieldErrors: [],
      formMessage: 'Unknown currency',
    });
    expect(placeRefusal(refusal([]), fields)).toEqual({ fieldErrors: [], formMessage: 'Invalid input' });
  });

  it('says in plain words why a row in use cannot be deleted', () => {
    const inUse = (usages: { usedBy: string; count: number }[]) => ({
      ok: false as const,
      message: 'server text',
      fieldErrors: [],
      usages,
    });

    expect(
      describeUsages([
        { usedBy: 'products', count: 12 },
        { usedBy: 'carats', count: 3 },
      ]),
    ).toBe('12 products and 3 carats');
    expect(
      deleteRefusalText(
        'Gold',
        inUse([
          { usedBy: 'products', count: 12 },
          { usedBy: 'carats', count: 3 },
        ]),
      ),
    ).toBe("“Gold” can't be deleted: 12 products and 3 carats still use it. Move or delete them first.");
    expect(deleteRefusalText('Size 9', inUse([{ usedBy: 'product', count: 1 }]))).toBe(
      "“Size 9” can't be deleted: 1 product still uses it. Move or delete it first.",
    );
    // Another refusal (e.g. INR, the reference currency) keeps the server's explanation.
    expect(deleteRefusalText('INR', inUse([]))).toBe('server text');
  });

  it('shows a thrown error’s message only when the server wrote it for people', () => {
    expect(failureText([{ message: 'Metal type not found', extensions: { code: 'NOT_FOUND' } }], FALLBACK)).toBe('Metal type not found');
    expect(failureText([{ message: 'Unexpected error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }], FALLBACK)).toBe(FALLBACK);
    expect(failureText(undefined, FALLBACK)).toBe(FALLBACK);
  });
});
