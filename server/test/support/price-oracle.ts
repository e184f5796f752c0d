import Decimal from 'decimal.js';
import type { TestServer } from './test-server';

// An independent oracle for the shop's prices: the back-office formula of docs/specifications.md
// (back-office §5) and the charges of docs/decisions.md (rate card and charges), recomputed here with
// decimal.js. It deliberately imports nothing from server/src/domain/pricing: a test whose expected
// price came from the implementation's own functions would agree with any fault in them.
//
//   metal price  = base rate per gram × carat multiplier × weight × (currency rate ÷ INR rate),
//                  rounded half up to two decimals (major units)
//   stone/labour = the rupee charge × (currency rate ÷ INR rate), rounded half up to the paisa/cent
//   one piece    = metal price + stone charge + labour charge;   a line = one piece × quantity

/** A private decimal context: 40 significant digits, so no product of rates is rounded before the last step. */
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

export interface RateCard {
  /** Rupees per gram of the metal. */
  baseRatePerGram: number | string;
  /** The carat's multiplier (0.75 for 18 KT). */
  caratMultiplier: number | string;
  weightInGrams: number | string;
  /** How much of the currency one rupee buys (USD 0.012). */
  currencyRate: number | string;
  /** The same for INR (1). */
  inrRate: number | string;
}

/** The metal price of one piece, in minor units (paise, cents). */
export function oracleMetalMinor(card: RateCard): number {
  const major = new D(card.baseRatePerGram)
    .mul(card.caratMultiplier)
    .mul(card.weightInGrams)
    .mul(card.currencyRate)
    .div(card.inrRate)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return major.mul(100).toNumber();
}

/** A charge quoted in rupees (minor units), in another currency's minor units. */
export function oracleConvertMinor(inrMinor: number, currencyRate: number | string, inrRate: number | string): number {
  return new D(inrMinor).mul(currencyRate).div(inrRate).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
}

/** One piece: metal price + stone charge + labour charge (minor units). */
export function oraclePieceMinor(amounts: { priceMinor: number; stoneChargeMinor: number; labourChargeMinor: number }): number {
  return new D(amounts.priceMinor).add(amounts.stoneChargeMinor).add(amounts.labourChargeMinor).toNumber();
}

/** `quantity` pieces (minor units). */
export function oracleLineMinor(
  amounts: { priceMinor: number; stoneChargeMinor: number; labourChargeMinor: number },
  quantity: number,
): number {
  if (!Number.isInteger(quantity) || quantity < 1) throw new RangeError(`price oracle: quantity ${quantity}`);
  return new D(oraclePieceMinor(amounts)).mul(quantity).toNumber();
}

/** Minor units as the two-decimal string GraphQL's Money.amount carries ("1234.50"). */
export const oracleAmount = (minor: number): string => new D(minor).div(100).toFixed(2);

/** The rate card of one product carat in one currency, read straight from the database. */
export async function rateCardOf(t: TestServer, productCaratId: number, currencyCode: string): Promise<RateCard> {
  const [row] = await t.server.dataSource.query(
    `SELECT m.baseRatePerGram, c.multiplier, p.weightInGrams, cur.conversionRateToINR AS rate,
            (SELECT i.conversionRateToINR FROM currencies i WHERE i.code = 'INR') AS inrRate
       FROM product_carats pc JOIN products p ON p.id = pc.productId JOIN metal_types m ON m.id = p.metalTypeId
       JOIN carats c ON c.id = pc.caratId, currencies cur
      WHERE pc.id = ? AND cur.code = ?`,
    [productCaratId, currencyCode],
  );
  if (!row) throw new Error(`price oracle: no rate card for product carat ${productCaratId} in ${currencyCode}`);
  // Decimal columns come back as numbers (SQLite) or strings (MariaDB); String() keeps every digit either way.
  return {
    baseRatePerGram: String(row.baseRatePerGram),
    caratMultiplier: String(row.multiplier),
    weightInGrams: String(row.weightInGrams),
    currencyRate: String(row.rate),
    inrRate: String(row.inrRate),
  };
}
