import type { InvoicingConfig } from '../../config/invoicing';
import type { CreditNote } from '../../entities/credit-note.entity';
import type { Order } from '../../entities/order.entity';
import type { OrderItem } from '../../entities/order-item.entity';
import { type InvoiceView, invoiceView } from './invoice-view';

/**
 * A credit note as the invoice layout prints it (docs/decisions.md#credit-notes): the order's seller, buyer and
 * place of supply, its own number and date, the invoice it corrects, and one line crediting the note's amount
 * with its taxable value and GST; the totals are the note's parts. The HSN code and rate are the order's when
 * all its lines share them.
 */
export function creditNoteView(
  note: CreditNote,
  order: Order & { invoiceNumber: string; invoicedAt: Date },
  items: OrderItem[],
  seller: InvoicingConfig,
): InvoiceView {
  const invoice = invoiceView(order, items, seller);
  const only = <T>(values: T[]): T | null => (new Set(values).size === 1 ? values[0] : null);
  const gstMinor = note.cgstMinor + note.sgstMinor + note.igstMinor;
  return {
    ...invoice,
    number: note.number,
    issuedAt: note.issuedAt,
    lines: [
      {
        description: `Credit against invoice ${order.invoiceNumber}`,
        details: `Reason: ${note.reason}`,
        identifiers: [],
        hsnCode: only(items.map((item) => item.hsnCode ?? '')) ?? '',
        quantity: 1,
        unitMinor: note.amountMinor,
        gstRate: invoice.kind === 'tax' ? only(items.map((item) => item.gstRate)) : 0,
        taxableMinor: note.taxableMinor,
        gstMinor,
        totalMinor: note.amountMinor,
      },
    ],
    taxableMinor: note.taxableMinor,
    cgstMinor: note.cgstMinor,
    sgstMinor: note.sgstMinor,
    igstMinor: note.igstMinor,
    totalMinor: note.amountMinor,
    correction: { invoiceNumber: order.invoiceNumber, invoicedAt: order.invoicedAt, reason: note.reason, refund: note.refundId != null },
  };
}
