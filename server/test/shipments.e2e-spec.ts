import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type ProductFixture, type Shopper, findProductFixture, newShopper } from './support/shop-fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, startTestServer } from './support/test-server';
import { TEST_GATEWAY_SECRET } from './support/payments';
import { SHIP, UPDATE_STATUS, freshHuid, orderRow, outboxOf, paidOrder, piecesOf, shipWith } from './support/lifecycle';

// Issue 29, shipments and one vocabulary (docs/decisions.md#shipments-and-one-vocabulary), over real HTTP on both
// databases: Shipped needs the courier and tracking number; shipOrder records the parcel and its pieces through
// the lifecycle's SHIP action in one transaction; a HUID is unique across the shop (the unique index decides
// between two admins); the invoice prints the pieces sent, never the design's HUID; the hallmark follows the
// purity bought; the admin and the shopper read the same word for each status.

const run = promisify(execFile);

const CREATE_ORDER = `mutation($input: CreateOrderInput!) { createOrder(input: $input) {
  __typename ... on CreateOrderSuccess { order { id } } ... on ErrorResult { errorCode message } } }`;
const SHOPPER_ORDER = `query($id: Int!) { order(id: $id) {
  id status statusLabel
  items { id purity identifiers }
  shipment { courierName trackingNumber trackingUrl pieces { orderItemId huid certificateNumber } }
  history { kind fromState toState note }
} }`;
const ADMIN_ORDER = `query($id: String!) { adminOrders(search: $id, first: 1) { items { id status statusLabel version
  shipment { courierName trackingNumber trackingUrl pieces { orderItemId huid certificateNumber } }
  history { kind fromState toState note } } } }`;
const DASHBOARD_LABELS = `query { adminOrders(first: 1) { totalCount } }`;
const SET_CERTIFICATE = `mutation($productId: Int!, $input: CertificateInput!) { setProductCertificate(productId: $productId, input: $input) { __typename } }`;
const SET_HALLMARK = `mutation($productId: Int!, $input: HallmarkInput!) { setProductHallmark(productId: $productId, input: $input) { __typename } }`;

const ADDRESS = {
  firstName: 'Kavya',
  lastName: 'Menon',
  email: 'kavya.menon@example.com',
  phone: '+919812300029',
  address: '3 Lavelle Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560001',
  country: 'IN',
};

