import { Currency } from '../src/entities/currency.entity';
import { Order, OrderSource, OrderStatus, PaymentMethod, PaymentStatus } from '../src/entities/order.entity';
import { User } from '../src/entities/user.entity';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  CUSTOMER_PASSWORD,
  INR_CUSTOMER_EMAIL,
  type TestServer,
  startTestServer,
} from './support/test-server';

// GraphQL dashboardSales: the dashboard chart's orders and INR revenue per day, and orders by status.

const SALES = `query Sales($days: Int) {
  dashboardSales(days: $days) { days { date orders revenueInr } ordersByStatus { status label count } }
}`;

const DAY = 86_400_000;
const utcDay = (offsetDays: number) => new Date(Date.now() - offsetDays * DAY).toISOString().slice(0, 10);

describe(`admin dashboard sales [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let admin: string;
  let customer: string;
  let usdRate: number;
  let inrRate: number;

  beforeAll(async () => {
    t = await startTestServer();
    admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    customer = await t.login(INR_CUSTOMER_EMAIL, CUSTOMER_PASSWORD);
    const ds = t.server.dataSource;
    const rates = new Map((await ds.getRepository(Currency).find()).map((c) => [c.code, Number(c.conversionRateToINR)]));
    usdRate = rates.get('USD')!;
    inrRate = rates.get('INR')!;
    const [shopper] = await ds.getRepository(User).find({ take: 1 });
    const orders = ds.getRepository(Order);
    // payment: COD, or ONLINE with the given payment status.
    const place = async (daysAgo: number, currencyCode: string, totalMinor: number, status: OrderStatus, online?: PaymentStatus) => {
      const saved = await orders.save(
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
          currencyCode,
          subtotalMinor: totalMinor,
          shippingMinor: 0,
          taxMinor: 0,
          totalMinor,
          // What checkout stores: the rupee value at placement (docs/decisions.md#delivery-addresses).
          inrTotalMinor: currencyCode === 'INR' ? totalMinor : Math.round((totalMinor * inrRate) / usdRate),
          inrConversionRate: currencyCode === 'INR' ? 1 : usdRate,
          paymentMethod: online ? PaymentMethod.ONLINE : PaymentMethod.COD,
          paymentStatus: online ?? PaymentStatus.COD,
          status,
          source: OrderSource.CART,
          idempotencyKey: null,
        }),
      );
      // createdAt is set by the database; move it to the day wanted (noon UTC keeps it inside that day).
      const at = new Date(`${utcDay(daysAgo)}T12:00:00.000Z`);
      await orders.update({ id: saved.id }, { createdAt: at });
    };
    // Revenue is money the shop has: paid online, or cash on delivery once delivered (docs/decisions.md#payments).
    await place(0, 'INR', 150_000, OrderStatus.PENDING, PaymentStatus.PAID);
    await place(0, 'USD', 10_000, OrderStatus.SHIPPED, PaymentStatus.PAID);
    await place(0, 'INR', 33_000, OrderStatus.PENDING, PaymentStatus.PENDING);
    await place(0, 'INR', 44_000, OrderStatus.SHIPPED);
    await place(1, 'INR', 55_000, OrderStatus.PENDING, PaymentStatus.FAILED);
    await place(1, 'INR', 66_000, OrderStatus.PENDING, PaymentStatus.REFUNDED);
    await place(2, 'INR', 99_999, OrderStatus.DELIVERED);
    await place(2, 'INR', 50_000, OrderStatus.CANCELLED);
    await place(40, 'INR', 70_000, OrderStatus.PENDING);
  });
  afterAll(() => t?.close());

  it('answers every one of the last 30 days, oldest first, with orders and the revenue of paid and COD-delivered orders in rupees', async () => {
    const result = await t.gql(SALES, {}, admin);
    const days = result.body.data.dashboardSales.days as { date: string; orders: number; revenueInr: number }[];
    expect(days).toHaveLength(30);
    expect(days[0].date).toBe(utcDay(29));
    expect(days[29].date).toBe(utcDay(0));
    const usdInInrMinor = Math.round((10_000 * inrRate) / usdRate);
    // paid online counts; online still pending and COD not yet delivered do not
    expect(days[29]).toEqual({ date: utcDay(0), orders: 4, revenueInr: (150_000 + usdInInrMinor) / 100 });
    // failed and refunded payments bring nothing
    expect(days[28]).toEqual({ date: utcDay(1), orders: 2, revenueInr: 0 });
    // COD delivered counts; the cancelled order counts as an order but brings no revenue
    expect(days[27]).toEqual({ date: utcDay(2), orders: 2, revenueInr: 999.99 });
    expect(days.reduce((n, d) => n + d.orders, 0)).toBe(8);
  });

  it('counts orders by status, every status present', async () => {
    const all = await t.server.dataSource.getRepository(Order).find();
    const result = await t.gql(SALES, { days: 7 }, admin);
    expect(result.body.data.dashboardSales.days).toHaveLength(7);
    expect(result.body.data.dashboardSales.ordersByStatus).toEqual(
      [
        [1, 'Placed'],
        [2, 'Being made'],
        [3, 'Shipped'],
        [4, 'Delivered'],
        [5, 'Cancelled'],
      ].map(([status, label]) => ({ status, label, count: all.filter((o) => o.status === status).length })),
    );
    expect(result.body.data.dashboardSales.ordersByStatus[0].count).toBeGreaterThanOrEqual(2);
  });

  it('is for administrators only', async () => {
    const result = await t.gql(SALES, {}, customer);
    expect(result.body.data).toBeNull();
    expect(result.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
