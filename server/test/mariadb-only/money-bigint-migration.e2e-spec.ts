import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../../src/migrations';
import { MoneyBigint1795320000000 } from '../../src/migrations/1795320000000-MoneyBigint';

// The MoneyBigint migration on a MariaDB database created at the migration before it, with rows that
// hold INT's largest amounts: `up` widens every amount column to BIGINT keeping the values and the
// from-price index; `down` refuses while an amount no longer fits INT, and narrows back once none does.

const AMOUNT_COLUMNS: [string, string][] = [
  ['orders', 'subtotalMinor'],
  ['orders', 'shippingMinor'],
  ['orders', 'taxMinor'],
  ['orders', 'totalMinor'],
  ['order_items', 'unitPriceMinor'],
  ['order_items', 'stoneChargeMinor'],
  ['order_items', 'labourChargeMinor'],
  ['order_items', 'totalMinor'],
  ['price_entries', 'priceMinor'],
  ['price_entries', 'stoneChargeMinor'],
  ['price_entries', 'labourChargeMinor'],
  ['products', 'fromPriceInrMinor'],
];
const INT_MAX = 2_147_483_647;

describe('MoneyBigint migration [mariadb]', () => {
  const admin = new URL(process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test');
  const name = `shop_test_migration_${process.pid}_${randomBytes(3).toString('hex')}`;
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
  let ds: DataSource;

  /** The amount columns as information_schema describes them, in AMOUNT_COLUMNS order. */
  const columnTypes = async () => {
    const rows: { t: string; c: string; type: string; nullable: string; def: string | null }[] = await ds.query(
      'SELECT TABLE_NAME AS t, COLUMN_NAME AS c, DATA_TYPE AS type, IS_NULLABLE AS nullable, COLUMN_DEFAULT AS def FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE()',
    );
    return AMOUNT_COLUMNS.map(([t, c]) => rows.find((r) => r.t === t && r.c === c)!);
  };
  // INT arrives as a number and BIGINT as a string (bigNumberStrings): compared as exact decimal strings.
  const exact = (rows: Record<string, number | string | null>[]) =>
    rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === null ? null : String(v)])));
  const amounts = async () => ({
    orders: exact(await ds.query('SELECT subtotalMinor, shippingMinor, taxMinor, totalMinor FROM orders ORDER BY id')),
    items: exact(await ds.query('SELECT unitPriceMinor, stoneChargeMinor, labourChargeMinor, totalMinor FROM order_items ORDER BY id')),
    prices: exact(await ds.query('SELECT priceMinor, stoneChargeMinor, labourChargeMinor FROM price_entries ORDER BY id')),
    products: exact(await ds.query('SELECT fromPriceInrMinor FROM products ORDER BY id')),
  });

  beforeAll(async () => {
    const c = await server();
    await c.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await c.end();
    // The schema as it was before this migration, with rows at the edge of INT.
    const before = dataSource(MIGRATIONS.filter((m) => m !== MoneyBigint1795320000000));
    await before.initialize();
    await before.runMigrations();
    const q = before.createQueryRunner();
    await q.connect();
    await q.query('SET FOREIGN_KEY_CHECKS = 0');
    await q.query(
      `INSERT INTO products (id, name, description, weightInGrams, metalTypeId, subcategoryId, categoryId, fromPriceInrMinor)
       VALUES (1, 'Edge ring', 'x', 1.000, 1, 1, 1, ${INT_MAX}), (2, 'Unpriced ring', 'x', 1.000, 1, 1, 1, NULL)`,
    );
    await q.query(
      `INSERT INTO price_entries (id, productCaratId, currencyId, priceMinor, stoneChargeMinor, labourChargeMinor, isManual)
       VALUES (1, 1, 1, ${INT_MAX}, 1234567, 1, 1), (2, 2, 1, 0, 0, 0, 0)`,
    );
    await q.query(
      `INSERT INTO orders (id, userId, firstName, lastName, email, phone, address, city, state, zipCode, currencyCode,
         subtotalMinor, shippingMinor, taxMinor, totalMinor, paymentMethod, paymentStatus)
       VALUES (1, NULL, 'A', 'B', 'a@example.com', '+919800000000', 'x', 'c', 's', '1', 'INR', ${INT_MAX - 2}, 1, 1, ${INT_MAX}, 'cod', 'cod')`,
    );
    await q.query(
      `INSERT INTO order_items (id, orderId, productName, quantity, unitPriceMinor, stoneChargeMinor, labourChargeMinor, totalMinor)
       VALUES (1, 1, 'Edge ring', 1, ${INT_MAX - 2}, 1, 1, ${INT_MAX})`,
    );
    await q.release();
    await before.destroy();
    ds = dataSource(MIGRATIONS);
    await ds.initialize();
  });
  afterAll(async () => {
    if (ds?.isInitialized) await ds.destroy();
    const c = await server();
    await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await c.end();
  });

  it('up widens every amount column to BIGINT and keeps every value, the defaults and the index', async () => {
    // Arrange
    const valuesBefore = await amounts();
    const typesBefore = await columnTypes();
    expect(typesBefore.map((r: { type: string }) => r.type)).toEqual(AMOUNT_COLUMNS.map(() => 'int'));
    // Act
    const ran = await ds.runMigrations();
    // Assert
    expect(ran.map((m) => m.name)).toEqual(['MoneyBigint1795320000000']);
    const typesAfter = await columnTypes();
    expect(typesAfter.map((r: { type: string }) => r.type)).toEqual(AMOUNT_COLUMNS.map(() => 'bigint'));
    // Nullability and defaults are those of before.
    const shape = (rows: Awaited<ReturnType<typeof columnTypes>>) => rows.map((r) => [r.t, r.c, r.nullable, r.def]);
    expect(shape(typesAfter)).toEqual(shape(typesBefore));
    expect(await amounts()).toEqual(valuesBefore);
    expect(valuesBefore.orders[0].totalMinor).toBe(String(INT_MAX));
    const index = await ds.query("SHOW INDEX FROM products WHERE Column_name = 'fromPriceInrMinor'");
    expect(index).toHaveLength(1);
    // What INT refused now fits.
    await ds.query('UPDATE orders SET totalMinor = 30001234568 WHERE id = 1');
    expect((await ds.query('SELECT totalMinor FROM orders WHERE id = 1'))[0].totalMinor).toBe('30001234568');
  });

  it('down refuses while an amount is past INT, then narrows back keeping the values', async () => {
    // Act: an amount past INT stops the narrowing, nothing is cut
    await expect(ds.undoLastMigration()).rejects.toThrow(/out of range/i);
    expect((await ds.query('SELECT totalMinor FROM orders WHERE id = 1'))[0].totalMinor).toBe('30001234568');
    // Arrange: back inside INT
    await ds.query(`UPDATE orders SET totalMinor = ${INT_MAX} WHERE id = 1`);
    const valuesBefore = await amounts();
    // Act
    await ds.undoLastMigration();
    // Assert
    expect((await columnTypes()).map((r: { type: string }) => r.type)).toEqual(AMOUNT_COLUMNS.map(() => 'int'));
    expect(await amounts()).toEqual(valuesBefore);
    const applied: { name: string }[] = await ds.query('SELECT name FROM migrations ORDER BY id');
    expect(applied.map((m) => m.name)).not.toContain('MoneyBigint1795320000000');
  });
});
