import { ContactInquiry, InquiryStatus } from '../src/entities/contact-inquiry.entity';
import { Order, OrderSource, PaymentMethod, PaymentStatus } from '../src/entities/order.entity';
import { Product } from '../src/entities/product.entity';
import { User } from '../src/entities/user.entity';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  CUSTOMER_PASSWORD,
  INR_CUSTOMER_EMAIL,
  type TestServer,
  startTestServer,
} from './support/test-server';

// The back-office dashboard and contact inquiries on both transports: GraphQL dashboardStats /
// recentInquiries / adminInquiries / updateInquiryStatus and the legacy REST rows GET /frame/getallframes,
// GET /contact/getall (GET /user/getall and GET /order/getallorders are in admin-users and admin-orders).

const STATS = '{ dashboardStats { users products orders inquiries } }';
const INQUIRY_FIELDS = 'id inquiryType name email phone subject message status createdAt';
const RECENT = `query RecentInquiries($first: Int) { recentInquiries(first: $first) { ${INQUIRY_FIELDS} } }`;
const INQUIRIES = `query AdminInquiries($status: InquiryStatus, $first: Int, $offset: Int) {
  adminInquiries(status: $status, first: $first, offset: $offset) { totalCount items { ${INQUIRY_FIELDS} } }
}`;
const UPDATE_INQUIRY = `mutation UpdateInquiryStatus($id: Int!, $status: InquiryStatus!) {
  updateInquiryStatus(id: $id, status: $status) {
    __typename
    ... on ContactInquiry { id status }
    ... on ErrorResult { errorCode message }
  }
}`;

