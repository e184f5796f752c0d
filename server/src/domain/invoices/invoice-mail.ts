import type { MailAttachment } from '../notifications/outbox-worker';
import { OrderStatus } from '../../entities/order.entity';
import type { Notification } from '../notifications/notify';
import type { InvoiceFile, InvoicesService } from './invoices.service';

/** The status a cancellation e-mail names (notify's payload carries the number). */
const CANCELLED: number = OrderStatus.CANCELLED;

const attachment = (file: InvoiceFile | null): MailAttachment[] =>
  file ? [{ filename: file.fileName, content: file.pdf, contentType: 'application/pdf' }] : [];

/**
 * The PDFs an order e-mail carries, rendered when the message is sent (docs/decisions.md#gst-and-invoices,
 * #credit-notes): the invoice with the "order placed" (cash on delivery) and "payment received" e-mails (an
 * online order's "order placed" mail has none: it is not paid yet; an order confirmed before invoices were
 * issued at confirmation gets its number here, as on a first download); the refund's credit note with "refund
 * issued" (the note whose refundId the message names); the cancellation's credit note with the "cancelled"
 * status e-mail of an invoiced cash-on-delivery order (its note without a refund). An order that has no such
 * document gets the e-mail without it.
 */
export function invoiceAttachments(invoices: Pick<InvoicesService, 'invoiceForMail' | 'creditNoteForMail'>) {
  return async (notification: Notification): Promise<MailAttachment[]> => {
    switch (notification.kind) {
      // An accepted quote is the order's confirmation: paid cash on delivery, its invoice was issued on acceptance.
      case 'order-placed':
      case 'payment-received':
      case 'custom-quote-accepted':
        return attachment(await invoices.invoiceForMail(notification.orderId));
      case 'refund-issued':
        // A message queued before refunds had ids names none: it goes without a note rather than with another refund's.
        return notification.refundId ? attachment(await invoices.creditNoteForMail(notification.orderId, notification.refundId)) : [];
      case 'order-status-changed':
        return notification.status === CANCELLED ? attachment(await invoices.creditNoteForMail(notification.orderId, null)) : [];
      default:
        return [];
    }
  };
}
