/** The API prices a guest in INR unless a price field is given another `currencyCode`. */
export const DEFAULT_CURRENCY_CODE = 'INR';

// Rupees use Indian digit grouping (1,23,456.00); every other currency US grouping.
const LOCALE_BY_CURRENCY: Readonly<Record<string, string>> = { INR: 'en-IN' };

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

/**
 * Formats an amount for display: '₹1,20,430.00' for INR, '$1,234.00' for USD, always two decimals.
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

let currencyNames: Intl.DisplayNames | null | undefined;

/** The English name of a currency ('Indian Rupee', 'US Dollar'), or its code. */
export function currencyName(currencyCode: string): string {
  if (currencyNames === undefined) {
    try {
      currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });
    } catch {
      currencyNames = null;
    }
  }
  try {
    return currencyNames?.of(currencyCode.toUpperCase()) ?? currencyCode;
  } catch {
    return currencyCode;
  }
}
