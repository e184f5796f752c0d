import { describe, expect, it, jest } from '@jest/globals';
import { countsOrZero, debounce, salesTotals, shortDay } from './dashboard-figures';

describe('dashboard figures', () => {
  it('counts a failed part as zero', () => {
    expect(countsOrZero(undefined)).toEqual({ users: 0, products: 0, orders: 0, inquiries: 0 });
    const counts = { users: 3, products: 45, orders: 7, inquiries: 2 };
    expect(countsOrZero(counts)).toBe(counts);
  });

  it('adds up orders and revenue to the paisa', () => {
    const days = [
      { date: '2026-11-01', orders: 2, revenueInr: 0.1 },
      { date: '2026-11-02', orders: 0, revenueInr: 0 },
      { date: '2026-11-03', orders: 1, revenueInr: 0.2 },
      { date: '2026-11-04', orders: 1, revenueInr: 120430.55 },
    ];
    expect(salesTotals(days)).toEqual({ orders: 4, revenueInr: 120430.85 });
    expect(salesTotals([])).toEqual({ orders: 0, revenueInr: 0 });
  });

  it('names a day as the server counted it (UTC)', () => {
    expect(shortDay('2026-11-03')).toBe('3 Nov');
  });

  it('runs a burst of refresh clicks once, after the pause', () => {
    jest.useFakeTimers();
    try {
      const run = jest.fn();
      const refresh = debounce(run, 500);
      refresh.call();
      jest.advanceTimersByTime(300);
      refresh.call();
      jest.advanceTimersByTime(499);
      expect(run).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(run).toHaveBeenCalledTimes(1);
      refresh.call();
      refresh.cancel();
      jest.advanceTimersByTime(1000);
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
