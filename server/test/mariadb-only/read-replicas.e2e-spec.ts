import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import mysql from 'mysql2/promise';
import { ADMIN_WRITES, product } from '../support/cache-write-cases';
import { RedisPrimaryPositions } from '../../src/database/replica-reads';
import { expectDone } from '../support/cache-probes';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, deleteRedisKeys, startTestServer } from '../support/test-server';
import { type PrivateMariaDb, createPrivateMariaDb } from './private-mariadb';

// Read replicas (docs/decisions.md#read-replicas) on a real MariaDB primary and a real replica of it
// (two mariadbd of the test's own, GTID replication). The shop reads the replica through a user that may
// only SELECT, so a write sent there would fail. Public storefront reads are counted on the replica
// (its Com_select); the cart, the account and the back-office never reach it; an admin's price change is
// what the shopper sees next, even while the replica is stopped behind; a dead replica costs nothing; a
// replica found behind is asked once, then passed over until its back-off ends (counted in its Com_select:
// each MASTER_GTID_WAIT is a SELECT there).

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PRICE = product('prices(currencyCode: "INR") { price { minorUnits } }');
const LISTING = 'query ReplicaListing { products(first: 12) { totalCount items { id name } } }';
const PRIVATE = 'query ReplicaPrivate { me { email } cart { items { id } } wishlist { id } myOrders { totalCount } }';
const BACKOFF_MS = 1000;

/** The first product carat of the shop behind `on`. */
async function firstCarat(on: TestServer): Promise<{ id: number; productId: number; caratId: number }> {
  const [row] = await on.server.dataSource.query('SELECT id, productId, caratId FROM product_carats ORDER BY id LIMIT 1');
  return { id: Number(row.id), productId: Number(row.productId), caratId: Number(row.caratId) };
}

