import { describe, expect, it } from '@jest/globals';
import {
  CHECKOUT_MESSAGES,
  REQUIRED_FIELD_MESSAGES,
  checkoutSchema,
  hasMissingRequiredField,
  initialCheckoutValues,
  toCreateOrderInput,
} from './checkout-schema';
import type { CheckoutFormInput } from './checkout-schema';

const filled: CheckoutFormInput = {
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'priya@example.com',
  phone: '+919876543210',
  address: '12 MG Road',
  apartment: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560001',
  country: 'IN',
  paymentMethod: 'COD',
};

/** The message of each field that fails, by field. */
function errorsOf(values: CheckoutFormInput): Record<string, string> {
  const result = checkoutSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('checkout validation', () => {
  it('accepts a complete address with the apartment left empty, trimmed', () => {
    // Arrange
    const values = { ...filled, city: '  Bengaluru ', apartment: '   ' };
    // Act
    const result = checkoutSchema.parse(values);
    // Assert
    expect(result.city).toBe('Bengaluru');
    expect(result.apartment).toBe('');
  });

  it('names every empty required field, and the form says to fill them all', () => {
    // Arrange: blanks (and spaces only) in every required field.
    const values = { ...filled, firstName: '', lastName: ' ', email: '', phone: '', address: '', city: '', state: '', zipCode: '' };
    // Act
    const errors = errorsOf(values);
    // Assert
    expect(errors).toEqual(REQUIRED_FIELD_MESSAGES);
    expect(hasMissingRequiredField(Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, { message }])))).toBe(true);
    expect(CHECKOUT_MESSAGES.addressRequired).toBe('Please fill all required address fields');
  });

  it("says 'Please enter a valid email address' for an e-mail without @ or domain", () => {
    for (const email of ['priya', 'priya@', 'priya@example', 'pri ya@example.com']) {
      expect(errorsOf({ ...filled, email })).toEqual({ email: 'Please enter a valid email address' });
    }
    // An invalid e-mail alone is not a missing field.
    expect(hasMissingRequiredField({ email: { message: CHECKOUT_MESSAGES.emailInvalid } })).toBe(false);
  });

  it('refuses what the server could not store', () => {
    expect(errorsOf({ ...filled, zipCode: '1'.repeat(21) })).toEqual({ zipCode: 'Zip code must be at most 20 characters' });
  });
});

describe('the checkout form', () => {
  it("starts from the account's name and contact details, the last order's address and online payment", () => {
    const values = initialCheckoutValues(
      { firstName: 'Priya', lastName: 'Sharma', email: 'priya@example.com', phone: '+919876543210' },
      { address: '12 MG Road', apartment: null, city: 'Bengaluru', state: 'Karnataka', zipCode: '560001', country: 'IN' },
    );
    expect(values).toEqual({ ...filled, paymentMethod: 'ONLINE' });
    expect(initialCheckoutValues(null).paymentMethod).toBe('ONLINE');
    expect(initialCheckoutValues(null).address).toBe('');
  });

  it('sends the cart lines shown, no empty apartment, and the expected total in major units', () => {
    // Arrange
    const values = checkoutSchema.parse(filled);
    // Act
    const input = toCreateOrderInput(values, { source: 'CART', cartItemIds: [4, 7] }, 9_050_101);
    // Assert
    expect(input).toEqual({
      firstName: 'Priya',
      lastName: 'Sharma',
      email: 'priya@example.com',
      phone: '+919876543210',
      address: '12 MG Road',
      apartment: null,
      city: 'Bengaluru',
      state: 'Karnataka',
      zipCode: '560001',
      country: 'IN',
      paymentMethod: 'COD',
      source: 'CART',
      cartItemIds: [4, 7],
      expectedTotal: 90501.01,
    });
  });

  it('sends the Buy Now item instead of cart lines', () => {
    const item = { productId: 3, productCaratId: 8, productColorId: null, productSizeId: 2, quantity: 2 };
    const input = toCreateOrderInput(checkoutSchema.parse({ ...filled, apartment: 'Flat 4B' }), { source: 'BUY_NOW', item }, 100);
    expect(input).toMatchObject({ source: 'BUY_NOW', item, apartment: 'Flat 4B', expectedTotal: 1 });
    expect(input).not.toHaveProperty('cartItemIds');
  });
});
