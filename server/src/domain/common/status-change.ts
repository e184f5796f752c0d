import type { DataSource, EntityTarget, FindOptionsWhere } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { inTransaction } from '../../database/transactions';
import { notFound } from './domain-error';

/**
 * A back-office status change (an order's, an inquiry's): reads the row `id` (NOT_FOUND with `missing` when
 * there is none), writes the new status in a transaction only when it differs, and answers the row as it is now.
 */
export async function changeStatus<T extends { id: number; status: S }, S>(
  ds: DataSource,
  entity: EntityTarget<T>,
  id: number,
  status: S,
  missing: string,
): Promise<T> {
  const row = await ds.getRepository(entity).findOneBy({ id } as FindOptionsWhere<T>);
  if (!row) throw notFound(missing);
  if (row.status !== status) {
    await inTransaction(ds, (m) => m.update(entity, { id: row.id }, { status } as QueryDeepPartialEntity<T>));
    row.status = status;
  }
  return row;
}
