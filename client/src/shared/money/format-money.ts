/** Currency ids of the legacy API: 1 = INR (the default), 2 = USD. */
export const CURRENCY_CODE_BY_ID: Readonly<Record<number, string>> = { 1: 'INR', 2: 'USD' };
export const DEFAULT_CURRENCY_CODE = 'INR';

// Rupees use Indian digit grouping (1,23,456.00); everything else US grouping.
const LOCALE_BY_CURRENCY: Readonly<Record<string, string>> = { INR: 'en-IN', USD: 'en-US' };

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currencyCode: string): Intl.NumberFormat {
  let formatter = formatters.get(currencyCode);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE_BY_CURRENCY[currencyCode] ?? 'en-US', {
      style: 'currency',
      currency: currencyCode,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(currencyCode, formatter);
  }
  return formatter;
}

export function currencyCodeForId(currencyId: number | null | undefined): string {
  return (currencyId != null && CURRENCY_CODE_BY_ID[currencyId]) || DEFAULT_CURRENCY_CODE;
}

/**
 * Formats an amount for display: '₹45,210.50' for INR, '$1,234.00' for USD, always two decimals.
 * `amount` is the API's decimal string ("45210.50") or a number; display only, never for arithmetic.
 */
export function formatMoney(amount: string | number, currencyCode: string = DEFAULT_CURRENCY_CODE): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return '';
  const code = currencyCode.toUpperCase();
  try {
    return formatterFor(code).format(value);
  } catch {
    // An unknown ISO code makes Intl throw; fall back to the plain number.
    return `${code} ${value.toFixed(2)}`;
  }
}
