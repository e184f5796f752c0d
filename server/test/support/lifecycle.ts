import { type PlacedOrder, deliver, gatewayEvent, placeOrder, startPayment } from './payments';
import type { Shopper } from './shop-fixtures';
import type { TestServer } from './test-server';

// Helpers of the order lifecycle suites (docs/decisions.md#order-lifecycle).

export const REFUND = `mutation($orderId: Int!, $amountMinor: SafeInt, $reason: String) {
  refundOrder(orderId: $orderId, amountMinor: $amountMinor, reason: $reason) {
    __typename ... on OrderPayment { paymentStatus } ... on ErrorResult { errorCode message } } }`;
export const UPDATE_STATUS = `mutation($id: Int!, $status: Int!, $expectedVersion: Int) {
  updateOrderStatus(id: $id, status: $status, expectedVersion: $expectedVersion) {
    __typename ... on AdminOrder { id status version } ... on StaleVersionError { currentVersion } ... on ErrorResult { errorCode message } } }`;

/** An online order paid through the test gateway's signed webhook; answers it with the gateway session. */
export async function paidOrder(t: TestServer, shopper: Shopper): Promise<PlacedOrder & { sessionId: string }> {
  const order = await placeOrder(t, shopper);
  const { sessionId } = await startPayment(t, shopper.token, order.id);
  const paid = await deliver(t, gatewayEvent(sessionId, 'payment.succeeded', order.totalMinor, order.currencyCode));
  if (paid.body?.outcome !== 'applied') throw new Error(`not paid: ${JSON.stringify(paid.body)}`);
  return { ...order, sessionId };
}

export interface OrderRow {
  status: number;
  paymentStatus: string;
  refundedMinor: number;
  stockReservation: string | null;
  archivedAt: unknown;
  version: number;
  invoiceNumber: string | null;
}

export async function orderRow(t: TestServer, orderId: number): Promise<OrderRow> {
  const [row] = await t.server.dataSource.query(
    'SELECT status, paymentStatus, refundedMinor, stockReservation, archivedAt, version, invoiceNumber FROM orders WHERE id = ?',
    [orderId],
  );
  return { ...row, status: Number(row.status), refundedMinor: Number(row.refundedMinor), version: Number(row.version) };
}

/** The outbox messages queued for an order, by kind, oldest first. */
export async function outboxOf(t: TestServer, orderId: number): Promise<{ kind: string; payload: Record<string, unknown> }[]> {
  const rows: { kind: string; payload: string }[] = await t.server.dataSource.query('SELECT kind, payload FROM outbox ORDER BY id');
  return rows
    .map((row) => ({ kind: row.kind, payload: JSON.parse(row.payload) as Record<string, unknown> }))
    .filter((row) => row.payload.orderId === orderId);
}

export async function refundsOf(t: TestServer, orderId: number): Promise<{ status: string; amountMinor: number }[]> {
  const rows = await t.server.dataSource.query('SELECT status, amountMinor FROM order_refunds WHERE orderId = ? ORDER BY createdAt', [
    orderId,
  ]);
  return rows.map((row: { status: string; amountMinor: unknown }) => ({ status: row.status, amountMinor: Number(row.amountMinor) }));
}

/** Refunds the test gateway made for a gateway session (one per idempotency key). */
export function gatewayRefunds(t: TestServer, sessionId: string) {
  const gateway = t.server.services.paymentProviders.testGateway;
  if (!gateway) throw new Error('the test gateway is not configured');
  return gateway.refundsMade.filter((refund) => refund.providerPaymentId === sessionId);
}

// Shipping (issue 29, docs/decisions.md#shipments-and-one-vocabulary): status 3 records the parcel.
export const SHIP = `mutation($input: ShipOrderInput!) {
  shipOrder(input: $input) {
    __typename ... on AdminOrder { id status statusLabel version shipment { courierName trackingNumber trackingUrl pieces { orderItemId huid certificateNumber } } }
    ... on StaleVersionError { currentVersion }
    ... on InputValidationError { fieldErrors { field message } }
    ... on ErrorResult { errorCode message } } }`;
const ADMIN_ITEMS = `query($id: String!) { adminOrders(search: $id, first: 1) { items { id items { id quantity } } } }`;

let huidCounter = 0;
/** A HUID no other test used: six characters A-Z/0-9, from the process id, the time and a counter. */
export function freshHuid(): string {
  huidCounter += 1;
  const n = (Date.now() * 7 + process.pid * 131 + huidCounter * 7919) % 36 ** 5;
  return `H${n.toString(36).toUpperCase().padStart(5, '0')}`;
}

/** Every piece of the order with a fresh HUID and report number (what the Ship dialog sends). */
export async function piecesOf(t: TestServer, admin: string, orderId: number) {
  const listed = await t.gql(ADMIN_ITEMS, { id: String(orderId) }, admin);
  const order = (listed.body.data.adminOrders.items as { id: number; items: { id: number; quantity: number }[] }[]).find(
    (o) => o.id === orderId,
  );
  if (!order) throw new Error(`order ${orderId} not listed`);
  return order.items.flatMap((item) =>
    Array.from({ length: item.quantity }, () => ({ orderItemId: item.id, huid: freshHuid(), certificateNumber: `LG${freshHuid()}` })),
  );
}

/** Ships an order through shipOrder with the first courier, a tracking number and every piece; answers shipOrder's result. */
export async function shipWith(t: TestServer, admin: string, orderId: number, extra: Record<string, unknown> = {}) {
  const couriers = await t.gql('query { couriers { id name active } }', {}, admin);
  const courier = (couriers.body.data.couriers as { id: number; active: boolean }[]).find((c) => c.active)!;
  const input = { orderId, courierId: courier.id, trackingNumber: `TRK${orderId}X`, pieces: await piecesOf(t, admin, orderId), ...extra };
  return (await t.gql(SHIP, { input }, admin)).body.data.shipOrder;
}
