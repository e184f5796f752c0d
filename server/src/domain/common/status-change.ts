import { type DataSource, type EntityManager, type EntityTarget, type FindOptionsWhere, Not } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { inTransaction } from '../../database/transactions';
import { notFound } from './domain-error';

/**
 * A back-office status change (an order's, an inquiry's): reads the row `id` (NOT_FOUND with `missing` when
 * there is none), writes the new status in a transaction only when it differs, and answers the row as it is now.
 * `onChange` runs in that transaction when this call changed the status (an order's e-mail is queued there),
 * and not when a concurrent call had already set the same status.
 */
export async function changeStatus<T extends { id: number; status: S }, S>(
  ds: DataSource,
  entity: EntityTarget<T>,
  id: number,
  status: S,
  missing: string,
  onChange?: (manager: EntityManager) => Promise<void>,
): Promise<T> {
  const row = await ds.getRepository(entity).findOneBy({ id } as FindOptionsWhere<T>);
  if (!row) throw notFound(missing);
  if (row.status !== status) {
    await inTransaction(ds, async (m) => {
      // Last write wins, as before; `onChange` runs only when this statement really changed the status.
      const from = { id: row.id, status: Not(status) } as FindOptionsWhere<T>;
      const result = await m.update(entity, from, { status } as QueryDeepPartialEntity<T>);
      if (onChange && result.affected !== 0) await onChange(m);
    });
    row.status = status;
  }
  return row;
}
