// How amounts are written for people lives in @shop/contracts, shared with the server's e-mails and invoices.
export { DEFAULT_CURRENCY_CODE, currencySymbol, formatMoney } from '@shop/contracts';

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
