import type { EntityManager } from 'typeorm';
import { Product } from '../../entities/product.entity';
import { AlreadyExistsError } from '../common/error-results';

/**
 * The warning of a product name another product already has (docs/decisions.md#product-names-and-text-limits), or null. Unlike the
 * catalogue settings' names, a product's name need not be unique (two "Solitaire Ring"s of different
 * metals are fine), so this is not a refusal: the back-office shows it as "Save anyway?" and sends the
 * save again with confirmDuplicateName. Compared trimmed and case-blind. An edit that keeps the product's
 * own name is not warned again (it was confirmed when it was given); `current` is the stored product.
 */
export async function duplicateNameWarning(
  m: EntityManager,
  name: string,
  current: Pick<Product, 'id' | 'name'> | null,
): Promise<AlreadyExistsError | null> {
  const key = name.trim().toLowerCase();
  if (current && current.name.trim().toLowerCase() === key) return null;
  const query = m
    .getRepository(Product)
    .createQueryBuilder('p')
    .select(['p.id', 'p.name'])
    // LOWER on both sides: SQLite compares case-sensitively, MariaDB by its collation.
    .where('LOWER(TRIM(p.name)) = :key', { key })
    .orderBy('p.id', 'ASC');
  if (current) query.andWhere('p.id <> :id', { id: current.id });
  const other = await query.getOne();
  return other ? new AlreadyExistsError('name', `A product named "${other.name}" already exists.`) : null;
}
