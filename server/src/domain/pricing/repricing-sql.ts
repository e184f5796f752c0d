import type { EntityManager } from 'typeorm';
import { isMysql } from '../../database/locks';
import { DomainError, DomainErrorCode } from '../common/domain-error';
import { MAX_AMOUNT_MINOR } from './money';
import type { RepriceResult, RepriceScope } from './reprice-scope';

/** Whether the rate card can run as set-based SQL on this database (see repriceInSql). */
export function canRepriceInSql(manager: EntityManager, inrRate: number): boolean {
  return isMysql(manager) && inrRate === 1;
}

/** Why a re-pricing is refused; the caller's transaction rolls back with it. */
export const amountsOverCap = () =>
  new DomainError(
    DomainErrorCode.INVALID_INPUT,
    'These rates would price some products above 1,000,000,000.00, the largest amount the shop accepts',
  );

// Every rate, weight and multiplier is a DECIMAL column, so MariaDB/MySQL multiply them exactly (at most 47
// digits, scale 15) and ROUND() rounds an exact value half away from zero: half up for these non-negative
// amounts. With the INR rate at 1 nothing is divided, so these are the amounts of the shared rule
// (rate-card.ts, @shop/contracts), to the paisa and the cent: server/test/pricing-sql-vs-rule.e2e-spec.ts.
const METAL_MINOR = 'ROUND(m.baseRatePerGram * c.multiplier * p.weightInGrams * cur.conversionRateToINR * 100)';
const chargeMinor = (column: string) => `ROUND(q.${column} * cur.conversionRateToINR)`;

// The entries and what their amounts come from; q is the INR quote of a non-INR entry's product carat.
const ENTRIES_WITH_RATE_CARD = `price_entries pe
  JOIN product_carats pc ON pc.id = pe.productCaratId
  JOIN products p ON p.id = pc.productId
  JOIN metal_types m ON m.id = p.metalTypeId
  JOIN carats c ON c.id = pc.caratId
  JOIN currencies cur ON cur.id = pe.currencyId
  LEFT JOIN price_entries q ON q.productCaratId = pe.productCaratId AND q.currencyId = ? AND pe.currencyId <> ?`;

interface Where {
  sql: string;
  params: unknown[];
}

/**
 * The WHERE of a re-pricing scope. Over p: the products whose from-price is refreshed, where a carat
 * narrows the products to those offering it (the from-price needs every INR entry of each, its other
 * carats' included). Over pc and p (`rows`): the product carats re-priced, where a carat narrows the rows.
 */
export function scopeWhere(scope: RepriceScope, over: 'products' | 'rows'): Where {
  const where = ['1 = 1'];
  const params: unknown[] = [];
  if (scope.metalTypeId !== undefined) {
    where.push('p.metalTypeId = ?');
    params.push(scope.metalTypeId);
  }
  if (scope.caratId !== undefined) {
    where.push(over === 'rows' ? 'pc.caratId = ?' : 'p.id IN (SELECT productId FROM product_carats WHERE caratId = ?)');
    params.push(scope.caratId);
  }
  if (scope.productIds) {
    where.push(`p.id IN (${scope.productIds.map(() => '?').join(',')})`);
    params.push(...scope.productIds);
  }
  return { sql: where.join(' AND '), params };
}

const productsInScope = (scope: RepriceScope) => scopeWhere(scope, 'products');
const caratsInScope = (scope: RepriceScope) => scopeWhere(scope, 'rows');

/** The auto entries in scope (over pe, pc and p). */
function entriesInScope(scope: RepriceScope): Where {
  const carats = caratsInScope(scope);
  const where = { sql: `pe.isManual = 0 AND ${carats.sql}`, params: carats.params };
  if (scope.currencyId === undefined) return where;
  return { sql: `${where.sql} AND pe.currencyId = ?`, params: [...where.params, scope.currencyId] };
}

/**
 * Refuses (DomainError, nothing written yet) rates that would price an auto entry in scope above
 * MAX_AMOUNT_MINOR. A bound from the product carats (largest base rate x multiplier x weight, times the
 * largest rate in scope) clears the usual case without reading the entries; only when it does not are the
 * entries' own amounts checked. Charges are bounded by their INR quote while no rate in scope exceeds
 * INR's, as each quote was checked against the cap when it was saved.
 */
