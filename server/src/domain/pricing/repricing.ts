import type { EntityManager } from 'typeorm';
import { minorUnitsFromDatabase } from '../../entities/columns';
import { MAX_AMOUNT_MINOR } from './money';
import { convertFromInrMinor, rateCardPriceMinor } from './rate-card';
import { amountsOverCap, canRepriceInSql, repriceInSql, scopeWhere } from './repricing-sql';
import type { RepriceResult, RepriceScope } from './reprice-scope';
import { fromPriceMinor } from './totals';

interface EntryRow {
  id: number;
  productId: number;
  productCaratId: number;
  caratId: number;
  currencyId: number;
  isInr: number | boolean | string;
  /** BIGINT: a string from MariaDB until read by `exactAmounts`. */
  priceMinor: number;
  stoneChargeMinor: number;
  labourChargeMinor: number;
  isManual: number | boolean | string;
  weightInGrams: number | string;
  baseRatePerGram: number | string;
  multiplier: number | string;
  rate: number | string;
}

const CHUNK = 400;
const truthy = (v: number | boolean | string) => v === true || v === 1 || v === '1';

/** Raw SQL skips the entity transformers: BIGINT amounts become exact numbers here (or a RangeError). */
function exactAmounts(row: EntryRow): void {
  row.priceMinor = minorUnitsFromDatabase(row.priceMinor) ?? 0;
  row.stoneChargeMinor = minorUnitsFromDatabase(row.stoneChargeMinor) ?? 0;
  row.labourChargeMinor = minorUnitsFromDatabase(row.labourChargeMinor) ?? 0;
}

/**
 * The rate card applied to the database (docs/decisions.md#rate-card): every auto entry (isManual
 * false) in scope gets price = base rate x carat multiplier x weight x (currency rate / INR rate);
 * in a non-INR currency its stone and labour charges follow the product carat's INR quote at the
 * same rate. Manual entries are never touched. The from-price of every product in scope is refreshed.
 *
 * Runs inside the caller's transaction, after a metal's base rate, a carat's multiplier, a product's
 * weight or a currency's rate changed, and after a product's carats or prices were saved.
 * On MySQL/MariaDB it runs as set-based SQL (repricing-sql.ts). Elsewhere (SQLite, whose arithmetic is
 * binary floating point, or an INR rate other than 1) it reads once, computes with rate-card.ts and writes
 * only what changed, in chunked CASE updates (no statement per entry).
 */
