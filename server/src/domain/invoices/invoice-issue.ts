import type { DataSource, EntityManager } from 'typeorm';
import { forUpdate, isMysql } from '../../database/locks';
import { inTransaction } from '../../database/transactions';
import { Order } from '../../entities/order.entity';
import { invoiceKindOf, invoiceNumber, invoiceSeries } from './invoice-rules';

/** Another transaction gave the order its number first: this one rolls back, so its number is not used. */
class IssuedMeanwhile extends Error {
  constructor(orderId: number) {
    super(`Order ${orderId} was invoiced by another transaction meanwhile`);
  }
}

/**
 * The next number of a series (`INV/26-27`, `CN/26-27`, …), taken in the caller's transaction
 * (docs/decisions.md#gst-and-invoices, #credit-notes). One statement inserts the series row with 1, or bumps
 * it: MariaDB's INSERT … ON DUPLICATE KEY UPDATE hands the new value back through LAST_INSERT_ID(expr) (the
 * insert id of its answer), SQLite's upsert through RETURNING. That write holds the series row's lock until
 * the caller commits (MariaDB; SQLite has one writer), so the numbers of concurrent transactions follow each
 * other in commit order and a transaction that rolls back gives its number back: no gaps. The first number of
 * a year needs no separate insert, so two of them at once never fail on the key: the second waits for the
 * first's row.
 */
export async function nextInSeries(manager: EntityManager, series: string): Promise<string> {
  let lastNumber: number;
  if (isMysql(manager)) {
    const header = await manager.query<{ insertId: number | string }>(
      'INSERT INTO `invoice_series` (`series`, `lastNumber`) VALUES (?, LAST_INSERT_ID(1)) ' +
        'ON DUPLICATE KEY UPDATE `lastNumber` = LAST_INSERT_ID(`lastNumber` + 1)',
      [series],
    );
    lastNumber = Number(header.insertId);
  } else {
    const [row] = await manager.query<Array<{ lastNumber: number }>>(
      'INSERT INTO "invoice_series" ("series", "lastNumber") VALUES (?, 1) ' +
        'ON CONFLICT ("series") DO UPDATE SET "lastNumber" = "lastNumber" + 1 RETURNING "lastNumber"',
      [series],
    );
    lastNumber = Number(row.lastNumber);
  }
  if (!Number.isSafeInteger(lastNumber) || lastNumber < 1) throw new Error(`no number taken from series ${series}`);
  return invoiceNumber(series, lastNumber);
}

/**
 * An invoice number for a new order of `currencyCode`, issued now: what checkout writes into a cash-on-delivery
 * order it places (the order row does not exist yet, so issueInvoiceIn cannot write it).
 */
export async function newInvoiceNumber(manager: EntityManager, currencyCode: string): Promise<{ invoiceNumber: string; invoicedAt: Date }> {
  const invoicedAt = new Date();
  return { invoiceNumber: await nextInSeries(manager, invoiceSeries(invoiceKindOf(currencyCode), invoicedAt)), invoicedAt };
}

/**
 * Issues the order's tax (INR) or commercial invoice in the caller's transaction, when the sale is confirmed
 * (docs/decisions.md#credit-notes): the transaction that marks an online order paid calls it, with the order
 * row locked. An order that already has its number answers it, and nothing is written. Does not change
 * `order`: the caller copies the answer where it needs it (a transaction that runs again after a lock
 * conflict must not see a number its first run rolled back).
 */
export async function issueInvoiceIn(m: EntityManager, order: Order): Promise<{ invoiceNumber: string; invoicedAt: Date }> {
  if (order.invoiceNumber && order.invoicedAt) return { invoiceNumber: order.invoiceNumber, invoicedAt: order.invoicedAt };
  // Read again, locked, before a number is taken: `order` may have been read before another transaction invoiced
  // it, and a number taken and then not used would be a gap this transaction cannot give back.
  const current = await lockedOrder(m, order.id);
  if (current.invoiceNumber && current.invoicedAt) return { invoiceNumber: current.invoiceNumber, invoicedAt: current.invoicedAt };
  const issued = await newInvoiceNumber(m, order.currencyCode);
  const written = await m
    .createQueryBuilder()
    .update(Order)
    .set(issued)
    .where('id = :id AND invoiceNumber IS NULL', { id: order.id })
    .execute();
  if (!written.affected) throw new IssuedMeanwhile(order.id);
  return issued;
}

/**
 * The order's row read with its lock (MariaDB: FOR UPDATE, which also reads the latest committed row; SQLite's
 * one writer needs none), in the caller's transaction: the invoice and credit notes read what they number here.
 */
export function lockedOrder(m: EntityManager, orderId: number): Promise<Order> {
  return m.getRepository(Order).findOneOrFail({ where: { id: orderId }, ...forUpdate(m) });
}

/**
 * Gives an order its invoice number on its first download or e-mail: only a FALLBACK for orders confirmed
 * before invoices were issued at confirmation (docs/decisions.md#credit-notes); every order confirmed since
 * has its number already and is answered without a write. Its own transaction: a request that loses the
 * race for the same order rolls back, which returns its number, and reads the winner's.
 */
export async function issueInvoiceNumber(dataSource: DataSource, order: Order): Promise<{ invoiceNumber: string; invoicedAt: Date }> {
  if (order.invoiceNumber && order.invoicedAt) return { invoiceNumber: order.invoiceNumber, invoicedAt: order.invoicedAt };
  try {
    return await inTransaction(dataSource, (manager) => issueInvoiceIn(manager, order));
  } catch (error) {
    if (!(error instanceof IssuedMeanwhile)) throw error;
  }
  const issued = await dataSource.getRepository(Order).findOneByOrFail({ id: order.id });
  return { invoiceNumber: issued.invoiceNumber!, invoicedAt: issued.invoicedAt! };
}
