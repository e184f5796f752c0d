import Decimal from 'decimal.js';
import { MoneyDecimal, REFERENCE_CURRENCY } from '../pricing/money';
import { type IndianState, indianStateByGstCode, indianStateOf } from './indian-states';

/**
 * GST on jewellery (docs/decisions.md#gst-and-invoices). Prices are tax-inclusive and the checkout total
 * is the storefront specification's formula; an order stores the GST its amount contains, split as
 * CGST + SGST inside the shop's state and IGST across states. Only rupee orders carry Indian tax; an
 * order in another currency is an export with a commercial invoice.
 */

/** The currency whose orders carry GST. */
export const GST_CURRENCY = REFERENCE_CURRENCY;

/** Jewellery of precious metal (HSN 7113) at 3 %: what a new category gets unless the admin sets another. */
export const DEFAULT_GST_RATE = 3;
export const DEFAULT_HSN_CODE = '7113';

/** GST rates are percentages with at most two decimals, from 0 to 28 (the highest slab). */
export const MAX_GST_RATE = 28;

/** The GST an amount contains at a rate: taxable value = amount × 100 / (100 + rate), rounded half up to a paisa. */
export interface ContainedGst {
  taxableMinor: number;
  gstMinor: number;
}

export function containedGst(amountMinor: number, ratePercent: number): ContainedGst {
  const taxableMinor = new MoneyDecimal(amountMinor)
    .times(100)
    .dividedBy(new MoneyDecimal(100).plus(ratePercent))
    .toDecimalPlaces(0, Decimal.ROUND_HALF_UP)
    .toNumber();
  return { taxableMinor, gstMinor: amountMinor - taxableMinor };
}

/** An order's GST by kind, in minor units; all 0 for an order without Indian tax. */
export interface GstSplit {
  cgstMinor: number;
  sgstMinor: number;
  igstMinor: number;
}

/** Within the shop's state, half is central and half state tax (the odd paisa goes to CGST); else all of it is IGST. */
export function splitGst(gstMinor: number, intraState: boolean): GstSplit {
  if (!intraState) return { cgstMinor: 0, sgstMinor: 0, igstMinor: gstMinor };
  const cgstMinor = Math.ceil(gstMinor / 2);
  return { cgstMinor, sgstMinor: gstMinor - cgstMinor, igstMinor: 0 };
}

/** A state or union territory with its GST state code (the first two digits of a GSTIN). */
export interface GstState {
  code: string;
  name: string;
}

// The states come from the one list (indian-states.ts); GST knows them by their GST state code.
const gstState = (state: IndianState | null): GstState | null => (state ? { code: state.gstCode, name: state.name } : null);

/** The state a delivery address names (its name, a common alias or its two-letter code), or null when not recognised. */
export const gstStateOf = (state: string): GstState | null => gstState(indianStateOf(state));

/** The state of a GST state code ("27"), or null. */
export const gstStateByCode = (code: string): GstState | null => gstState(indianStateByGstCode(code));

/** "27-Maharashtra", as invoices write the place of supply. */
export const placeOfSupplyLabel = (state: GstState): string => `${state.code}-${state.name}`;

/**
 * A GSTIN: 2-digit state code, the 10-character PAN, the registration number, Z, and a check character
 * (validated by its checksum, as the GST portal does).
 */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const GSTIN_CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character of the first 14 characters of a GSTIN (base-36 Luhn mod N). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < first14.length; i++) {
    const value = GSTIN_CHARSET.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(value / 36) + (value % 36);
  }
  return GSTIN_CHARSET[(36 - (sum % 36)) % 36];
}

/** Why a GSTIN is not valid, or null when it is. */
export function gstinProblem(gstin: string): string | null {
  if (!GSTIN_PATTERN.test(gstin)) return 'must be a 15-character GSTIN, e.g. 27AAPFU0939F1ZV';
  if (!gstStateByCode(gstin.slice(0, 2))) return `starts with ${gstin.slice(0, 2)}, which is not a GST state code`;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'has a wrong check character (the 15th); check for a typo';
  return null;
}
