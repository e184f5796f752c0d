import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DataSource } from 'typeorm';
import { NewsletterSubscriber } from '../entities/newsletter-subscriber.entity';
import { createDataSource } from './data-source';
import { closeDatabase, inTransaction } from './transactions';

// Concurrent "requests" on the embedded database, which TypeORM runs on one shared connection.
describe('inTransaction on SQLite', () => {
  let dir: string;
  let ds: DataSource;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'shop-transactions-'));
    ds = createDataSource({ kind: 'sqlite', file: path.join(dir, 'db.sqlite') });
    await ds.initialize();
  });
  afterEach(async () => {
    await closeDatabase(ds);
    rmSync(dir, { recursive: true, force: true });
  });

  const emails = async () => (await ds.getRepository(NewsletterSubscriber).find({ order: { email: 'ASC' } })).map((s) => s.email);
  const subscribe = (email: string) => inTransaction(ds, (m) => m.save(m.create(NewsletterSubscriber, { email })));

  it("keeps one request's writes out of another request's rolled-back transaction", async () => {
    // Arrange: A writes, waits, then fails.
    const failing = inTransaction(ds, async (m) => {
      await m.insert(NewsletterSubscriber, { email: 'a@example.com' });
      await sleep(50);
      throw new Error('A fails');
    });
    await sleep(10);
    // Act: meanwhile B saves (one statement) and C writes twice in its own transaction.
    const saving = subscribe('b@example.com');
    const twice = inTransaction(ds, async (m) => {
      await m.insert(NewsletterSubscriber, { email: 'c1@example.com' });
      await sleep(5);
      await m.insert(NewsletterSubscriber, { email: 'c2@example.com' });
    });
    // Assert
    await expect(failing).rejects.toThrow('A fails');
    await Promise.all([saving, twice]);
    expect(await emails()).toEqual(['b@example.com', 'c1@example.com', 'c2@example.com']);
  });

  it('does not lose an update when transactions read, wait and write at the same time', async () => {
    // Arrange: each transaction counts the rows, waits, then adds the next number.
    const addNext = () =>
      inTransaction(ds, async (m) => {
        const n = await m.count(NewsletterSubscriber);
        await sleep(5);
        await m.insert(NewsletterSubscriber, { email: `n${n}@example.com` });
      });
    // Act
    await Promise.all(Array.from({ length: 8 }, addNext));
    // Assert: eight different numbers (a lost update would repeat one and fail the UNIQUE email)
    expect(await emails()).toEqual(Array.from({ length: 8 }, (_, n) => `n${n}@example.com`));
  });

  it("never shows another request's uncommitted rows to a read, and shows them once committed", async () => {
    // Arrange: A inserts and waits before committing.
    let inserted!: () => void;
    const insertedSignal = new Promise<void>((resolve) => (inserted = resolve));
    const committing = inTransaction(ds, async (m) => {
      await m.insert(NewsletterSubscriber, { email: 'pending@example.com' });
      inserted();
      await sleep(40);
    });
    await insertedSignal;
    // Act + Assert: a read meanwhile sees the committed state only, and does not wait for A.
    expect(await emails()).toEqual([]);
    await committing;
    expect(await emails()).toEqual(['pending@example.com']);
  });

  it('lets a transaction read through the DataSource and call inTransaction again without waiting for itself', async () => {
    await inTransaction(ds, async (m) => {
      await m.insert(NewsletterSubscriber, { email: 'x@example.com' });
      // A read outside the manager sees the committed state, as on MySQL/MariaDB's other connections.
      expect(await emails()).toEqual([]);
      // A nested unit of work joins this transaction as a savepoint: its failure undoes only its own part.
      await inTransaction(ds, (inner) => inner.insert(NewsletterSubscriber, { email: 'y@example.com' }));
      await expect(
        inTransaction(ds, async (inner) => {
          await inner.insert(NewsletterSubscriber, { email: 'z@example.com' });
          throw new Error('inner fails');
        }),
      ).rejects.toThrow('inner fails');
    });
    expect(await emails()).toEqual(['x@example.com', 'y@example.com']);
  });

  it('runs the queued transactions before closing', async () => {
    const writes = ['p@example.com', 'q@example.com', 'r@example.com'].map(subscribe);
    const reopened = createDataSource({ kind: 'sqlite', file: path.join(dir, 'db.sqlite') });
    // Act
    await closeDatabase(ds);
    await Promise.all(writes);
    // Assert
    ds = await reopened.initialize();
    expect(await emails()).toEqual(['p@example.com', 'q@example.com', 'r@example.com']);
  });
});
