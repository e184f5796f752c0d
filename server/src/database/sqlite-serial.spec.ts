import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DataSource } from 'typeorm';
import { NewsletterSubscriber } from '../entities/newsletter-subscriber.entity';
import { createDataSource } from './data-source';
import { runWithQueryCounter } from './query-counter';
import { serializeSqliteTransactions } from './sqlite-serial';

// Two "requests" (scopes) share SQLite's one connection: one's rollback must not undo the other's writes.
describe('SQLite transactions of concurrent requests', () => {
  let ds: DataSource;

  beforeEach(async () => {
    ds = createDataSource({ kind: 'sqlite', file: path.join(mkdtempSync(path.join(os.tmpdir(), 'shop-serial-')), 'db.sqlite') });
    await ds.initialize();
    serializeSqliteTransactions(ds);
  });
  afterEach(() => ds.destroy());

  const inRequest = <T>(fn: () => Promise<T>): Promise<T> => runWithQueryCounter({ statements: 0 }, fn);
  const emails = async () => (await ds.getRepository(NewsletterSubscriber).find({ order: { email: 'ASC' } })).map((s) => s.email);

  it("keeps one request's writes out of another request's rolled-back transaction", async () => {
    // Arrange: request A opens a transaction, writes, waits, then fails.
    const failing = inRequest(() =>
      ds.transaction(async (m) => {
        await m.insert(NewsletterSubscriber, { email: 'a@example.com' });
        await sleep(60);
        throw new Error('A fails');
      }),
    );
    await sleep(10);
    // Act: meanwhile request B saves (TypeORM's own implicit transaction) and C runs a plain INSERT.
    const saving = inRequest(() => ds.getRepository(NewsletterSubscriber).save({ email: 'b@example.com' }));
    const plain = inRequest(() => ds.query('INSERT INTO newsletter_subscribers (email) VALUES (?)', ['c@example.com']));
    // Assert
    await expect(failing).rejects.toThrow('A fails');
    await Promise.all([saving, plain]);
    expect(await emails()).toEqual(['b@example.com', 'c@example.com']);
  });

  it('lets a request run its own statements, nested transactions and loaders inside its transaction', async () => {
    await inRequest(() =>
      ds.transaction(async (m) => {
        await m.insert(NewsletterSubscriber, { email: 'x@example.com' });
        // Same request, outside the manager: must not wait for itself (that would deadlock).
        expect(Number((await ds.query('SELECT COUNT(*) AS n FROM newsletter_subscribers'))[0].n)).toBe(1);
        await ds.getRepository(NewsletterSubscriber).save({ email: 'y@example.com' });
      }),
    );
    expect(await emails()).toEqual(['x@example.com', 'y@example.com']);
  });
});
