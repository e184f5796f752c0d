import { randomBytes } from 'node:crypto';
import { Order, OrderSource, OrderStatus, PaymentMethod, PaymentStatus } from '../server/src/entities/order.entity';
import { User } from '../server/src/entities/user.entity';
import { ADMIN_EMAIL, ADMIN_PASSWORD, INR_CUSTOMER_EMAIL } from '../server/test/support/test-server';
import { formatPrice } from './harness/api';
import { ADMIN_VIEWPORTS, type Journey, journey, useShop } from './harness/shop';
import { AdminShell } from './pages/admin.page';

// The back-office people pages (issue 9, items 2, 3 and 10) in Chromium at desktop and tablet sizes:
// the dashboard's figures and chart, the users page (search, delete after a confirm, no self-delete)
// and the contact inquiries (status change and filter). Every expected figure is read from the API.

const SHOP = 'Aurelia Lab Diamonds';

interface Stats {
  users: number;
  products: number;
  orders: number;
  inquiries: number;
}
interface Sales {
  days: { date: string; orders: number; revenueInr: number }[];
  ordersByStatus: { status: number; label: string; count: number }[];
}

describe('back-office dashboard, users and contacts in Chromium', () => {
  const shop = useShop();
  let admin = '';

  const gql = async <T = any>(query: string, variables?: Record<string, unknown>): Promise<T> => {
    if (!admin) admin = (await shop.api.session(ADMIN_EMAIL, ADMIN_PASSWORD)).token;
    return shop.api.gql<T>(query, variables, admin);
  };
  const usersMatching = async (search: string) =>
    (
      await gql<{ adminUsers: { totalCount: number; items: { id: number; email: string }[] } }>(
        'query ($search: String) { adminUsers(first: 100, search: $search) { totalCount items { id email } } }',
        { search },
      )
    ).adminUsers;
  const inquiryStatus = async (id: number) =>
    (
      await gql<{ adminInquiries: { items: { id: number; status: string }[] } }>('{ adminInquiries(first: 100) { items { id status } } }')
    ).adminInquiries.items.find((i) => i.id === id)?.status;

  async function newCustomer(j: Journey): Promise<{ email: string; name: string }> {
    const { storeCurrencies } = await j.api.gql<{ storeCurrencies: { id: number; code: string }[] }>('{ storeCurrencies { id code } }');
    const suffix = randomBytes(4).toString('hex');
    const email = `people-${suffix}@example.com`;
    const phone = `+91${String(6_000_000_000 + (randomBytes(4).readUInt32BE() % 3_999_999_999))}`;
    const data = await j.api.gql(
      `mutation ($input: SignupInput!) { signup(input: $input) { __typename ... on ErrorResult { message } } }`,
      {
        input: {
          firstName: 'Temp',
          lastName: `Shopper ${suffix}`,
          email,
          phone,
          password: 'temp-password-1',
          currencyId: storeCurrencies[0].id,
        },
      },
    );
    if (data.signup.__typename !== 'SignupSuccess') throw new Error(`signup failed: ${JSON.stringify(data.signup)}`);
    return { email, name: `Temp Shopper ${suffix}` };
  }

  /** Orders placed `daysAgo` days back (written straight to the database: the chart needs days in the past). */
  async function placeOrders(orders: { daysAgo: number; currencyCode: string; totalMinor: number; status: OrderStatus }[]): Promise<void> {
    const ds = shop.server.server.dataSource;
    const shopper = await ds.getRepository(User).findOneByOrFail({ email: INR_CUSTOMER_EMAIL });
    const repo = ds.getRepository(Order);
    for (const order of orders) {
      const saved = await repo.save(
        repo.create({
          userId: shopper.id,
          firstName: shopper.firstName,
          lastName: shopper.lastName,
          email: shopper.email,
          phone: '+919800000000',
          address: '12 MG Road',
          apartment: null,
          city: 'Mumbai',
          state: 'MH',
          zipCode: '400001',
          currencyCode: order.currencyCode,
          subtotalMinor: order.totalMinor,
          shippingMinor: 0,
          taxMinor: 0,
          totalMinor: order.totalMinor,
          paymentMethod: PaymentMethod.COD,
          paymentStatus: PaymentStatus.COD,
          status: order.status,
          source: OrderSource.CART,
          idempotencyKey: null,
        }),
      );
      await repo.update({ id: saved.id }, { createdAt: new Date(Date.now() - order.daysAgo * 86_400_000) });
    }
  }

  journey(
    shop,
    'the admin reads the dashboard figures, finds the INR customer, cannot delete itself and deletes a fresh user after the confirm',
    async (j: Journey) => {
      const shell = new AdminShell(j.page);
      const fresh = await newCustomer(j);
      await placeOrders([
        { daysAgo: 0, currencyCode: 'INR', totalMinor: 12_345_67, status: OrderStatus.PENDING },
        { daysAgo: 3, currencyCode: 'USD', totalMinor: 1_999_99, status: OrderStatus.SHIPPED },
        { daysAgo: 9, currencyCode: 'INR', totalMinor: 45_000_00, status: OrderStatus.CANCELLED },
      ]);
      const stats = (await gql<{ dashboardStats: Stats }>('{ dashboardStats { users products orders inquiries } }')).dashboardStats;
      const sales = (
        await gql<{ dashboardSales: Sales }>(
          '{ dashboardSales(days: 30) { days { date orders revenueInr } ordersByStatus { status label count } } }',
        )
      ).dashboardSales;

      // The admin logs in and lands on the dashboard: the four figures are the API's.
      await shell.logIn(j.shop.url, ADMIN_EMAIL, ADMIN_PASSWORD);
      const count = (key: string) => j.page.getByTestId(`dashboard-count-${key}`);
      await j.page.getByTestId('dashboard-updated').filter({ hasText: 'Last updated' }).waitFor();
      await expect(count('users').innerText()).resolves.toBe(stats.users.toLocaleString('en-IN'));
      await expect(count('products').innerText()).resolves.toBe(stats.products.toLocaleString('en-IN'));
      await expect(count('orders').innerText()).resolves.toBe(stats.orders.toLocaleString('en-IN'));
      await expect(count('inquiries').innerText()).resolves.toBe(stats.inquiries.toLocaleString('en-IN'));
      expect(stats.products).toBeGreaterThan(0);
      // The chart's totals over 30 days, to the paisa from the API's daily figures.
      const orders30 = sales.days.reduce((n, d) => n + d.orders, 0);
      const paise30 = sales.days.reduce((n, d) => n + Math.round(d.revenueInr * 100), 0);
      expect(orders30).toBeGreaterThanOrEqual(3);
      await expect(j.page.getByTestId('dashboard-sales-orders').innerText()).resolves.toBe(String(orders30));
      await expect(j.page.getByTestId('dashboard-sales-revenue').innerText()).resolves.toBe(formatPrice(paise30, 'INR'));
      await expect(j.page.getByTestId('dashboard-status-count').allInnerTexts()).resolves.toEqual(
        sales.ordersByStatus.map((s) => String(s.count)),
      );
      await j.page.locator('[data-testid="dashboard-sales"] svg').first().waitFor();
      await shell.expectCrumbs(['Dashboard']);
      await j.screenshot('admin-dashboard', { fullPage: true });

      // Users: the Users card leads there; the server-side search finds the INR customer.
      await j.page.getByTestId('dashboard-card-users').click();
      await j.page.waitForURL(`${j.shop.url}/admin/users`);
      await j.page.getByTestId('users-table').waitFor();
      await shell.breadcrumbs.getByText('Users', { exact: true }).waitFor();
      await shell.expectCrumbs(['Dashboard', 'Users']);
      await expect(j.page.title()).resolves.toBe(`Users · Back-office · ${SHOP}`);
      const search = j.page.getByPlaceholder('Search users...');
      const emails = j.page.getByTestId('users-email');
      await search.fill('priya');
      const priya = await usersMatching('priya');
      expect(priya.totalCount).toBeLessThan(stats.users);
      // The count changes once the server's answer to the search is on screen.
      await j.page
        .getByTestId('users-count')
        .filter({ hasText: new RegExp(`^${priya.totalCount} users?$`) })
        .waitFor();
      await expect(emails.allInnerTexts()).resolves.toEqual(priya.items.map((u) => u.email));
      expect(priya.items.map((u) => u.email)).toContain(INR_CUSTOMER_EMAIL);
      await j.screenshot('admin-users-search');

      // The admin's own row: its delete is disabled and says why.
      await search.fill(ADMIN_EMAIL);
      const selfRow = j.page.getByTestId('users-row').filter({ hasText: ADMIN_EMAIL });
      await selfRow.getByTestId('users-self').waitFor();
      await expect(selfRow.getByTestId('users-delete').isDisabled()).resolves.toBe(true);
      await expect(selfRow.getByTestId('users-delete').getAttribute('aria-label')).resolves.toMatch(/not allowed/);

      // The fresh user is found and deleted after the confirm; it is gone from the page and the API.
      await search.fill(fresh.email);
      const row = j.page.getByTestId('users-row').filter({ hasText: fresh.email });
      await row.getByTestId('users-name').filter({ hasText: fresh.name }).waitFor();
      await row.getByTestId('users-delete').click();
      const dialog = j.page.getByTestId('users-confirm');
      await dialog.getByText('Are you sure you want to delete this user?').waitFor();
      await j.screenshot('admin-users-confirm');
      await dialog.getByTestId('users-confirm-confirm').click();
      await shell.toastShown('User deleted successfully!');
      await j.page
        .getByTestId('users-empty')
        .filter({ hasText: `No users found matching “${fresh.email}”.` })
        .waitFor();
      expect((await usersMatching(fresh.email)).totalCount).toBe(0);
      await search.fill('');
      await j.page.getByTestId('users-row').first().waitFor();
    },
    { viewports: ADMIN_VIEWPORTS },
  );

  journey(
    shop,
    'the admin sees a new inquiry on the dashboard, marks it pending and filters the inquiries by status',
    async (j: Journey) => {
      const shell = new AdminShell(j.page);
      const name = `Inquirer ${j.viewport} ${randomBytes(3).toString('hex')}`;
      const sent = await j.api.gql<{ submitContactInquiry: { __typename: string; inquiryId: number } }>(
        `mutation ($input: ContactInquiryInput!) { submitContactInquiry(input: $input) { __typename ... on ContactInquiryReceived { inquiryId } } }`,
        {
          input: {
            name,
            email: 'inquirer@example.com',
            phone: '+91 98765 43210',
            subject: 'Ring sizing',
            message: 'Can the ring be resized later?',
          },
        },
      );
      const id = sent.submitContactInquiry.inquiryId;
      expect(id).toBeGreaterThan(0);

      await shell.logIn(j.shop.url, ADMIN_EMAIL, ADMIN_PASSWORD);
      // The newest inquiry heads Recent Inquiries: no type reads General, a new one has the green badge.
      const first = j.page.getByTestId('dashboard-inquiry').first();
      await first.getByText(name).waitFor();
      await expect(first.getByRole('heading').innerText()).resolves.toBe('General Inquiry');
      await expect(first.getByTestId('dashboard-inquiry-status').innerText()).resolves.toBe('New');
      await expect(first.getByTestId('dashboard-inquiry-status').getAttribute('class')).resolves.toMatch(/colorSuccess/);

      await shell.openMenu('Contacts', j.viewport);
      await j.page.waitForURL(`${j.shop.url}/admin/contact`);
      await shell.breadcrumbs.getByText('Contact Inquiries', { exact: true }).waitFor();
      await shell.expectCrumbs(['Dashboard', 'Contact Inquiries']);
      const row = j.page.getByTestId('contacts-row').filter({ hasText: name });
      await row.waitFor();
      await row.getByTestId('contacts-status').click();
      await j.page.getByTestId('contacts-status-pending').click();
      await shell.toastShown('Inquiry marked Pending');
      await expect(inquiryStatus(id)).resolves.toBe('PENDING');
      const badge = row.getByTestId('contacts-status-badge');
      await expect(badge.innerText()).resolves.toBe('Pending');
      await expect(badge.getAttribute('class')).resolves.toMatch(/colorWarning/);

      // Filter: Pending shows it, Closed does not; the filter lives in the address.
      await j.page.getByTestId('contacts-filter-pending').click();
      await j.page.waitForURL(`${j.shop.url}/admin/contact?status=pending`);
      await row.waitFor();
      const pending = (await gql<{ adminInquiries: { totalCount: number } }>('{ adminInquiries(status: PENDING) { totalCount } }'))
        .adminInquiries.totalCount;
      await expect(j.page.getByTestId('contacts-count').innerText()).resolves.toBe(`${pending} ${pending === 1 ? 'inquiry' : 'inquiries'}`);
      await j.screenshot('admin-contacts-pending');
      await j.page.getByTestId('contacts-filter-closed').click();
      await j.page.waitForURL(`${j.shop.url}/admin/contact?status=closed`);
      const closed = (await gql<{ adminInquiries: { totalCount: number } }>('{ adminInquiries(status: CLOSED) { totalCount } }'))
        .adminInquiries.totalCount;
      if (closed === 0) await j.page.getByTestId('contacts-empty').filter({ hasText: 'No closed inquiries.' }).waitFor();
      else
        await j.page
          .getByTestId('contacts-count')
          .filter({ hasText: `${closed} ` })
          .waitFor();
      await expect(row.count()).resolves.toBe(0);
    },
    { viewports: ADMIN_VIEWPORTS },
  );

  journey(
    shop,
    'the dashboard shows skeletons first, counts a failed part as zero with the error and Retry, and recovers',
    async (j: Journey) => {
      const shell = new AdminShell(j.page);
      // Arrange: hold the first stat-card request until the skeletons have been seen, then fail it.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      let failures = 0;
      await j.page.route('**/graphql', async (route) => {
        if (failures > 0 || !(route.request().postData() ?? '').includes('"operationName":"DashboardStats"')) return route.fallback();
        failures += 1;
        await held;
        await route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({ errors: [{ message: 'Unexpected error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
        });
      });

      // Act
      await shell.logIn(j.shop.url, ADMIN_EMAIL, ADMIN_PASSWORD);
      await j.page.getByTestId('dashboard-count-users').locator('.MuiSkeleton-root').waitFor();
      release();

      // Assert: the failed part counts as zero, the rest of the dashboard is there, and Retry recovers.
      const error = j.page.getByTestId('dashboard-error');
      await error.getByText('Failed to load dashboard data. Please try again.').waitFor();
      await shell.toastShown('Failed to load dashboard data.');
      for (const key of ['users', 'products', 'orders', 'inquiries'])
        await expect(j.page.getByTestId(`dashboard-count-${key}`).innerText()).resolves.toBe('0');
      await j.page.getByTestId('dashboard-status-row').first().waitFor();
      await j.screenshot('admin-dashboard-error');
      const stats = (await gql<{ dashboardStats: Stats }>('{ dashboardStats { users products orders inquiries } }')).dashboardStats;
      await error.getByRole('button', { name: 'Retry' }).click();
      await error.waitFor({ state: 'detached' });
      // The error box goes as the retry starts; the counts come with its answer.
      await j.page
        .getByTestId('dashboard-count-products')
        .filter({ hasText: stats.products.toLocaleString('en-IN') })
        .waitFor();
      await expect(j.page.getByTestId('dashboard-count-products').innerText()).resolves.toBe(stats.products.toLocaleString('en-IN'));
      await expect(j.page.getByTestId('dashboard-count-users').innerText()).resolves.toBe(stats.users.toLocaleString('en-IN'));
      expect(failures).toBe(1);
    },
    { viewports: ADMIN_VIEWPORTS },
  );
});
