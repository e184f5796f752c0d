import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { type Answer, fakeApi, renderInShop } from '../../../test-support/render';
import { OrdersView } from './orders-view';
import { PAID_ORDER, adminOrder, adminOrderItem, orderEvent } from '../orders-fixtures';
import { money } from '../../../test-support/order-fixtures';

type Order = ReturnType<typeof adminOrder>;

/** The orders page searched for order #42 (its details open by themselves), on a fake API. */
function renderOrder(order: Order | (() => Order), answers: Record<string, Answer> = {}) {
  const current = typeof order === 'function' ? order : () => order;
  const api = fakeApi({
    OrdersList: () => ({ adminOrders: { __typename: 'AdminOrderList', totalCount: 1, items: [current()] } }),
    ...answers,
  });
  return renderInShop(<OrdersView />, { url: '/admin/orders?search=%2342', api });
}

const actionNames = () =>
  within(screen.getByTestId('order-actions'))
    .getAllByRole('button')
    .map((button) => button.textContent);

/**
 * Types `text` into a field as one paste: one input event instead of one per character, each of which re-renders the
 * whole order page (a typed amount took over 60 s on a loaded CI machine).
 */
async function fill(user: { click(element: Element): Promise<void>; paste(text: string): Promise<void> }, element: Element, text: string) {
  await user.click(element);
  await user.paste(text);
}

