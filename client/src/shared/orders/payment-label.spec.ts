import { describe, expect, it } from '@jest/globals';
import type { PaymentStatus } from '../../graphql/generated/graphql';
import { paymentLabel } from './payment-label';

describe('payment label', () => {
  it('labels every payment status once, for the storefront and the back-office alike', () => {
    expect(paymentLabel('COD')).toEqual({ label: 'Cash on delivery', tone: 'default' });
    expect(paymentLabel('PENDING')).toEqual({ label: 'Payment pending', tone: 'warning' });
    expect(paymentLabel('PAID')).toEqual({ label: 'Paid', tone: 'success' });
    expect(paymentLabel('FAILED')).toEqual({ label: 'Payment failed', tone: 'error' });
    expect(paymentLabel('REFUNDED')).toEqual({ label: 'Refunded', tone: 'info' });
    expect(paymentLabel('PARTIALLY_REFUNDED')).toEqual({ label: 'Partially refunded', tone: 'info' });
    expect(paymentLabel('COD_COLLECTED')).toEqual({ label: 'Cash collected', tone: 'success' });
  });

  it('shows a status it does not know as the API spells it', () => {
    expect(paymentLabel('CHARGEBACK' as PaymentStatus)).toEqual({ label: 'CHARGEBACK', tone: 'default' });
  });
});
