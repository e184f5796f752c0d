/**
 * How the shop writes an amount for people to read, wherever it is shown: the storefront, the back-office,
 * e-mails and invoices. Rupees use Indian digit grouping (₹1,20,430.00), every other currency US grouping
 * ($1,234.50); always two decimals. Display only, never for arithmetic.
 */

/** The API prices a guest in INR unless a price field is given another `currencyCode`. */
export const DEFAULT_CURRENCY_CODE = 'INR';

const LOCALE_BY_CURRENCY: Readonly<Record<string, string>> = { INR: 'en-IN' };
const localeOf = (currencyCode: string) => LOCALE_BY_CURRENCY[currencyCode] ?? 'en-US';

const formatters = new Map<string, Intl.NumberFormat>();

/** With the currency's symbol, or (`plain`) the number alone, as an invoice's amount column shows it. */
function formatterFor(currencyCode: string, plain = false): Intl.NumberFormat {
  const key = `${currencyCode}:${plain}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeOf(currencyCode), {
      ...(plain ? {} : { style: 'currency', currency: currencyCode, currencyDisplay: 'narrowSymbol' }),
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Integer minor units (paise, cents) as an exact decimal string with two decimals: 123450 -> "1234.50", -5 -> "-0.05". */
export function minorToDecimal(minor: number): `${number}` {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not a whole number of minor units: ${minor}`);
  const digits = String(Math.abs(minor)).padStart(3, '0');
  return `${minor < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}` as `${number}`;
}

/**
 * An amount with its currency's symbol: '₹1,20,430.00' for INR, '$1,234.00' for USD. `amount` is the API's
 * decimal string ("45210.50") or a number; an amount that is not a number is ''.
 */
export function formatMoney(amount: string | number, currencyCode: string = DEFAULT_CURRENCY_CODE): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return '';
  const code = currencyCode.toUpperCase();
  try {
    return formatterFor(code).format(value);
  } catch {
    // An unknown ISO code makes Intl throw; the plain number then.
    return `${code} ${value.toFixed(2)}`;
  }
}

/** An amount of minor units with its currency's symbol, formatted from its exact decimal (no binary float rounds it). */
export function formatMinor(minor: number, currencyCode: string): string {
  const code = currencyCode.toUpperCase();
  const exact = minorToDecimal(minor);
  try {
    return formatterFor(code).format(exact);
  } catch {
    return `${code} ${exact}`;
  }
}

/** An amount of minor units without a symbol, grouped as its currency is ("1,20,430.00"): a column headed with the currency. */
export function formatMinorPlain(minor: number, currencyCode: string): string {
  return formatterFor(currencyCode.toUpperCase(), true).format(minorToDecimal(minor));
}

/** The symbol of a currency as prices show it ('₹', '$', '€'), or its code when it has none. */
export function currencySymbol(currencyCode: string): string {
  try {
    return (
      formatterFor(currencyCode.toUpperCase())
        .formatToParts(0)
        .find((part) => part.type === 'currency')?.value ?? currencyCode
    );
  } catch {
    return currencyCode;
  }
}
