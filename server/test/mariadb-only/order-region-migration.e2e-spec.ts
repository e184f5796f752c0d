import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../../src/migrations';
import { OrderRegionAndInrValue1795442000000 } from '../../src/migrations/1795442000000-OrderRegionAndInrValue';

// The OrderRegionAndInrValue migration (docs/decisions.md#delivery-addresses) on a MariaDB database created at
// the migration before it: a rupee order gets country IN and its total as its rupee value; a dollar order gets
// no country and its total converted at the rate stored today; every stored state stays as written; `down`
// drops the three columns again.

describe('OrderRegionAndInrValue migration [mariadb]', () => {
  const admin = new URL(process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test');
  const name = `shop_test_region_${process.pid}_${randomBytes(3).toString('hex')}`;
  const server = () =>
    mysql.createConnection({
      host: admin.hostname,
      port: Number(admin.port || 3306),
      user: decodeURIComponent(admin.username),
      password: decodeURIComponent(admin.password),
    });
  const dataSource = (migrations: typeof MIGRATIONS) => {
    const url = new URL(admin.toString());
    url.pathname = `/${name}`;
    return new DataSource({
      type: 'mysql',
      url: url.toString(),
      migrations,
      supportBigNumbers: true,
      bigNumberStrings: true,
      logging: false,
    });
  };
  const target = MIGRATIONS.indexOf(OrderRegionAndInrValue1795442000000);
  let ds: DataSource;

  beforeAll(async () => {
    const c = await server();
    await c.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await c.end();
    ds = dataSource(MIGRATIONS.slice(0, target + 1));
    await ds.initialize();
    // The schema just before this migration, with a rupee order of a free-text state and a dollar order.
    const before = dataSource(MIGRATIONS.slice(0, target));
    await before.initialize();
    await before.runMigrations();
    await before.query("INSERT INTO currencies (code, conversionRateToINR) VALUES ('INR', 1), ('USD', 0.012)");
    const order = (id: number, state: string, currencyCode: string, totalMinor: number) =>
      before.query(
        `INSERT INTO orders (id, userId, firstName, lastName, email, phone, address, city, state, zipCode, currencyCode,
           subtotalMinor, shippingMinor, taxMinor, totalMinor, paymentMethod, paymentStatus, createdAt, updatedAt)
         VALUES (?, NULL, 'A', 'B', 'a@example.com', '+919800000000', 'x', 'c', ?, '1', ?, ?, 0, 0, ?, 'cod', 'cod', NOW(3), NOW(3))`,
        [id, state, currencyCode, totalMinor, totalMinor],
      );
    await order(1, 'Bengaluru Urban', 'INR', 12_345_678);
    await order(2, 'California', 'USD', 10_001);
    await before.destroy();
  });
  afterAll(async () => {
    if (ds?.isInitialized) await ds.destroy();
    const c = await server();
    await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await c.end();
  });

  it('up backfills the country and the rupee value, keeping every stored state; down drops the columns', async () => {
    // Act
    await ds.runMigrations();
    // Assert
    const rows = await ds.query('SELECT id, state, country, inrTotalMinor, inrConversionRate FROM orders ORDER BY id');
    expect(rows).toEqual([
      { id: 1, state: 'Bengaluru Urban', country: 'IN', inrTotalMinor: '12345678', inrConversionRate: '1.000000' },
      // 10001 cents ÷ 0.012 = 833416.67 paise, half up: the conversion the dashboard made until now.
      { id: 2, state: 'California', country: null, inrTotalMinor: '833417', inrConversionRate: '0.012000' },
    ]);

    // Act: down
    await ds.undoLastMigration();
    // Assert
    const columns = await ds.query(
      "SELECT COLUMN_NAME AS c FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'orders' AND COLUMN_NAME IN ('country', 'inrTotalMinor', 'inrConversionRate')",
    );
    expect(columns).toEqual([]);
  });
});
