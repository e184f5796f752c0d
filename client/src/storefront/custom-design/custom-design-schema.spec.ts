import { describe, expect, it } from '@jest/globals';
import { type CustomDesignFormValues, customDesignSchema, initialCustomDesignValues, toCustomDesignInput } from './custom-design-schema';

const filled: CustomDesignFormValues = {
  ...initialCustomDesignValues(
    { firstName: 'Anika', lastName: 'Rao', email: 'anika@example.com', phone: '+919811122233' },
    { address: '12 Lavelle Road', apartment: null, city: 'Bengaluru', state: 'Karnataka', zipCode: '560001', country: 'IN' },
  ),
  material: 'Yellow gold',
  instructions: 'A slim band with an oval solitaire.',
};

/** The message of each field that fails, by field. */
function errorsOf(values: CustomDesignFormValues): Record<string, string> {
  const result = customDesignSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('the "Design your own" form', () => {
  it('starts from the account and its last address, and takes a request with only a metal and a description', () => {
    expect(filled).toMatchObject({ firstName: 'Anika', email: 'anika@example.com', address: '12 Lavelle Road', apartment: '', budget: '' });
    expect(errorsOf(filled)).toEqual({});
  });

  it("says what is wrong in the server's words", () => {
    // Act
    const errors = errorsOf({
      ...filled,
      material: '',
      instructions: 'ring',
      caratWish: '80',
      width: '-2',
      budget: '10.555',
      email: 'x',
      city: '',
    });
    // Assert
    expect(errors).toEqual({
      material: 'Choose a metal',
      instructions: 'Describe the piece you would like (at least 10 characters)',
      caratWish: 'The carat weight must be a number from 0.01 to 50',
      width: 'The width must be a number of millimetres from 0.01 to 500',
      budget: 'The budget must be an amount from 0.01 to 100,000,000',
      email: 'Please enter a valid email address',
      city: 'City is required',
    });
  });

  it('sends numbers as numbers and blanks as null', () => {
    const input = toCustomDesignInput({ ...filled, caratWish: '1.5', budget: '95000', purity: '18K' });
    expect(input).toMatchObject({
      material: 'Yellow gold',
      purity: '18K',
      caratWish: 1.5,
      budget: 95000,
      width: null,
      stone: null,
      apartment: null,
    });
  });
});
