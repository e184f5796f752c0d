import { type Order, OrderStatus, PaymentMethod, PaymentStatus, StockReservation } from '../../entities/order.entity';
import type { PaymentAttempt, PaymentAttemptStatus } from '../../entities/payment-attempt.entity';
import { decide, isPayable, notPayableReason } from './payment-rules';
import type { VerifiedPaymentEvent } from './provider';

// The payment rules without a database: in-memory orders, attempts and events.

const order = (overrides: Partial<Order> = {}): Order =>
  ({
    id: 7,
    totalMinor: 125_000,
    currencyCode: 'INR',
    paymentMethod: PaymentMethod.ONLINE,
    paymentStatus: PaymentStatus.PENDING,
    status: OrderStatus.PENDING,
    paymentProvider: 'test',
    paymentReference: null,
    ...overrides,
  }) as Order;
const attempt = (status: PaymentAttemptStatus = 'created', overrides: Partial<PaymentAttempt> = {}): PaymentAttempt =>
  ({
    id: 'a1',
    orderId: 7,
    provider: 'test',
    providerPaymentId: 'tgs_1',
    amountMinor: 125_000,
    currencyCode: 'INR',
    status,
    reference: null,
    ...overrides,
  }) as PaymentAttempt;
const event = (kind: VerifiedPaymentEvent['kind'], overrides: Partial<VerifiedPaymentEvent> = {}): VerifiedPaymentEvent => ({
  eventId: 'e1',
  kind,
  providerPaymentId: 'tgs_1',
  amountMinor: 125_000,
  currencyCode: 'INR',
  reference: 'pay_1',
  ...overrides,
});

describe('payment rules', () => {
  it('makes an order payable only online, pending or failed, not cancelled', () => {
    expect(isPayable(order())).toBe(true);
    expect(isPayable(order({ paymentStatus: PaymentStatus.FAILED }))).toBe(true);
    // docs/decisions.md#stock: an expired reservation went back on sale.
    expect(isPayable(order({ paymentStatus: PaymentStatus.FAILED, stockReservation: StockReservation.EXPIRED }))).toBe(false);
    expect(notPayableReason(order({ stockReservation: StockReservation.EXPIRED }))).toMatch(/not paid in time/);
    expect(notPayableReason(order({ paymentMethod: PaymentMethod.COD, paymentStatus: PaymentStatus.COD }))).toBe(
      'This order is paid by cash on delivery',
    );
    expect(notPayableReason(order({ status: OrderStatus.CANCELLED }))).toBe('This order is cancelled');
    expect(notPayableReason(order({ paymentStatus: PaymentStatus.PAID }))).toBe('This order is already paid');
    expect(notPayableReason(order({ paymentStatus: PaymentStatus.REFUNDED }))).toBe('This order was refunded');
  });

  it('pays a pending or failed order for the exact amount and currency, and tells the shopper', () => {
    for (const paymentStatus of [PaymentStatus.PENDING, PaymentStatus.FAILED]) {
      expect(decide(order({ paymentStatus }), attempt(), event('paid'), false)).toEqual({
        outcome: 'applied',
        level: 'info',
        attempt: { status: 'paid', reference: 'pay_1' },
        order: { paymentStatus: PaymentStatus.PAID, paymentProvider: 'test', paymentReference: 'pay_1' },
        notification: { kind: 'payment-received', orderId: 7 },
      });
    }
  });

  it.each([
    ['less', { amountMinor: 124_999 }],
    ['more', { amountMinor: 125_001 }],
    ['another currency', { currencyCode: 'USD' }],
  ])('does not pay for %s than the order', (_label, change) => {
    expect(decide(order(), attempt(), event('paid', change), false)).toEqual({ outcome: 'amount-mismatch', level: 'warn' });
  });

  it("does not pay when the attempt's amount no longer matches the order's total", () => {
    expect(decide(order({ totalMinor: 130_000 }), attempt(), event('paid'), false).outcome).toBe('amount-mismatch');
  });

  it('flags money taken for a cancelled, already paid or refunded order for a refund', () => {
    for (const o of [
      order({ status: OrderStatus.CANCELLED }),
      order({ paymentStatus: PaymentStatus.PAID, paymentReference: 'pay_0' }),
      order({ paymentStatus: PaymentStatus.REFUNDED }),
    ]) {
      const decision = decide(o, attempt(), event('paid'), false);
      expect(decision).toMatchObject({ outcome: 'needs-refund', level: 'error', attempt: { status: 'paid' } });
      expect(decision.order).toBeUndefined();
    }
  });

  it('never moves backwards', () => {
    expect(decide(order({ paymentStatus: PaymentStatus.PAID }), attempt('paid'), event('failed'), false).outcome).toBe('stale');
    expect(decide(order({ paymentStatus: PaymentStatus.REFUNDED }), attempt('refunded'), event('paid'), false).outcome).toBe('stale');
    expect(decide(order({ paymentStatus: PaymentStatus.PAID }), attempt('paid'), event('paid'), false).outcome).toBe('already-applied');
  });

  it('fails the order only when no newer attempt is open, and tells the shopper why', () => {
    const failed = decide(order(), attempt(), event('failed', { failureMessage: 'Card declined' }), false);
    expect(failed).toMatchObject({
      outcome: 'applied',
      order: { paymentStatus: PaymentStatus.FAILED },
      notification: { kind: 'payment-failed', orderId: 7, reason: 'Card declined' },
    });
    expect(decide(order(), attempt(), event('failed'), true)).toMatchObject({ outcome: 'superseded', attempt: { status: 'failed' } });
    expect(decide(order({ status: OrderStatus.CANCELLED }), attempt(), event('failed'), false).outcome).toBe('order-cancelled');
  });

  it('refunds in full only, and only the payment that paid the order moves it to REFUNDED', () => {
    const paid = order({ paymentStatus: PaymentStatus.PAID, paymentReference: 'pay_1' });
    expect(decide(paid, attempt('paid', { reference: 'pay_1' }), event('refunded'), false)).toMatchObject({
      outcome: 'applied',
      order: { paymentStatus: PaymentStatus.REFUNDED },
      notification: { kind: 'refund-issued', orderId: 7 },
    });
    expect(decide(paid, attempt('paid', { reference: 'pay_1' }), event('refunded', { amountMinor: 100 }), false).outcome).toBe(
      'partial-refund',
    );
    expect(decide(paid, attempt('paid', { reference: 'pay_2' }), event('refunded'), false)).toMatchObject({
      outcome: 'superseded',
      attempt: { status: 'refunded' },
    });
    expect(decide(paid, attempt('refunded'), event('refunded'), false).outcome).toBe('already-applied');
  });

  it('leaves cash on delivery alone', () => {
    expect(
      decide(order({ paymentMethod: PaymentMethod.COD, paymentStatus: PaymentStatus.COD }), attempt(), event('paid'), false).outcome,
    ).toBe('not-online');
  });
});