async function refuseAmountsOverCap(manager: EntityManager, scope: RepriceScope, inrId: number): Promise<void> {
  const carats = caratsInScope(scope);
  const currencies = scope.currencyId === undefined ? { sql: '', params: [] } : { sql: 'WHERE id = ?', params: [scope.currencyId] };
  const [bound] = await manager.query<{ risky: number | string | null }[]>(
    `SELECT CASE WHEN b.rate > 1 OR ROUND(b.metal * b.rate * 100) > ? THEN 1 ELSE 0 END AS risky
       FROM (SELECT (SELECT MAX(m.baseRatePerGram * c.multiplier * p.weightInGrams)
                       FROM product_carats pc
                       JOIN products p ON p.id = pc.productId
                       JOIN metal_types m ON m.id = p.metalTypeId
                       JOIN carats c ON c.id = pc.caratId
                      WHERE ${carats.sql}) AS metal,
                    (SELECT MAX(conversionRateToINR) FROM currencies ${currencies.sql}) AS rate) b`,
    [MAX_AMOUNT_MINOR, ...carats.params, ...currencies.params],
  );
  if (Number(bound?.risky ?? 0) !== 1) return;
  const entries = entriesInScope(scope);
  const over = await manager.query<unknown[]>(
    `SELECT pe.id FROM ${ENTRIES_WITH_RATE_CARD}
      WHERE ${entries.sql}
        AND (${METAL_MINOR} > ? OR ${chargeMinor('stoneChargeMinor')} > ? OR ${chargeMinor('labourChargeMinor')} > ?)
      LIMIT 1`,
    [inrId, inrId, ...entries.params, MAX_AMOUNT_MINOR, MAX_AMOUNT_MINOR, MAX_AMOUNT_MINOR],
  );
  if (over.length > 0) throw amountsOverCap();
}

/**
 * The rate card of repricing.ts as three set-based statements on MySQL/MariaDB, for catalogues where
 * reading every entry into Node and writing it back costs seconds (100,000 entries: about 0.7 s here,
 * against 2.7 s). Only taken while INR's rate is 1 (the currencies service keeps it so): then the
 * amounts need no division and are exact in DECIMAL arithmetic. Same rules, same transaction: the
 * caller's; manual entries untouched; the from-price of every product in scope refreshed.
 */
export async function repriceInSql(manager: EntityManager, scope: RepriceScope, inrId: number): Promise<RepriceResult> {
  await refuseAmountsOverCap(manager, scope, inrId);

  const entries = entriesInScope(scope);
  // Counted before the UPDATE, which cannot say which products its changed rows belong to: the products
  // with an auto entry about to change (products priced only by hand are not re-priced, so not reported).
  const [affected] = await manager.query<{ products: number | string }[]>(
    `SELECT COUNT(DISTINCT pc.productId) AS products FROM ${ENTRIES_WITH_RATE_CARD}
      WHERE ${entries.sql}
        AND (pe.priceMinor <> ${METAL_MINOR}
             OR pe.stoneChargeMinor <> COALESCE(${chargeMinor('stoneChargeMinor')}, pe.stoneChargeMinor)
             OR pe.labourChargeMinor <> COALESCE(${chargeMinor('labourChargeMinor')}, pe.labourChargeMinor))`,
    [inrId, inrId, ...entries.params],
  );

  // A non-INR entry takes its charges from the INR quote; an INR entry, or one without a quote, keeps its own.
  const updated = await manager.query<{ changedRows: number }>(
    `UPDATE ${ENTRIES_WITH_RATE_CARD}
        SET pe.priceMinor = ${METAL_MINOR},
            pe.stoneChargeMinor = COALESCE(${chargeMinor('stoneChargeMinor')}, pe.stoneChargeMinor),
            pe.labourChargeMinor = COALESCE(${chargeMinor('labourChargeMinor')}, pe.labourChargeMinor)
      WHERE ${entries.sql}`,
    [inrId, inrId, ...entries.params],
  );

  // The sum is written straight back to a BIGINT column, never read into Node, so the DECIMAL strings that
  // keep money sums out of SQL elsewhere (docs/decisions.md#money-columns) do not arise. NULL without INR entries.
  const products = productsInScope(scope);
  await manager.query(
    `UPDATE products p
        SET p.fromPriceInrMinor = (SELECT MIN(pe.priceMinor + pe.stoneChargeMinor + pe.labourChargeMinor)
                                     FROM product_carats pc
                                     JOIN price_entries pe ON pe.productCaratId = pc.id AND pe.currencyId = ?
                                    WHERE pc.productId = p.id)
      WHERE ${products.sql}`,
    [inrId, ...products.params],
  );
  // changedRows: rows whose amounts differ (the driver reports matched rows as affectedRows).
  return { entries: Number(updated.changedRows), products: Number(affected.products) };
}