describe('read replicas [mariadb]', () => {
  let primary: PrivateMariaDb;
  let replica: PrivateMariaDb;
  let onPrimary: mysql.Connection;
  let onReplica: mysql.Connection;
  let t: TestServer;
  let admin: string;
  let database: string;
  let pc: { id: number; productId: number; caratId: number };
  let inrId: number;
  const prefix = `shop-replica-test-${randomBytes(4).toString('hex')}`;
  const previousMysqlUrl = process.env.TEST_MYSQL_URL;

  /** Statements the replica has run as SELECTs so far (SHOW is not one of them). */
  const replicaSelects = async (): Promise<number> => {
    const [rows] = await onReplica.query<mysql.RowDataPacket[]>("SHOW GLOBAL STATUS LIKE 'Com_select'");
    return Number(rows[0].Value);
  };
  /** Waits until the replica has applied everything the primary wrote so far. */
  const replicaCaughtUp = async (): Promise<void> => {
    const [[{ position }]] = await onPrimary.query<mysql.RowDataPacket[]>('SELECT @@gtid_binlog_pos AS position');
    const [[{ applied }]] = await onReplica.query<mysql.RowDataPacket[]>('SELECT MASTER_GTID_WAIT(?, 30) AS applied', [position]);
    expect(Number(applied)).toBe(0);
  };
  const setPrice = async (rupees: number, on = t, token = admin, carat = pc): Promise<void> => {
    const prices = [{ currencyId: inrId, price: rupees, stoneCharge: 10, labourCharge: 20, manual: true }];
    expectDone(
      await on.gql(
        ADMIN_WRITES.updateProductCarat,
        { id: carat.id, input: { productId: carat.productId, caratId: carat.caratId, prices } },
        token,
      ),
    );
  };
  const shownPrice = async (on = t, carat = pc): Promise<number> => {
    const answer = await on.gql(PRICE, { id: carat.productId });
    expect(answer.body.errors).toBeUndefined();
    const prices = answer.body.data.product.prices as { price: { minorUnits: number } }[];
    return prices[0].price.minorUnits;
  };
  const storedOnReplica = async (): Promise<number> => {
    const [rows] = await onReplica.query<mysql.RowDataPacket[]>(
      `SELECT priceMinor FROM \`${database}\`.price_entries WHERE productCaratId = ? AND currencyId = ?`,
      [pc.id, inrId],
    );
    return Number(rows[0].priceMinor);
  };

  beforeAll(async () => {
    primary = await createPrivateMariaDb({ replication: 'primary' });
    replica = await createPrivateMariaDb({ replication: 'replica' });
    await Promise.all([primary.start(), replica.start()]);
    onPrimary = await mysql.createConnection({ host: '127.0.0.1', port: primary.port, user: 'root' });
    onReplica = await mysql.createConnection({ host: '127.0.0.1', port: replica.port, user: 'root' });
    await onReplica.query(
      `CHANGE MASTER TO MASTER_HOST = '127.0.0.1', MASTER_PORT = ${primary.port}, MASTER_USER = 'root', MASTER_USE_GTID = slave_pos`,
    );
    await onReplica.query('START SLAVE');
    // The shop's replica user may only read; it reaches the replica through replication, like the data.
    await onPrimary.query("CREATE USER 'shop_reader'@'127.0.0.1' IDENTIFIED BY 'reader-password'");
    await onPrimary.query("GRANT SELECT ON *.* TO 'shop_reader'@'127.0.0.1'");
    await replicaCaughtUp();
    process.env.TEST_MYSQL_URL = primary.url('test');
    t = await startTestServer({
      // No database in the URL: the replica is read in the primary's database.
      DATABASE_REPLICA_URLS: `mysql://shop_reader:reader-password@127.0.0.1:${replica.port}`,
      REPLICA_WAIT_MS: '300',
      REPLICA_BACKOFF_MS: String(BACKOFF_MS),
      REDIS_URL,
      RATE_LIMIT_PREFIX: prefix,
    });
    database = String((await t.server.dataSource.query('SELECT DATABASE() AS name'))[0].name);
    admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    pc = await firstCarat(t);
    inrId = Number((await t.server.dataSource.query("SELECT id FROM currencies WHERE code = 'INR'"))[0].id);
    await replicaCaughtUp();
  }, 180_000);

  afterAll(async () => {
    await t?.close();
    await onPrimary?.end();
    await onReplica?.end();
    await Promise.all([primary?.destroy(), replica?.destroy()]);
    await deleteRedisKeys(REDIS_URL, prefix);
    process.env.TEST_MYSQL_URL = previousMysqlUrl;
  });

  it('reads the public catalogue (GraphQL and the legacy paths) on the replica', async () => {
    // Arrange
    const before = await replicaSelects();
    // Act
    const listing = await t.gql(LISTING);
    const rest = await t.rest('GET', '/api/get-categories');
    // Assert
    expect(listing.body.errors).toBeUndefined();
    expect(listing.body.data.products.items.length).toBeGreaterThan(0);
    expect(rest.status).toBe(200);
    expect(await replicaSelects()).toBeGreaterThanOrEqual(before + 2);
  });

  it('never reads the cart, the account, the orders or the back-office on the replica', async () => {
    // Arrange: a shopper with a line in the cart (written, then read back)
    const email = `replica.${randomBytes(4).toString('hex')}@example.com`;
    expectDone(
      await t.gql('mutation ($input: SignupInput!) { signup(input: $input) { __typename } }', {
        input: { email, password: 'secret12', firstName: 'Rhea', lastName: 'Kapoor', phone: '+919800011133', currencyId: inrId },
      }),
    );
    const shopper = await t.login(email, 'secret12');
    const [colour] = await t.server.dataSource.query('SELECT id FROM product_colors WHERE productId = ? ORDER BY position LIMIT 1', [
      pc.productId,
    ]);
    const before = await replicaSelects();
    // Act
    const add = await t.gql(
      'mutation ($input: CartAddItemInput!) { cartAddItem(input: $input) { __typename } }',
      { input: { productId: pc.productId, productCaratId: pc.id, productColorId: Number(colour.id) } },
      shopper,
    );
    const mine = await t.gql(PRIVATE, undefined, shopper);
    const orders = await t.gql('query { adminOrders(first: 5) { totalCount } }', undefined, admin);
    // Assert: the line just written is read back at once, and the replica ran none of it.
    expectDone(add);
    expect(mine.body.errors).toBeUndefined();
    expect(mine.body.data.cart.items).toHaveLength(1);
    expect(orders.body.errors).toBeUndefined();
    expect(await replicaSelects()).toBe(before);
  });

  it("shows the shopper an admin's new price on the very next read, every time", async () => {
    for (let round = 1; round <= 8; round++) {
      // Act
      await setPrice(70_000 + round * 11.11);
      // Assert
      expect(await shownPrice()).toBe(7_000_000 + round * 1111);
    }
  });

  it('reads the primary while the replica is behind, and the replica again once it has caught up and its back-off passed', async () => {
    // Arrange: the replica receives the primary's log but applies none of it.
    await onReplica.query('STOP SLAVE SQL_THREAD');
    try {
      // Act
      await setPrice(81_234.56);
      const shown = await shownPrice();
      // Assert: the replica still holds the old price, and the shopper was shown the new one.
      expect(await storedOnReplica()).not.toBe(8_123_456);
      expect(shown).toBe(8_123_456);
    } finally {
      await onReplica.query('START SLAVE SQL_THREAD');
    }
    await replicaCaughtUp();
    // The replica was found behind: it is passed over until its back-off has passed.
    await sleep(BACKOFF_MS + 100);
    const before = await replicaSelects();
    expect(await shownPrice()).toBe(8_123_456);
    expect(await replicaSelects()).toBeGreaterThan(before);
  });

  it('asks a stalled replica once: later reads go to the primary without waiting, until its back-off ends', async () => {
    // Arrange: a second app server whose back-off outlasts the test; the replica serves it first.
    const second = await startTestServer({
      DATABASE_REPLICA_URLS: `mysql://shop_reader:reader-password@127.0.0.1:${replica.port}`,
      REPLICA_WAIT_MS: '300',
      REPLICA_BACKOFF_MS: '600000',
      REDIS_URL,
      RATE_LIMIT_PREFIX: `${prefix}-second`,
    });
    try {
      const secondAdmin = await second.login(ADMIN_EMAIL, ADMIN_PASSWORD);
      const carat = await firstCarat(second);
      await replicaCaughtUp();
      let before = await replicaSelects();
      await shownPrice(second, carat);
      expect(await replicaSelects()).toBeGreaterThan(before);
      await onReplica.query('STOP SLAVE SQL_THREAD');
      try {
        await setPrice(71_111.11, second, secondAdmin, carat);
        before = await replicaSelects();
        // Act: 8 reads one after the other, then 8 at once, while the replica applies nothing.
        const shown: number[] = [];
        for (let i = 0; i < 8; i++) shown.push(await shownPrice(second, carat));
        shown.push(...(await Promise.all(Array.from({ length: 8 }, () => shownPrice(second, carat)))));
        // Assert: the new price every time; the replica was asked once (the first read's MASTER_GTID_WAIT).
        expect(shown).toEqual(Array(16).fill(7_111_111));
        expect((await replicaSelects()) - before).toBe(1);
      } finally {
        await onReplica.query('START SLAVE SQL_THREAD');
      }
      // Caught up, but within its back-off: still not asked.
      await replicaCaughtUp();
      before = await replicaSelects();
      expect(await shownPrice(second, carat)).toBe(7_111_111);
      expect(await replicaSelects()).toBe(before);
    } finally {
      await second.close();
      await deleteRedisKeys(REDIS_URL, `${prefix}-second`);
    }
  });

  it('answers the storefront from the primary when the replica is gone', async () => {
    // Arrange
    await replica.kill();
    // Act
    const listing = await t.gql(LISTING);
    await setPrice(90_000);
    const shown = await shownPrice();
    // Assert
    expect(listing.body.errors).toBeUndefined();
    expect(listing.body.data.products.totalCount).toBeGreaterThan(0);
    expect(shown).toBe(9_000_000);
  });
});

