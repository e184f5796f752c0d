import { describe, expect, it } from '@jest/globals';
import type { OrdersRowFragment } from './orders.generated';
import { confirmText, offeredActions } from './order-actions';
import { adminOrder } from './orders-fixtures';
import { money } from '../../test-support/order-fixtures';

const order = (fields: Parameters<typeof adminOrder>[0] = {}) => adminOrder(fields) as unknown as OrdersRowFragment;
const spec = (action: Parameters<typeof offeredActions>[0][number]) => offeredActions([action])[0];

describe('order actions', () => {
  it('offers exactly the allowed actions, in a fixed order, and Archive in place of Delete when both are allowed', () => {
    expect(offeredActions(['CANCEL', 'PROCESS']).map((action) => action.label)).toEqual(['Process', 'Cancel order']);
    expect(offeredActions(['DELETE', 'ARCHIVE']).map((action) => action.action)).toEqual(['ARCHIVE']);
    expect(offeredActions([])).toEqual([]);
  });

  it('maps each status action to its status (Ship opens its dialog), and asks first where money moves', () => {
    expect(offeredActions(['PROCESS', 'SHIP', 'DELIVER', 'CANCEL']).map((action) => [action.effect, action.confirm])).toEqual([
      [{ kind: 'status', status: 2 }, false],
      [{ kind: 'ship' }, false],
      [{ kind: 'status', status: 4 }, false],
      [{ kind: 'status', status: 5 }, true],
    ]);
    expect(spec('REFUND').effect).toEqual({ kind: 'refund' });
    expect(spec('COLLECT_COD')).toMatchObject({ confirm: true, effect: { kind: 'collect-cod' } });
  });

  it("says what a cancel does to the money in the order's state", () => {
    expect(confirmText(spec('CANCEL'), order())).toBe('Cancel order #42? This refunds the payment of ₹1,25,000.00 to Asha Rao.');
    expect(confirmText(spec('CANCEL'), order({ paymentStatus: 'COD', paymentMethod: 'COD', refundable: money('0.00', 0) }))).toBe(
      'Cancel order #42? No payment was taken, so nothing is refunded.',
    );
    expect(confirmText(spec('CANCEL'), order({ paymentStatus: 'REFUNDED', refundable: money('0.00', 0) }))).toContain('refunded already');
    expect(confirmText(spec('CANCEL'), order({ paymentStatus: 'COD_COLLECTED', refundable: money('0.00', 0) }))).toContain(
      'is not refunded online',
    );
  });
});