describe(`shipments and one vocabulary [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let admin: string;
  let shopper: Shopper;
  let product: ProductFixture;
  let workDir: string;
  const db = (sql: string, params: unknown[] = []) => t.server.dataSource.query(sql, params);

  const codOrder = async (caratIndex = 0, quantity = 1): Promise<number> => {
    const item = { productId: product.id, productCaratId: product.carats[caratIndex].id, quantity };
    const placed = await t.gql(CREATE_ORDER, { input: { ...ADDRESS, paymentMethod: 'COD', source: 'BUY_NOW', item } }, shopper.token);
    if (placed.body.data?.createOrder.__typename !== 'CreateOrderSuccess') throw new Error(JSON.stringify(placed.body));
    return placed.body.data.createOrder.order.id;
  };
  const shopperOrder = async (id: number) => (await t.gql(SHOPPER_ORDER, { id }, shopper.token)).body.data.order;
  const adminOrder = async (id: number) => (await t.gql(ADMIN_ORDER, { id: String(id) }, admin)).body.data.adminOrders.items[0];
  const couriers = async () => (await t.gql('query { couriers { id name trackingUrlTemplate active } }', {}, admin)).body.data.couriers;
  const pdfText = async (orderId: number) => {
    const response = await fetch(`${t.url}/api/orders/${orderId}/invoice`, { headers: { authorization: `Bearer ${shopper.token}` } });
    expect(response.status).toBe(200);
    const file = path.join(workDir, `invoice-${orderId}-${Date.now()}.pdf`);
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
    return (await run('pdftotext', ['-layout', file, '-'])).stdout;
  };

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'shipments-'));
    t = await startTestServer({ TEST_GATEWAY_SECRET });
    admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    shopper = await newShopper(t, 'Kavya');
    product = await findProductFixture(t, false, false);
    // The design guarantees an IGI certificate and a BIS hallmark; its own HUID and report number identify no piece sold.
    const certified = await t.gql(SET_CERTIFICATE, { productId: product.id, input: { lab: 'IGI', reportNumber: 'LG700000001' } }, admin);
    expect(certified.body.data.setProductCertificate.__typename).toBe('Certification');
    const hallmarked = await t.gql(
      SET_HALLMARK,
      { productId: product.id, input: { purity: product.carats[0].value, huid: 'DZ9Q7W' } },
      admin,
    );
    expect(hallmarked.body.data.setProductHallmark.__typename).toBe('Certification');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  it('offers the five default couriers, with tracking links, and lets the admin add, edit and deactivate one', async () => {
    const list = await couriers();
    expect(list.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Blue Dart', 'Delhivery', 'India Post', 'DHL', 'FedEx']),
    );
    expect(list.every((c: { trackingUrlTemplate: string }) => c.trackingUrlTemplate.includes('{tracking}'))).toBe(true);
    const SAVE = `mutation($id: Int, $input: CourierInput!) { saveCourier(id: $id, input: $input) {
      __typename ... on Courier { id name trackingUrlTemplate active } ... on InputValidationError { fieldErrors { field message } } } }`;
    const bad = await t.gql(SAVE, { input: { name: 'Shadowfax', trackingUrlTemplate: 'https://track.example/no-placeholder' } }, admin);
    expect(bad.body.data.saveCourier.fieldErrors[0].field).toBe('trackingUrlTemplate');
    const added = await t.gql(SAVE, { input: { name: 'Shadowfax', trackingUrlTemplate: 'https://track.example/{tracking}' } }, admin);
    expect(added.body.data.saveCourier).toMatchObject({ __typename: 'Courier', name: 'Shadowfax', active: true });
    const duplicate = await t.gql(SAVE, { input: { name: 'Shadowfax', trackingUrlTemplate: null } }, admin);
    expect(duplicate.body.data.saveCourier.fieldErrors[0].message).toBe('A courier named "Shadowfax" already exists');
    const id = added.body.data.saveCourier.id;
    const off = await t.gql(SAVE, { id, input: { name: 'Shadowfax', trackingUrlTemplate: null, active: false } }, admin);
    expect(off.body.data.saveCourier).toMatchObject({ active: false, trackingUrlTemplate: null });
    // A deactivated courier is no longer one to ship with.
    const order = await codOrder();
    const refused = await shipWith(t, admin, order, { courierId: id });
    expect(refused.fieldErrors).toEqual([{ field: 'courierId', message: 'Choose one of the active couriers' }]);
  });

  it('refuses Shipped without the courier and tracking number, and changes nothing', async () => {
    const order = await codOrder();
    const before = await orderRow(t, order);
    const refused = (await t.gql(UPDATE_STATUS, { id: order, status: 3 }, admin)).body.data.updateOrderStatus;
    expect(refused).toMatchObject({ __typename: 'OrderTransitionError', errorCode: 'ORDER_TRANSITION_ERROR' });
    expect(refused.message).toMatch(/record the courier and the tracking number/i);
    expect(await orderRow(t, order)).toMatchObject({ status: 1, version: before.version });
    // shipOrder without a tracking number, or without the pieces of a hallmarked, certified line, is refused too.
    const untracked = await shipWith(t, admin, order, { trackingNumber: '  ' });
    expect(untracked.fieldErrors).toEqual([{ field: 'trackingNumber', message: 'A tracking number is required' }]);
    const noPieces = await shipWith(t, admin, order, { pieces: [] });
    expect(noPieces.__typename).toBe('InputValidationError');
    expect(noPieces.fieldErrors[0].message).toMatch(/^Record 1 piece of .+ \(0 given\)$/);
    const [itemId] = (await piecesOf(t, admin, order)).map((p) => p.orderItemId);
    const noCertificate = await shipWith(t, admin, order, {
      pieces: [{ orderItemId: itemId, huid: freshHuid(), certificateNumber: null }],
    });
    expect(noCertificate.fieldErrors).toEqual([
      { field: 'pieces.0.certificateNumber', message: expect.stringMatching(/^Enter the certificate report number of each piece of /) },
    ]);
    const badHuid = await shipWith(t, admin, order, { pieces: [{ orderItemId: itemId, huid: 'AB-12', certificateNumber: 'LG1' }] });
    expect(badHuid.fieldErrors).toEqual([{ field: 'pieces.0.huid', message: 'A HUID is 6 letters or digits (A-Z, 0-9)' }]);
    expect(await orderRow(t, order)).toMatchObject({ status: 1, version: before.version });
    expect(await db('SELECT id FROM shipments WHERE orderId = ?', [order])).toEqual([]);
  });

  it('ships through the lifecycle: status 3, version bumped, history lines, the shipped e-mail queued, the parcel and its pieces recorded', async () => {
    const paid = await paidOrder(t, shopper);
    const before = await orderRow(t, paid.id);
    const pieces = await piecesOf(t, admin, paid.id);
    const list = await couriers();
    const blueDart = list.find((c: { name: string }) => c.name === 'Blue Dart');
    const shipped = (
      await t.gql(
        SHIP,
        {
          input: {
            orderId: paid.id,
            courierId: blueDart.id,
            trackingNumber: ' 7788 99 ',
            pieces: pieces.map((p) => ({ ...p, huid: p.huid.toLowerCase() })),
            expectedVersion: before.version,
          },
        },
        admin,
      )
    ).body.data.shipOrder;
    expect(shipped).toMatchObject({ __typename: 'AdminOrder', status: 3, statusLabel: 'Shipped', version: before.version + 1 });
    expect(shipped.shipment).toEqual({
      courierName: 'Blue Dart',
      trackingNumber: '7788 99',
      trackingUrl: blueDart.trackingUrlTemplate.replace('{tracking}', '7788%2099'),
      pieces: pieces.map((p) => ({ orderItemId: p.orderItemId, huid: p.huid, certificateNumber: p.certificateNumber })),
    });
    expect(await orderRow(t, paid.id)).toMatchObject({ status: 3 });
    const mails = await outboxOf(t, paid.id);
    expect(mails.filter((m) => m.kind === 'order-status-changed').map((m) => m.payload.status)).toEqual([3]);
    // The shopper reads the same parcel, and the history says it in the customer's words.
    const seen = await shopperOrder(paid.id);
    expect(seen.shipment).toEqual(shipped.shipment);
    expect(seen.history.slice(-2)).toEqual([
      { kind: 'status', fromState: 'Placed', toState: 'Shipped', note: null },
      { kind: 'shipment', fromState: null, toState: null, note: 'Blue Dart · tracking number 7788 99' },
    ]);
    // Shipped once: a second shipOrder is refused by the table and records nothing more.
    const again = await shipWith(t, admin, paid.id);
    expect(again).toMatchObject({ __typename: 'OrderTransitionError' });
    expect(await db('SELECT COUNT(*) AS n FROM shipments WHERE orderId = ?', [paid.id])).toEqual([{ n: expect.anything() }]);
    expect(Number((await db('SELECT COUNT(*) AS n FROM shipment_pieces'))[0].n)).toBeGreaterThanOrEqual(pieces.length);
  });

  it('refuses a HUID recorded before, naming it; a stale version ships nothing', async () => {
    const first = await codOrder();
    const shipped = await shipWith(t, admin, first);
    expect(shipped.__typename).toBe('AdminOrder');
    const used = shipped.shipment.pieces[0].huid;
    const second = await codOrder();
    const [piece] = await piecesOf(t, admin, second);
    const refused = await shipWith(t, admin, second, { pieces: [{ ...piece, huid: used }] });
    expect(refused.fieldErrors).toEqual([
      { field: 'pieces', message: `HUID ${used} was already recorded for another piece: each piece's HUID is unique` },
    ]);
    const stale = await shipWith(t, admin, second, { expectedVersion: 1_000 });
    expect(stale).toMatchObject({ __typename: 'StaleVersionError' });
    expect(await orderRow(t, second)).toMatchObject({ status: 1 });
    expect(await db('SELECT id FROM shipments WHERE orderId = ?', [second])).toEqual([]);
    expect((await outboxOf(t, second)).map((m) => m.kind)).not.toContain('order-status-changed');
  });

  it('two admins shipping two orders with the same HUID at once: exactly one wins, the other is told the HUID', async () => {
    const [a, b] = [await codOrder(), await codOrder()];
    const huid = freshHuid();
    const [pa, pb] = [await piecesOf(t, admin, a), await piecesOf(t, admin, b)];
    const results = await Promise.all([
      shipWith(t, admin, a, { pieces: [{ ...pa[0], huid }] }),
      shipWith(t, admin, b, { pieces: [{ ...pb[0], huid }] }),
    ]);
    expect(results.map((r) => r.__typename).sort()).toEqual(['AdminOrder', 'InputValidationError']);
    const loser = results.find((r) => r.__typename === 'InputValidationError');
    expect(loser.fieldErrors[0].message).toBe(`HUID ${huid} was already recorded for another piece: each piece's HUID is unique`);
    const rows = await db('SELECT huid FROM shipment_pieces WHERE huid = ?', [huid]);
    expect(rows).toHaveLength(1);
    const statuses = [(await orderRow(t, a)).status, (await orderRow(t, b)).status].sort();
    expect(statuses).toEqual([1, 3]);
    const loserId = statuses[0] === (await orderRow(t, a)).status && (await orderRow(t, a)).status === 1 ? a : b;
    expect((await outboxOf(t, loserId)).map((m) => m.kind)).not.toContain('order-status-changed');
  });

  it('the invoice prints the pieces sent once shipped, never the design’s HUID or report number', async () => {
    const order = await codOrder(0, 2);
    const before = await pdfText(order);
    expect(before).toContain('IGI certified');
    expect(before).toContain(`BIS hallmarked ${product.carats[0].value}K`);
    for (const designOnly of ['DZ9Q7W', 'LG700000001']) expect(before).not.toContain(designOnly);
    const shipped = await shipWith(t, admin, order);
    expect(shipped.shipment.pieces).toHaveLength(2);
    const after = (await pdfText(order)).replace(/\s+/g, ' ');
    for (const piece of shipped.shipment.pieces)
      expect(after).toContain(`Piece sent: HUID ${piece.huid} · Report ${piece.certificateNumber}`);
    expect(after).not.toContain('DZ9Q7W');
    const seen = await shopperOrder(order);
    expect(seen.items[0].identifiers).toEqual(['IGI certified', `BIS hallmarked ${product.carats[0].value}K`]);
  });

  it('the hallmark follows the purity bought, not the one the design was hallmarked in', async () => {
    const order = await codOrder(1);
    const seen = await shopperOrder(order);
    expect(product.carats[1].value).not.toBe(product.carats[0].value);
    expect(seen.items[0].purity).toBe(`${product.carats[1].value}K`);
    expect(seen.items[0].identifiers).toEqual(['IGI certified', `BIS hallmarked ${product.carats[1].value}K`]);
    expect(await pdfText(order)).not.toContain(`BIS hallmarked ${product.carats[0].value}K`);
  });

  it('reads the same word for each status in the back office, on My Order and in the history', async () => {
    const order = await codOrder();
    expect((await adminOrder(order)).statusLabel).toBe('Placed');
    expect((await shopperOrder(order)).statusLabel).toBe('Placed');
    expect((await t.gql(UPDATE_STATUS, { id: order, status: 2 }, admin)).body.data.updateOrderStatus.__typename).toBe('AdminOrder');
    expect((await adminOrder(order)).statusLabel).toBe('Being made');
    expect((await shopperOrder(order)).statusLabel).toBe('Being made');
    expect((await shopperOrder(order)).history.map((h: { toState: string | null }) => h.toState)).toEqual(['Placed', 'Being made']);
    const rest = await t.rest('GET', `/api/order/getallorders`, undefined, admin);
    const legacy = (rest.body.data as { orderId?: number; id?: number; statusLabel: string }[]).find((o) => (o.orderId ?? o.id) === order);
    expect(legacy?.statusLabel).toBe('Being made');
    expect((await t.gql(DASHBOARD_LABELS, {}, admin)).body.data.adminOrders.totalCount).toBeGreaterThan(0);
  });

  it('the legacy REST path ships with an optional courier and tracking number, and without them as its old client did', async () => {
    const withParcel = await codOrder();
    const pieces = await piecesOf(t, admin, withParcel);
    const shipped = await t.rest(
      'PUT',
      `/api/order/updatestatus/${withParcel}`,
      { status: 3, courier: 'delhivery', trackingNumber: 'DL123', pieces },
      admin,
    );
    expect(shipped).toMatchObject({ status: 200, body: { status: 3, statusLabel: 'Shipped' } });
    expect((await shopperOrder(withParcel)).shipment).toMatchObject({ courierName: 'Delhivery', trackingNumber: 'DL123' });
    const missingNumber = await codOrder();
    const refused = await t.rest('PUT', `/api/order/updatestatus/${missingNumber}`, { status: 3, courier: 'DHL' }, admin);
    expect(refused.status).toBe(400);
    const legacy = await codOrder();
    const plain = await t.rest('PUT', `/api/order/updatestatus/${legacy}`, { status: 3 }, admin);
    expect(plain).toMatchObject({ status: 200, body: { status: 3, statusLabel: 'Shipped' } });
    expect((await shopperOrder(legacy)).shipment).toBeNull();
  });
});