describe('primary positions shared in Redis [mariadb]', () => {
  it('keep the later position of each domain, whichever writer notes last', async () => {
    const prefix = `shop-positions-test-${randomBytes(4).toString('hex')}`;
    const [a, b] = [0, 1].map(() => RedisPrimaryPositions.connect(REDIS_URL, prefix, () => undefined));
    try {
      // Until both have connected (ioredis queues nothing offline), a read is refused.
      for (const positions of [a, b]) {
        for (let attempt = 0; ; attempt++) {
          const ready = await positions.required().then(
            () => true,
            () => false,
          );
          if (ready || attempt > 40) break;
          await sleep(50);
        }
      }
      expect(await a.required()).toBe('');
      await a.note('0-1-100');
      await b.note('0-1-99,1-2-5');
      await a.note('1-2-4');
      expect(await b.required()).toBe('0-1-100,1-2-5');
      expect(await a.required()).toBe('0-1-100,1-2-5');
    } finally {
      await Promise.all([a.close(), b.close()]);
      await deleteRedisKeys(REDIS_URL, prefix);
    }
  });
});

describe('read replicas refused at start [mariadb]', () => {
  const previousMysqlUrl = process.env.TEST_MYSQL_URL;
  let plain: PrivateMariaDb;

  beforeAll(async () => {
    plain = await createPrivateMariaDb();
    await plain.start();
    process.env.TEST_MYSQL_URL = plain.url('test');
  }, 60_000);

  afterAll(async () => {
    await plain?.destroy();
    process.env.TEST_MYSQL_URL = previousMysqlUrl;
  });

  it('stops the start with one line when the primary writes no binary log', async () => {
    await expect(startTestServer({ DATABASE_REPLICA_URLS: `mysql://root@127.0.0.1:${plain.port}` })).rejects.toThrow(
      'DATABASE_REPLICA_URLS: the primary writes no binary log (start it with log-bin), so it has no replicas to read',
    );
  });
});
