/**
 * What a shopper is told about an order delivered outside India (docs/decisions.md#one-shop-identity, "International
 * orders"): said before paying (checkout, the payment page) and on My Order; the invoice says the same.
 */
export const DUTIES_NOTE =
  'Delivery outside India: import duties and taxes of the destination country may apply; the courier collects them from the recipient. No Indian GST is charged on exports.';

/** A rupee order is paid by card, UPI or net banking; any other currency by card only (UPI and net banking are India's). */
export const onlinePaymentMeans = (currencyCode: string): string => (currencyCode === 'INR' ? 'Card, UPI or net banking' : 'Card');
