import { describe, expect, it } from '@jest/globals';
import { addressLines, emptyText, kindFromParam, pageFromParam, statusFromParam, statusTone } from './order-display';

describe('order display', () => {
  it('reads the tab, status and page from the URL, falling back safely', () => {
    expect(kindFromParam('custom')).toBe('CUSTOM');
    expect(kindFromParam(null)).toBe('REGULAR');
    expect(kindFromParam('anything')).toBe('REGULAR');
    expect(statusFromParam('3')).toBe(3);
    expect(statusFromParam('6')).toBeNull();
    expect(statusFromParam('1.5')).toBeNull();
    expect(statusFromParam(null)).toBeNull();
    expect(pageFromParam('4')).toBe(4);
    expect(pageFromParam('0')).toBe(1);
    expect(pageFromParam('x')).toBe(1);
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
