import { type Order, OrderStatus, PaymentMethod, PaymentStatus } from '../../entities/order.entity';
import { GST_CURRENCY } from '../tax/gst';

type InvoiceFields = Pick<Order, 'taxableMinor' | 'invoiceNumber' | 'status' | 'paymentMethod' | 'paymentStatus' | 'currencyCode'>;

/**
 * Whether an order has, or may now be given, its invoice (docs/decisions.md#gst-and-invoices, #credit-notes).
 * One already issued always: it stays valid and downloadable after the order is cancelled or refunded, and a
 * credit note corrects it. Invoices are issued when the sale is confirmed (cash on delivery at checkout, online
 * orders when paid), so the rest only matters to orders confirmed before that: an order with a GST breakup
 * (placed since breakups are kept), not cancelled, and paid online or to be paid on delivery may still be given
 * its number on first download. An unpaid online order has none: its payment may never come.
 */
export function invoiceAvailable(order: InvoiceFields): boolean {
  if (order.invoiceNumber) return true;
  return (
    order.taxableMinor != null &&
    order.status !== OrderStatus.CANCELLED &&
    (order.paymentStatus === PaymentStatus.PAID || order.paymentMethod === PaymentMethod.COD)
  );
}

/** Why an order has no invoice yet, as the shopper or admin is told. */
export function invoiceRefusal(order: InvoiceFields): string {
  if (order.taxableMinor == null) return 'This order was placed before invoices were issued online; please contact us for its invoice';
  if (order.status === OrderStatus.CANCELLED) return 'This order was cancelled before it was invoiced, so it has no invoice';
  return 'The invoice is available once the order is paid';
}

/** A tax invoice for rupee orders; an export (any other currency) gets a commercial invoice without Indian tax. */
export type InvoiceKind = 'tax' | 'commercial';
export const invoiceKindOf = (currencyCode: string): InvoiceKind => (currencyCode === GST_CURRENCY ? 'tax' : 'commercial');

/** The Indian financial year (April to March) of a moment in India, e.g. "26-27" for 26 November 2026. */
export function financialYear(at: Date): string {
  // India is UTC+5:30 all year.
  const india = new Date(at.getTime() + 330 * 60_000);
  const year = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? year : year - 1;
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The series a new invoice takes its number from: INV (tax) or EXP (export) and the financial year, e.g. "INV/26-27". */
export const invoiceSeries = (kind: InvoiceKind, at: Date): string => `${kind === 'tax' ? 'INV' : 'EXP'}/${financialYear(at)}`;

/** "INV/26-27/000042": 16 characters, the most a GST invoice number may have. */
export const invoiceNumber = (series: string, number: number): string => `${series}/${String(number).padStart(6, '0')}`;

/** Where a credit note of an order is downloaded, relative to the API base like `invoiceUrl` (rest/invoices.routes.ts). */
export const creditNoteUrl = (orderId: number, creditNoteId: number): string => `orders/${orderId}/credit-notes/${creditNoteId}`;
