import { type EntityManager, In } from 'typeorm';
import { Currency } from '../../entities/currency.entity';
import { REFERENCE_CURRENCY } from './money';
import { convertFromInrMinor } from './rate-card';

/** An order's value in rupees and the rate it was converted at (Order.inrTotalMinor, inrConversionRate). */
export interface InrValue {
  inrTotalMinor: number;
  inrConversionRate: number;
}

/**
 * What a total in `currency` is worth in rupees at the rates read now, half up to a paisa: the total itself for
 * INR. Runs inside the transaction that places an order or accepts a custom quote, so the order keeps the value
 * it had then and the dashboard never converts at a later rate (docs/decisions.md#delivery-addresses).
 */
export async function inrValueOf(manager: EntityManager, currencyCode: string, totalMinor: number): Promise<InrValue> {
  if (currencyCode === REFERENCE_CURRENCY) return { inrTotalMinor: totalMinor, inrConversionRate: 1 };
  const rows = await manager.getRepository(Currency).findBy({ code: In([currencyCode, REFERENCE_CURRENCY]) });
  const rateOf = (code: string) => rows.find((row) => row.code === code)?.conversionRateToINR;
  const rate = rateOf(currencyCode);
  if (rate === undefined) throw new Error(`currency ${currencyCode} is missing`);
  // convertFromInrMinor(x, to, from) scales by to ÷ from: here from the order's currency to INR.
  return { inrTotalMinor: convertFromInrMinor(totalMinor, rateOf(REFERENCE_CURRENCY) ?? 1, rate), inrConversionRate: rate };
}
