import { describe, expect, it } from '@jest/globals';
import { providerName } from './provider-name';

describe('providerName', () => {
  it('names the three providers and shows an unknown one as the API spells it', () => {
    expect(providerName('test')).toBe('Test gateway');
    expect(providerName('razorpay')).toBe('Razorpay');
    expect(providerName('stripe')).toBe('Stripe');
    expect(providerName('paypal')).toBe('paypal');
  });

  it('answers null when the order has no provider yet (cash on delivery, or never started)', () => {
    expect(providerName(null)).toBeNull();
    expect(providerName('')).toBeNull();
  });
});
