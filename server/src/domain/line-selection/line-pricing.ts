import { type EntityManager, In } from 'typeorm';
import { Currency } from '../../entities/currency.entity';
import { PriceEntry } from '../../entities/price-entry.entity';
import { ProductImage } from '../../entities/product-image.entity';
import { User } from '../../entities/user.entity';
import { notFound } from '../common/domain-error';
import type { RequestContext } from '../common/request-context';
import { type PriceBreakdown, priceBreakdown } from '../pricing/carat-price';
import { lineTotalMinor } from '../pricing/totals';

/** The account whose cart, wishlist or orders are read, with the currency they are priced in. */
export interface Owner {
  user: User;
  currency: Currency;
}

/**
 * The owner of user-scoped data and their account currency. The caller is that user or an admin
 * (checked before this runs); an admin naming an unknown user gets NOT_FOUND.
 */
export async function loadOwner(manager: EntityManager, ctx: RequestContext, ownerId: number): Promise<Owner> {
  const user = ctx.user && ctx.user.id === ownerId ? ctx.user : await manager.getRepository(User).findOneBy({ id: ownerId });
  if (!user) throw notFound('User not found');
  const currency = await manager.getRepository(Currency).findOneBy({ id: user.currencyId });
  if (!currency) throw new Error(`currency ${user.currencyId} of user ${user.id} is missing`);
  return { user, currency };
}

/** The price entries of many product carats in one currency, in one IN (...) query. */
export async function priceEntriesFor(
  manager: EntityManager,
  productCaratIds: number[],
  currencyId: number,
): Promise<Map<number, PriceEntry>> {
  const ids = [...new Set(productCaratIds)];
  if (ids.length === 0) return new Map();
  const rows = await manager.getRepository(PriceEntry).findBy({ productCaratId: In(ids), currencyId });
  return new Map(rows.map((row) => [row.productCaratId, row]));
}

/** The amounts of one line: one piece's breakdown and the line total, or null without a price entry. */
export interface LineAmounts {
  unit: PriceBreakdown;
  lineTotalMinor: number;
}

/** Prices `quantity` pieces from a price entry (pricing/ does the maths). */
export function lineAmounts(entry: PriceEntry | undefined, quantity: number): LineAmounts | null {
  if (!entry) return null;
  const unit = priceBreakdown(entry);
  return {
    unit,
    lineTotalMinor: lineTotalMinor({
      unitPriceMinor: unit.priceMinor,
      stoneChargeMinor: unit.stoneChargeMinor,
      labourChargeMinor: unit.labourChargeMinor,
      quantity,
    }),
  };
}

/** The pictures of many product colours in one IN (...) query, each list in display order. */
export async function imageUrlsByColorIds(manager: EntityManager, productColorIds: number[]): Promise<Map<number, string[]>> {
  const ids = [...new Set(productColorIds)];
  const result = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return result;
  const rows = await manager
    .getRepository(ProductImage)
    .find({ where: { productColorId: In(ids) }, order: { position: 'ASC', id: 'ASC' } });
  for (const row of rows) result.get(row.productColorId)?.push(row.url);
  return result;
}
