import mysql from 'mysql2/promise';
import type { DataSource } from 'typeorm';
import { inTransaction } from '../../src/database/transactions';
import { notify } from '../../src/domain/notifications/notify';
import { OutboxMessage } from '../../src/entities/outbox-message.entity';
import { type TestServer, startTestServer } from '../support/test-server';

// Issue 27: a transaction InnoDB rolled back to break a deadlock (ER_LOCK_DEADLOCK), or whose lock wait
// timed out (ER_LOCK_WAIT_TIMEOUT), reached the caller, and a shopper saw 500. inTransaction now runs the
// whole transaction again (database/transactions.ts), a bounded number of times; what it queued for
// sending (the outbox) is written once, by the run that committed. Real deadlocks on the suite's MariaDB.

describe('transactions that meet a lock conflict run again [mariadb]', () => {
  let t: TestServer;
  let ds: DataSource;

  beforeAll(async () => {
    t = await startTestServer();
    ds = t.server.dataSource;
    await ds.query('CREATE TABLE lock_pairs (id INT PRIMARY KEY, n INT NOT NULL) ENGINE=InnoDB');
    await ds.query('INSERT INTO lock_pairs (id, n) VALUES (1, 0), (2, 0)');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Resolves once `count` callers have arrived, for every caller (later arrivals pass at once). */
  function barrier(count: number): () => Promise<void> {
    let arrived = 0;
    let open = () => undefined as void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return () => {
      if (++arrived >= count) open();
      return opened;
    };
  }

  it('runs the transaction InnoDB chose as the deadlock victim again, and its outbox row is written once', async () => {
    // Arrange: two transactions lock rows 1 and 2 in opposite orders, each waiting for the other's first lock.
    const bothLockedOne = barrier(2);
    let runs = 0;
    const bump = (first: number, second: number, withMail: boolean) =>
      inTransaction(ds, async (m) => {
        runs++;
        await m.query('UPDATE lock_pairs SET n = n + 1 WHERE id = ?', [first]);
        if (withMail) await notify(m, { kind: 'contact-enquiry', inquiryId: 424242 });
        await bothLockedOne();
        await m.query('UPDATE lock_pairs SET n = n + 1 WHERE id = ?', [second]);
        return first;
      });
    // Act
    const outcomes = await Promise.allSettled([bump(1, 2, true), bump(2, 1, false)]);
    // Assert: both committed (one after running again), each row bumped once by each, the e-mail queued once.
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : String(o.reason)))).toEqual([1, 2]);
    expect(runs).toBe(3);
    const rows: { id: number; n: number }[] = await ds.query('SELECT id, n FROM lock_pairs ORDER BY id');
    expect(rows.map((r) => [Number(r.id), Number(r.n)])).toEqual([
      [1, 2],
      [2, 2],
    ]);
    const queued = await ds
      .getRepository(OutboxMessage)
      .findBy({ payload: JSON.stringify({ kind: 'contact-enquiry', inquiryId: 424242 }) });
    const kinds = queued.map((row) => row.kind);
    expect(kinds.length).toBeGreaterThan(0);
    expect(new Set(kinds).size).toBe(kinds.length);
  });

  it('runs a transaction whose lock wait timed out again, once the lock is free', async () => {
    // Arrange: another client holds row 1; this transaction waits at most 1 s for it.
    const url = new URL(String((ds.options as { url?: string }).url));
    const holder = await mysql.createConnection({
      host: url.hostname,
      port: Number(url.port || 3306),
      user: 'root',
      database: url.pathname.slice(1),
    });
    await holder.query('BEGIN');
    await holder.query('SELECT n FROM lock_pairs WHERE id = 1 FOR UPDATE');
    let runs = 0;
    try {
      // Act
      const done = await inTransaction(ds, async (m) => {
        runs++;
        // The first run times out; the holder lets go before the next one.
        if (runs > 1) await holder.query('COMMIT');
        await m.query('SET SESSION innodb_lock_wait_timeout = 1');
        await m.query('UPDATE lock_pairs SET n = n + 10 WHERE id = 1');
        return 'committed';
      });
      // Assert
      expect(done).toBe('committed');
      expect(runs).toBe(2);
      const [row] = await ds.query('SELECT n FROM lock_pairs WHERE id = 1');
      expect(Number(row.n)).toBe(12);
    } finally {
      await holder.end();
    }
  });
});
