import { describe, expect, it } from '@jest/globals';
import { formatOrderDate, orderNumber, orderProgress } from './order-status';

const completed = (status: number) => {
  const progress = orderProgress(status);
  return progress.cancelled ? 'cancelled' : progress.steps.filter((step) => step.complete).map((step) => step.label);
};

describe('order status timeline', () => {
  it('completes every step whose number the status has reached', () => {
    expect(completed(1)).toEqual(['Placed']);
    expect(completed(3)).toEqual(['Placed', 'Being made', 'Shipped']);
    expect(completed(4)).toEqual(['Placed', 'Being made', 'Shipped', 'Delivered']);
  });

  it('marks the latest complete step as the current one', () => {
    const progress = orderProgress(2);
    expect(progress.cancelled).toBe(false);
    if (!progress.cancelled) expect(progress.steps.map((step) => step.current)).toEqual([false, true, false, false]);
  });

  it('shows Cancelled instead of the timeline for status 5, and nothing done for an unknown low status', () => {
    expect(completed(5)).toBe('cancelled');
    expect(completed(0)).toEqual([]);
  });
});

describe('order number and date', () => {
  it('pads the id to four digits after ORD-', () => {
    expect([orderNumber(1), orderNumber(42), orderNumber(12345)]).toEqual(['ORD-0001', 'ORD-0042', 'ORD-12345']);
  });

  it('writes the date the Indian way and leaves a non-date as it is', () => {
    expect(formatOrderDate('2026-11-21T10:15:00.000Z')).toBe('21 Nov 2026');
    expect(formatOrderDate('soon')).toBe('soon');
  });
});