describe('the actions of an order are the ones its state allows', () => {
  it('offers exactly allowedActions, and no status select', async () => {
    // Arrange + Act: a paid order being processed.
    renderOrder(adminOrder({ allowedActions: ['SHIP', 'CANCEL', 'REFUND', 'ARCHIVE'] }));
    await screen.findByTestId('order-details');
    // Assert
    expect(actionNames()).toEqual(['Ship', 'Refund', 'Cancel order', 'Archive order']);
    expect(within(screen.getByTestId('order-details')).queryByRole('combobox')).toBeNull();
  });

  it('offers a cash-on-delivery order what its state allows: deliver, collect the cash, cancel, delete', async () => {
    renderOrder(adminOrder({ paymentMethod: 'COD', paymentStatus: 'COD', allowedActions: ['DELETE', 'CANCEL', 'COLLECT_COD', 'DELIVER'] }));
    await screen.findByTestId('order-details');
    expect(actionNames()).toEqual(['Mark delivered', 'Mark cash collected', 'Cancel order', 'Delete Order']);
  });

  it('says when nothing more can be done', async () => {
    renderOrder(adminOrder({ allowedActions: [], archived: true }));
    await screen.findByTestId('order-no-actions');
    expect(within(screen.getByTestId('order-details')).getByTestId('order-archived').textContent).toBe('Archived');
    expect(within(screen.getByTestId('orders-row')).getByTestId('order-archived').textContent).toBe('Archived');
  });

  it('sends a status change with the version the administrator saw', async () => {
    // Arrange
    const processed = adminOrder({ status: 2, statusLabel: 'Being made', version: 4, allowedActions: ['SHIP'] });
    const { api, user } = renderOrder(adminOrder({ status: 1, statusLabel: 'Placed', allowedActions: ['PROCESS'] }), {
      OrdersUpdateStatus: () => ({ updateOrderStatus: processed }),
    });
    // Act
    await user.click(await screen.findByRole('button', { name: 'Process' }));
    // Assert: no question (no money moves); the row and the actions follow the answer, in the customer's words.
    await screen.findByRole('button', { name: 'Ship' });
    expect(api.callsOf('OrdersUpdateStatus').map((call) => call.variables)).toEqual([{ id: 42, status: 2, expectedVersion: 3 }]);
    expect(within(screen.getByTestId('orders-row')).getByTestId('order-status').textContent).toBe('Being made');
  });

  it("ships through the Ship dialog: courier, tracking number and each piece's HUID, with the version the administrator saw", async () => {
    // Arrange: two pieces of one ring.
    const item = adminOrderItem(7, 2);
    const shipment = {
      __typename: 'OrderShipment',
      courierName: 'Blue Dart',
      trackingNumber: 'BD778899',
      trackingUrl: 'https://www.bluedart.com/track?n=BD778899',
      shippedAt: '2026-11-22T09:00:00.000Z',
      pieces: [
        { __typename: 'ShipmentPiece', orderItemId: 7, huid: 'AB12C3', certificateNumber: null },
        { __typename: 'ShipmentPiece', orderItemId: 7, huid: 'ZX98Y7', certificateNumber: null },
      ],
    };
    const shipped = adminOrder({ items: [item], status: 3, statusLabel: 'Shipped', version: 4, allowedActions: ['DELIVER'], shipment });
    const couriers = [
      { __typename: 'Courier', id: 1, name: 'Blue Dart', trackingUrlTemplate: 'https://www.bluedart.com/track?n={tracking}', active: true },
      { __typename: 'Courier', id: 2, name: 'Old Courier', trackingUrlTemplate: null, active: false },
    ];
    const { api, user } = renderOrder(adminOrder({ items: [item] }), {
      OrdersCouriers: () => ({ couriers }),
      OrdersShip: () => ({ shipOrder: shipped }),
    });
    // Act: Ship asks first; without a courier and a tracking number nothing is sent.
    await user.click(await screen.findByRole('button', { name: 'Ship' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship order #42' });
    await user.click(within(dialog).getByTestId('order-ship-confirm'));
    expect(within(dialog).getByText('Choose a courier')).toBeTruthy();
    expect(within(dialog).getByText('A tracking number is required')).toBeTruthy();
    expect(api.callsOf('OrdersShip')).toEqual([]);
    await user.click(within(dialog).getByTestId('order-ship-courier'));
    expect(screen.getAllByTestId('order-ship-courier-option').map((option) => option.textContent)).toEqual(['Blue Dart']);
    await user.click(screen.getByRole('option', { name: 'Blue Dart' }));
    await fill(user, within(dialog).getByTestId('order-ship-tracking'), 'BD778899');
    const huids = within(dialog).getAllByTestId('order-ship-huid');
    expect(huids).toHaveLength(2);
    await fill(user, huids[0], 'ab12c3');
    await fill(user, huids[1], 'ZX98Y7');
    await user.click(within(dialog).getByTestId('order-ship-confirm'));
    // Assert
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsOf('OrdersShip').map((call) => call.variables)).toEqual([
      {
        input: {
          orderId: 42,
          courierId: 1,
          trackingNumber: 'BD778899',
          expectedVersion: 3,
          pieces: [
            { orderItemId: 7, huid: 'AB12C3', certificateNumber: null },
            { orderItemId: 7, huid: 'ZX98Y7', certificateNumber: null },
          ],
        },
      },
    ]);
    expect(api.callsOf('OrdersUpdateStatus')).toEqual([]);
    const parcel = await screen.findByTestId('order-parcel');
    expect(within(parcel).getByTestId('order-parcel-courier').textContent).toBe('Blue Dart');
    expect(within(parcel).getByTestId('order-parcel-tracking').getAttribute('href')).toBe('https://www.bluedart.com/track?n=BD778899');
    expect(
      within(parcel)
        .getAllByTestId('order-parcel-piece')
        .map((piece) => piece.textContent),
    ).toEqual(['Solitaire Ring · HUID AB12C3', 'Solitaire Ring · HUID ZX98Y7']);
  });

  it("keeps the Ship dialog open with the server's refusal of a HUID used before", async () => {
    const item = adminOrderItem(7, 1);
    const couriers = [{ __typename: 'Courier', id: 1, name: 'Delhivery', trackingUrlTemplate: null, active: true }];
    const { user } = renderOrder(adminOrder({ items: [item] }), {
      OrdersCouriers: () => ({ couriers }),
      OrdersShip: () => ({
        shipOrder: {
          __typename: 'InputValidationError',
          errorCode: 'INPUT_VALIDATION_ERROR',
          message: "HUID AB12C3 was already recorded for another piece: each piece's HUID is unique",
          fieldErrors: [
            {
              __typename: 'FieldError',
              field: 'pieces',
              message: "HUID AB12C3 was already recorded for another piece: each piece's HUID is unique",
            },
          ],
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Ship' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship order #42' });
    await user.click(within(dialog).getByTestId('order-ship-courier'));
    await user.click(screen.getByRole('option', { name: 'Delhivery' }));
    await fill(user, within(dialog).getByTestId('order-ship-tracking'), 'DL1');
    await fill(user, within(dialog).getByTestId('order-ship-huid'), 'AB12C3');
    await user.click(within(dialog).getByTestId('order-ship-confirm'));
    expect((await within(dialog).findByTestId('order-ship-pieces-error')).textContent).toContain('HUID AB12C3 was already recorded');
    expect(screen.getByRole('dialog', { name: 'Ship order #42' })).toBeTruthy();
  });

  it('asks before cancelling a paid order, saying the payment is refunded', async () => {
    // Arrange
    const { api, user } = renderOrder(adminOrder(), {
      OrdersUpdateStatus: () => ({
        updateOrderStatus: adminOrder({ status: 5, statusLabel: 'Cancelled', paymentStatus: 'REFUNDED', allowedActions: ['ARCHIVE'] }),
      }),
    });
    // Act
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #42' });
    // Assert
    expect(within(dialog).getByText(/This refunds the payment of ₹1,25,000\.00 to Asha Rao/)).toBeTruthy();
    expect(api.callsOf('OrdersUpdateStatus')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() =>
      expect(api.callsOf('OrdersUpdateStatus').map((call) => call.variables)).toEqual([{ id: 42, status: 5, expectedVersion: 3 }]),
    );
    await waitFor(() => expect(within(screen.getByTestId('orders-row')).getByTestId('order-payment').textContent).toBe('Refunded'));
  });

  it('tells of a change made by someone else since the order was opened, and reloads it', async () => {
    // Arrange: another administrator shipped it meanwhile (version 4).
    let reloaded = false;
    const { api, user } = renderOrder(
      () => (reloaded ? adminOrder({ status: 3, statusLabel: 'Shipped', version: 4, allowedActions: ['DELIVER'] }) : adminOrder()),
      {
        OrdersUpdateStatus: () => {
          reloaded = true;
          return {
            updateOrderStatus: {
              __typename: 'StaleVersionError',
              errorCode: 'STALE_VERSION_ERROR',
              message: 'Order #42 was changed since it was opened.',
              currentVersion: 4,
            },
          };
        },
      },
    );
    // Act
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    // Assert
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const stale = await screen.findByTestId('order-stale');
    expect(stale.textContent).toContain('This was changed by someone else since you opened it');
    const listReads = api.callsOf('OrdersList').length;
    await user.click(within(stale).getByRole('button', { name: 'Reload' }));
    await screen.findByRole('button', { name: 'Mark delivered' });
    expect(api.callsOf('OrdersList').length).toBe(listReads + 1);
    expect(screen.queryByTestId('order-stale')).toBeNull();
  });

  it("shows a refused transition in the server's words", async () => {
    const { user } = renderOrder(adminOrder({ status: 1, allowedActions: ['PROCESS'] }), {
      OrdersUpdateStatus: () => ({
        updateOrderStatus: {
          __typename: 'OrderTransitionError',
          errorCode: 'ORDER_TRANSITION_ERROR',
          message: 'Order #42 is refunded in full: it cannot be processed.',
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Process' }));
    expect((await screen.findByTestId('order-transition-refused')).textContent).toBe(
      'Order #42 is refunded in full: it cannot be processed.',
    );
  });
});

describe('a partial refund', () => {
  /** ₹20,000 went back already; ₹1,05,000 may still be refunded. */
  const PARTLY_REFUNDED = adminOrder({
    paymentStatus: 'PARTIALLY_REFUNDED',
    refunded: money('20000.00', 2_000_000),
    refundable: money('105000.00', 10_500_000),
  });

  it('starts at all that is left, shows what went back before, checks amount and reason, and sends minor units', async () => {
    // Arrange
    const { api, user } = renderOrder(PARTLY_REFUNDED, {
      OrdersRefund: () => ({
        refundOrder: {
          __typename: 'OrderPayment',
          orderId: 42,
          paymentStatus: 'PARTIALLY_REFUNDED',
          provider: 'test',
          reference: 'tgpay_81f2',
          failureMessage: null,
          payable: false,
        },
      }),
    });
    expect(within(await screen.findByTestId('orders-row')).getByTestId('order-payment').textContent).toBe('Partially refunded');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund order #42' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount (INR)' });
    expect((amount as HTMLInputElement).value).toBe('105000.00');
    expect(within(dialog).getByTestId('order-refund-so-far').textContent).toBe('₹20,000.00');

    // Act: more than is left, and no reason.
    await user.clear(amount);
    await fill(user, amount, '105000.01');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    // Assert: both refused here; nothing sent.
    expect(await within(dialog).findByText('At most ₹1,05,000.00 can be refunded')).toBeTruthy();
    expect(within(dialog).getByText(/Say why the money goes back/)).toBeTruthy();
    expect(api.callsOf('OrdersRefund')).toEqual([]);

    // Act: part of it, with a reason.
    await user.clear(amount);
    await fill(user, amount, '5000.5');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Reason' }), 'One earring returned');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    // Assert
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsOf('OrdersRefund').map((call) => call.variables)).toEqual([
      { orderId: 42, amountMinor: 500_050, reason: 'One earring returned' },
    ]);
  });
});

describe('the history of an order', () => {
  // The paid order's placed and paid events, then a status change.
  const WITH_HISTORY = adminOrder({
    history: [
      ...PAID_ORDER.history,
      orderEvent({
        id: 3,
        kind: 'status',
        actor: 'admin',
        actorName: 'Meera Iyer',
        fromState: 'Pending',
        toState: 'Processing',
        customerVisible: true,
      }),
    ],
  });

  it('shows every event: what, from → to, amount, who and the provider reference', async () => {
    renderOrder(WITH_HISTORY);
    const events = await screen.findAllByTestId('order-event');
    expect(events.map((event) => event.getAttribute('data-kind'))).toEqual(['placed', 'paid', 'status']);
    expect(events[1].textContent).toContain('Payment received');
    expect(within(events[1]).getByTestId('order-event-transition').textContent).toBe('Payment pending → Paid');
    expect(within(events[1]).getByTestId('order-event-amount').textContent).toBe('₹1,25,000.00');
    expect(events[1].textContent).toContain('Provider reference: tgpay_81f2');
    expect(events[1].textContent).toContain('Provider');
    expect(events[2].textContent).toContain('Meera Iyer');
    expect(events[2].textContent).toContain('Pending → Processing');
  });

  it('adds an internal note and appends it to the timeline', async () => {
    // Arrange
    const note = orderEvent({
      id: 4,
      kind: 'note',
      actor: 'admin',
      actorName: 'Meera Iyer',
      note: 'Customer asked to gift-wrap',
      customerVisible: false,
    });
    const { api, user } = renderOrder(WITH_HISTORY, { OrdersAddNote: () => ({ addOrderNote: note }) });
    const add = await screen.findByRole('button', { name: 'Add note' });
    // Act: empty first
    await user.click(add);
    // Assert: refused here
    expect(await screen.findByText('Write the note first')).toBeTruthy();
    expect(api.callsOf('OrdersAddNote')).toEqual([]);
    // Act
    await fill(user, screen.getByRole('textbox', { name: 'Add internal note' }), '  Customer asked to gift-wrap ');
    await user.click(add);
    // Assert: sent trimmed, shown last and marked internal, the box emptied.
    await waitFor(() => expect(screen.getAllByTestId('order-event')).toHaveLength(4));
    const added = screen.getAllByTestId('order-event')[3];
    expect(within(added).getByTestId('order-event-note').textContent).toBe('Customer asked to gift-wrap');
    expect(within(added).getByTestId('order-event-internal')).toBeTruthy();
    expect(api.callsOf('OrdersAddNote').map((call) => call.variables)).toEqual([{ orderId: 42, note: 'Customer asked to gift-wrap' }]);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Add internal note' }).value).toBe('');
  });
});
