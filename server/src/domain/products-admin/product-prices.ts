import type { Currency } from '../../entities/currency.entity';
import type { PriceEntry } from '../../entities/price-entry.entity';
import { REFERENCE_CURRENCY } from '../pricing/money';
import { toMinorUnits } from '../pricing/money';
import { convertFromInrMinor } from '../pricing/rate-card';
import type { PriceRowData } from './product-admin.validation';

/** The stored amounts one price entry of a product carat should have in one currency. */
export interface PlannedEntry {
  currencyId: number;
  priceMinor: number;
  stoneChargeMinor: number;
  labourChargeMinor: number;
  isManual: boolean;
}

/**
 * The price entries of one product carat after the admin sent `rows` (already through the form's dropping
 * rule, docs/specifications.md#back-office-5-validation), one per currency of the shop:
 * - a MANUAL row keeps the admin's price and charges, and stays manual (docs/decisions.md#rate-card);
 * - an AUTO row (manual=false) keeps the admin's charges; its price is a placeholder that
 *   repriceAutoEntries replaces with the rate card in the same transaction;
 * - a currency without a row gets an AUTO entry. Its charges: in a non-INR currency they follow the
 *   INR entry (repriceAutoEntries converts them); an INR entry without a row takes them from the first
 *   row sent, converted into rupees (0 when nothing was sent, or what it had on update).
 * Note: repriceAutoEntries also converts the charges of an AUTO non-INR row from the INR entry, so the
 * charges an admin types into an auto USD row are replaced; a manual row is the way to fix them.
 * All amounts go through the pricing module (toMinorUnits, convertFromInrMinor).
 */
export function plannedEntries(currencies: Currency[], rows: PriceRowData[], existing: PriceEntry[]): PlannedEntry[] {
  const rowByCurrency = new Map(rows.map((row) => [row.currencyId, row]));
  const existingByCurrency = new Map(existing.map((entry) => [entry.currencyId, entry]));
  const inr = currencies.find((c) => c.code === REFERENCE_CURRENCY);
  return currencies.map((currency) => {
    const row = rowByCurrency.get(currency.id);
    const old = existingByCurrency.get(currency.id);
    if (row) {
      const planned = {
        currencyId: currency.id,
        priceMinor: row.manual && row.price != null ? toMinorUnits(row.price) : (old?.priceMinor ?? 0),
        stoneChargeMinor: toMinorUnits(row.stoneCharge),
        labourChargeMinor: toMinorUnits(row.labourCharge),
        isManual: row.manual,
      };
      return { ...planned, isManual: planned.isManual && !(old && unchangedAuto(old, planned)) };
    }
    let stoneChargeMinor = old?.stoneChargeMinor ?? 0;
    let labourChargeMinor = old?.labourChargeMinor ?? 0;
    const source = rows[0];
    const sourceRate = currencies.find((c) => c.id === source?.currencyId)?.conversionRateToINR;
    if (inr && currency.id === inr.id && source && sourceRate && sourceRate > 0) {
      // From the row's currency into rupees: the same ratio, the other way round.
      stoneChargeMinor = convertFromInrMinor(toMinorUnits(source.stoneCharge), inr.conversionRateToINR, sourceRate);
      labourChargeMinor = convertFromInrMinor(toMinorUnits(source.labourCharge), inr.conversionRateToINR, sourceRate);
    }
    return { currencyId: currency.id, priceMinor: old?.priceMinor ?? 0, stoneChargeMinor, labourChargeMinor, isManual: false };
  });
}

/**
 * True when `old` is an AUTO entry and a row sent as manual carries exactly its stored amounts: the form
 * loads every entry as Manual (docs/specifications.md#back-office-4-states), so an entry whose amounts the
 * admin did not change must stay on the rate card (docs/decisions.md#manual-on-edit).
 * Pinning today's computed price by hand therefore takes a different amount (or a charge change).
 */
function unchangedAuto(old: PriceEntry, plan: PlannedEntry): boolean {
  return (
    !old.isManual &&
    old.priceMinor === plan.priceMinor &&
    old.stoneChargeMinor === plan.stoneChargeMinor &&
    old.labourChargeMinor === plan.labourChargeMinor
  );
}

/** True when a stored entry already has the planned amounts (nothing to write). */
export const sameEntry = (entry: PriceEntry, plan: PlannedEntry): boolean =>
  entry.priceMinor === plan.priceMinor &&
  entry.stoneChargeMinor === plan.stoneChargeMinor &&
  entry.labourChargeMinor === plan.labourChargeMinor &&
  Boolean(entry.isManual) === plan.isManual;
