import { describe, expect, it } from '@jest/globals';
import { addressLines, emptyText, kindFromParam, statusFromParam, statusTone } from './order-display';

describe('order display', () => {
  // The page (?page=) is read as every list's: shared/admin/list-url.spec.ts.
  it('reads the tab and status from the URL, falling back safely', () => {
    expect(kindFromParam('custom')).toBe('CUSTOM');
    expect(kindFromParam(null)).toBe('REGULAR');
    expect(kindFromParam('anything')).toBe('REGULAR');
    expect(statusFromParam('3')).toBe(3);
    expect(statusFromParam('6')).toBeNull();
    expect(statusFromParam('1.5')).toBeNull();
    expect(statusFromParam(null)).toBeNull();
  });

  // The payment badges are shared with the storefront: shared/orders/payment-label.spec.ts.
  it('gives each status its badge', () => {
    expect([1, 2, 3, 4, 5, 9].map(statusTone)).toEqual(['warning', 'info', 'primary', 'success', 'error', 'default']);
  });

  it('says which tab is empty, and that a filter is on', () => {
    expect(emptyText('REGULAR', false)).toBe('No regular orders found');
    expect(emptyText('CUSTOM', false)).toBe('No custom orders found');
    expect(emptyText('CUSTOM', true)).toBe('No custom orders found for this search or status');
  });

  it('writes the address without empty lines', () => {
    expect(addressLines({ address: '12 MG Road', apartment: null, city: 'Pune', state: 'MH', zipCode: '411001' })).toEqual([
      '12 MG Road',
      'Pune, MH 411001',
    ]);
    expect(addressLines({ address: '1 A St', apartment: 'Flat 4', city: 'Surat', state: 'GJ', zipCode: '395003' })).toHaveLength(3);
  });
});
