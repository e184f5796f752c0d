import type { DataSource, EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../database/errors';
import { inTransaction } from '../../database/transactions';
import { InvoiceSeries } from '../../entities/invoice-series.entity';
import { Order } from '../../entities/order.entity';
import { invoiceKindOf, invoiceNumber, invoiceSeries } from './invoice-rules';

/** Another request gave the order its number first: this transaction rolls back, so its number is not used. */
class IssuedMeanwhile extends Error {}

/**
 * Gives an order its invoice number, once (docs/decisions.md#gst-and-invoices). The series row is
 * incremented and the order written in ONE transaction: MariaDB holds the series row's lock until the
 * commit (SQLite has one writer), so numbers are consecutive; a request that loses the race for the same
 * order rolls back, which returns its number. Answers the order's number and when it was issued.
 */
export async function issueInvoiceNumber(dataSource: DataSource, order: Order): Promise<{ invoiceNumber: string; invoicedAt: Date }> {
  if (order.invoiceNumber && order.invoicedAt) return { invoiceNumber: order.invoiceNumber, invoicedAt: order.invoicedAt };
  for (let attempt = 0; ; attempt++) {
    try {
      return await inTransaction(dataSource, (manager) => issueIn(manager, order));
    } catch (error) {
      if (error instanceof IssuedMeanwhile) break;
      // Two first invoices of a new series inserted its row at once (the "order placed" e-mail and a download,
      // say): the second retries as an increment. On MariaDB both may instead hold the gap they found empty
      // and deadlock inserting into it; inTransaction runs the one InnoDB rolled back again by itself.
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
  const issued = await dataSource.getRepository(Order).findOneByOrFail({ id: order.id });
  return { invoiceNumber: issued.invoiceNumber!, invoicedAt: issued.invoicedAt! };
}

/**
 * Gives the order its invoice number inside the caller's transaction (the order's row already locked by the
 * caller): the lifecycle issues it in the transaction that marks an online order paid.
 */
export function issueInvoiceIn(manager: EntityManager, order: Order): Promise<{ invoiceNumber: string; invoicedAt: Date }> {
  return issueIn(manager, order);
}

async function issueIn(manager: EntityManager, order: Order): Promise<{ invoiceNumber: string; invoicedAt: Date }> {
  const invoicedAt = new Date();
  const series = invoiceSeries(invoiceKindOf(order.currencyCode), invoicedAt);
  const bumped = await manager
    .createQueryBuilder()
    .update(InvoiceSeries)
    .set({ lastNumber: () => 'lastNumber + 1' })
    .where({ series })
    .execute();
  if (!bumped.affected) await manager.insert(InvoiceSeries, { series, lastNumber: 1 });
  const { lastNumber } = await manager.getRepository(InvoiceSeries).findOneByOrFail({ series });
  const number = invoiceNumber(series, lastNumber);
  const written = await manager
    .createQueryBuilder()
    .update(Order)
    .set({ invoiceNumber: number, invoicedAt })
    .where('id = :id AND invoiceNumber IS NULL', { id: order.id })
    .execute();
  if (!written.affected) throw new IssuedMeanwhile();
  return { invoiceNumber: number, invoicedAt };
}