describe(`admin dashboard and contact inquiries [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let admin: string;
  let customer: string;
  const inquiries = () => t.server.dataSource.getRepository(ContactInquiry);
  /** Inquiries as the lists order them: newest first, the id breaking ties. */
  const newestFirst = async (status?: InquiryStatus) =>
    (await inquiries().find({ where: status ? { status } : {} })).sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
    );
  const asGraphQL = (i: ContactInquiry) => ({
    id: i.id,
    inquiryType: i.inquiryType,
    name: i.name,
    email: i.email,
    phone: i.phone,
    subject: i.subject,
    message: i.message,
    status: i.status.toUpperCase(),
    createdAt: i.createdAt.toISOString(),
  });

  beforeAll(async () => {
    t = await startTestServer();
    admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    customer = await t.login(INR_CUSTOMER_EMAIL, CUSTOMER_PASSWORD);
    const statuses = [InquiryStatus.NEW, InquiryStatus.PENDING, InquiryStatus.CLOSED];
    for (let i = 0; i < 8; i++) {
      await inquiries().save(
        inquiries().create({
          inquiryType: i % 4 === 0 ? null : 'Custom order',
          name: `Sender ${i}`,
          email: `sender${i}@example.com`,
          phone: '+91 98765 43210',
          subject: `Question ${i}`,
          message: `Message number ${i}`,
          status: statuses[i % 3],
        }),
      );
    }
    const [shopper] = await t.server.dataSource.getRepository(User).find({ take: 1 });
    const orders = t.server.dataSource.getRepository(Order);
    await orders.save(
      orders.create({
        userId: shopper.id,
        firstName: 'A',
        lastName: 'B',
        email: 'a@example.com',
        phone: '+919800000000',
        address: 'x',
        apartment: null,
        city: 'c',
        state: 's',
        zipCode: '1',
        currencyCode: 'INR',
        subtotalMinor: 100,
        shippingMinor: 0,
        taxMinor: 0,
        totalMinor: 100,
        paymentMethod: PaymentMethod.COD,
        paymentStatus: PaymentStatus.COD,
        source: OrderSource.CART,
        idempotencyKey: null,
      }),
    );
  });
  afterAll(() => t?.close());

  describe('dashboardStats', () => {
    it('counts users, products, orders and contact inquiries', async () => {
      const ds = t.server.dataSource;
      const result = await t.gql(STATS, {}, admin);
      expect(result.body.data.dashboardStats).toEqual({
        users: await ds.getRepository(User).count(),
        products: await ds.getRepository(Product).count(),
        orders: await ds.getRepository(Order).count(),
        inquiries: await inquiries().count(),
      });
      expect(result.body.data.dashboardStats.inquiries).toBe(8);
    });
  });

  describe('recentInquiries', () => {
    it('answers the latest 5, newest first, by default', async () => {
      const expected = (await newestFirst()).slice(0, 5);
      const result = await t.gql(RECENT, {}, admin);
      expect(result.body.data.recentInquiries).toEqual(expected.map(asGraphQL));
      // token + one SELECT
      expect(result.sqlStatements).toBe(2);
    });

    it('answers as many as asked for', async () => {
      const expected = (await newestFirst()).slice(0, 2);
      const result = await t.gql(RECENT, { first: 2 }, admin);
      expect(result.body.data.recentInquiries).toEqual(expected.map(asGraphQL));
    });
  });

  describe('adminInquiries and updateInquiryStatus', () => {
    it('pages every inquiry, newest first, with the total', async () => {
      const expected = await newestFirst();
      const result = await t.gql(INQUIRIES, { first: 3, offset: 2 }, admin);
      expect(result.body.data.adminInquiries).toEqual({ totalCount: expected.length, items: expected.slice(2, 5).map(asGraphQL) });
    });

    it('filters by status', async () => {
      const expected = await newestFirst(InquiryStatus.PENDING);
      const result = await t.gql(INQUIRIES, { status: 'PENDING' }, admin);
      expect(expected.length).toBeGreaterThan(0);
      expect(result.body.data.adminInquiries).toEqual({ totalCount: expected.length, items: expected.map(asGraphQL) });
    });

    it('sets any status at any time: new, pending, closed and back', async () => {
      const [inquiry] = await newestFirst(InquiryStatus.NEW);
      for (const status of ['PENDING', 'CLOSED', 'NEW', 'CLOSED']) {
        const result = await t.gql(UPDATE_INQUIRY, { id: inquiry.id, status }, admin);
        expect(result.body.data.updateInquiryStatus).toEqual({ __typename: 'ContactInquiry', id: inquiry.id, status });
        expect((await inquiries().findOneByOrFail({ id: inquiry.id })).status).toBe(status.toLowerCase());
      }
    });

    it('refuses a status that is not new, pending or closed, and an unknown inquiry', async () => {
      const [inquiry] = await newestFirst();
      const bad = await t.gql(UPDATE_INQUIRY, { id: inquiry.id, status: 'OPEN' }, admin);
      const unknown = await t.gql(UPDATE_INQUIRY, { id: 987654, status: 'CLOSED' }, admin);
      expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect((await inquiries().findOneByOrFail({ id: inquiry.id })).status).toBe(inquiry.status);
      expect(unknown.body.errors[0]).toMatchObject({ message: 'Inquiry not found', extensions: { code: 'NOT_FOUND' } });
    });
  });

  describe('legacy REST', () => {
    it('GET /api/frame/getallframes answers every product (id and name) under data, with the total', async () => {
      const products = await t.server.dataSource.getRepository(Product).find({ order: { id: 'ASC' } });
      const result = await t.rest('GET', '/api/frame/getallframes', undefined, admin);
      expect(result.status).toBe(200);
      expect(result.body).toEqual({ data: products.map((p) => ({ p_id: p.id, name: p.name })), total: products.length });
      expect(result.body.data.length).toBeGreaterThanOrEqual(45);
      expect(result.sqlStatements).toBe(2);
    });

    it('GET /api/contact/getall answers every inquiry as a plain array, newest first', async () => {
      const expected = await newestFirst();
      const result = await t.rest('GET', '/api/contact/getall', undefined, admin);
      expect(result.status).toBe(200);
      expect(result.body).toEqual(
        expected.map((i) => ({
          inquiryId: i.id,
          inquiryType: i.inquiryType,
          name: i.name,
          email: i.email,
          phone: i.phone,
          subject: i.subject,
          message: i.message,
          status: i.status,
          createdAt: i.createdAt.toISOString(),
        })),
      );
      expect(result.sqlStatements).toBe(2);
    });

    it('GET /api/contact/getall?status=closed filters; an unknown status is 400', async () => {
      const expected = await newestFirst(InquiryStatus.CLOSED);
      const result = await t.rest('GET', '/api/contact/getall?status=closed', undefined, admin);
      expect(result.body.map((i: { inquiryId: number }) => i.inquiryId)).toEqual(expected.map((i) => i.id));
      expect(await t.rest('GET', '/api/contact/getall?status=open', undefined, admin)).toMatchObject({
        status: 400,
        body: { details: 'Status must be new, pending or closed' },
      });
    });
  });

  describe('admin only', () => {
    it.each([
      ['dashboardStats', STATS, {}],
      ['recentInquiries', RECENT, {}],
      ['adminInquiries', INQUIRIES, {}],
      ['updateInquiryStatus', UPDATE_INQUIRY, { id: 1, status: 'CLOSED' }],
    ])('%s: UNAUTHENTICATED for a guest, FORBIDDEN for a customer', async (_name, query, variables) => {
      const before = await newestFirst();
      const guest = await t.gql(query, variables);
      const shopper = await t.gql(query, variables, customer);
      expect(guest.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect(shopper.body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect(await newestFirst()).toEqual(before);
    });

    it.each(['/api/frame/getallframes', '/api/contact/getall'])('GET %s: 401 for a guest, 403 for a customer', async (path) => {
      expect(await t.rest('GET', path)).toMatchObject({ status: 401, body: { details: 'Authentication required' } });
      expect(await t.rest('GET', path, undefined, customer)).toMatchObject({
        status: 403,
        body: { details: 'Administrator access required' },
      });
    });
  });
});