export async function repriceAutoEntries(manager: EntityManager, scope: RepriceScope = {}): Promise<RepriceResult> {
  if (scope.productIds && scope.productIds.length === 0) return { entries: 0, products: 0 };
  const inr = await manager.query<{ id: number; rate: number | string }[]>(
    'SELECT id, conversionRateToINR AS rate FROM currencies WHERE code = ?',
    ['INR'],
  );
  if (inr.length === 0) return { entries: 0, products: 0 };
  const inrRate = Number(inr[0].rate);
  if (canRepriceInSql(manager, inrRate)) return repriceInSql(manager, scope, Number(inr[0].id));

  // A carat narrows the products, not the rows: the from-price below needs every INR entry of each
  // product, including its other carats' (narrowing the rows made it the minimum of this carat only).
  const where = scopeWhere(scope, 'products');
  // The currency and the carat narrow what is re-priced, but every entry of the products in scope is
  // read: the INR quote drives the other currencies' charges, and all INR entries the from-price.
  const rows: EntryRow[] = await manager.query(
    `SELECT pe.id, pc.productId, pe.productCaratId, pc.caratId, pe.currencyId, CASE WHEN cur.code = 'INR' THEN 1 ELSE 0 END AS isInr,
            pe.priceMinor, pe.stoneChargeMinor, pe.labourChargeMinor, pe.isManual,
            p.weightInGrams, m.baseRatePerGram, c.multiplier, cur.conversionRateToINR AS rate
       FROM price_entries pe
       JOIN product_carats pc ON pc.id = pe.productCaratId
       JOIN products p ON p.id = pc.productId
       JOIN metal_types m ON m.id = p.metalTypeId
       JOIN carats c ON c.id = pc.caratId
       JOIN currencies cur ON cur.id = pe.currencyId
      WHERE ${where.sql}`,
    where.params,
  );
  for (const row of rows) exactAmounts(row);

  const inrQuote = new Map<number, EntryRow>();
  for (const row of rows) if (truthy(row.isInr)) inrQuote.set(row.productCaratId, row);

  const changed: { id: number; price: number; stone: number; labour: number }[] = [];
  for (const row of rows) {
    if (truthy(row.isManual)) continue;
    if (scope.currencyId !== undefined && Number(row.currencyId) !== scope.currencyId) continue;
    if (scope.caratId !== undefined && Number(row.caratId) !== scope.caratId) continue;
    const rate = Number(row.rate);
    const price = rateCardPriceMinor({
      baseRatePerGram: Number(row.baseRatePerGram),
      caratMultiplier: Number(row.multiplier),
      weightInGrams: Number(row.weightInGrams),
      currencyRate: rate,
      inrRate,
    });
    const quote = inrQuote.get(row.productCaratId);
    const convertCharges = !truthy(row.isInr) && quote !== undefined;
    const stone = convertCharges ? convertFromInrMinor(quote.stoneChargeMinor, rate, inrRate) : row.stoneChargeMinor;
    const labour = convertCharges ? convertFromInrMinor(quote.labourChargeMinor, rate, inrRate) : row.labourChargeMinor;
    if (Math.max(price, stone, labour) > MAX_AMOUNT_MINOR) {
      // Refused before anything is written: the caller's transaction rolls back with a clear reason.
      throw amountsOverCap();
    }
    if (price !== row.priceMinor || stone !== row.stoneChargeMinor || labour !== row.labourChargeMinor) {
      changed.push({ id: row.id, price, stone, labour });
      Object.assign(row, { priceMinor: price, stoneChargeMinor: stone, labourChargeMinor: labour });
    }
  }

  for (let i = 0; i < changed.length; i += CHUNK) {
    const chunk = changed.slice(i, i + CHUNK);
    const cases = (pick: (c: (typeof chunk)[number]) => number) => chunk.map((c) => `WHEN ${c.id} THEN ${pick(c)}`).join(' ');
    // Only integers computed here are inlined (ids and minor units), never caller input.
    await manager.query(
      `UPDATE price_entries SET
         priceMinor = CASE id ${cases((c) => c.price)} END,
         stoneChargeMinor = CASE id ${cases((c) => c.stone)} END,
         labourChargeMinor = CASE id ${cases((c) => c.labour)} END
       WHERE id IN (${chunk.map((c) => c.id).join(',')})`,
    );
  }

  await refreshFromPrices(manager, rows, scope.productIds ?? []);
  const changedIds = new Set(changed.map((c) => c.id));
  const products = new Set(rows.filter((row) => changedIds.has(row.id)).map((row) => Number(row.productId))).size;
  return { entries: changed.length, products };
}

/**
 * products.fromPriceInrMinor of every product among `rows`, from their (updated) INR entries; the
 * products named in the scope that have no entries left get NULL.
 */
async function refreshFromPrices(manager: EntityManager, rows: EntryRow[], scopedProductIds: number[]): Promise<void> {
  const inrByProduct = new Map<number, EntryRow[]>(scopedProductIds.map((id) => [id, []]));
  for (const row of rows) {
    if (!inrByProduct.has(row.productId)) inrByProduct.set(row.productId, []);
    if (truthy(row.isInr)) inrByProduct.get(row.productId)!.push(row);
  }
  const updates = [...inrByProduct].map(([productId, entries]) => ({ productId, from: fromPriceMinor(entries) }));
  for (let i = 0; i < updates.length; i += CHUNK) {
    const chunk = updates.slice(i, i + CHUNK);
    await manager.query(
      `UPDATE products SET fromPriceInrMinor = CASE id ${chunk.map((u) => `WHEN ${u.productId} THEN ${u.from ?? 'NULL'}`).join(' ')} END
       WHERE id IN (${chunk.map((u) => u.productId).join(',')})`,
    );
  }
}
