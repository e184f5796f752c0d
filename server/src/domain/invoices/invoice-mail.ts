import type { MailAttachment } from '../notifications/outbox-worker';
import type { Notification } from '../notifications/notify';
import type { InvoicesService } from './invoices.service';

/**
 * The invoice as an attachment of the "order placed" (cash on delivery) and "payment received" e-mails
 * (docs/decisions.md#gst-and-invoices). An online order's "order placed" mail has none: it is not paid yet.
 * Sending it issues the invoice number, as a first download would.
 */
export function invoiceAttachments(invoices: Pick<InvoicesService, 'invoiceForMail'>) {
  return async (notification: Notification): Promise<MailAttachment[]> => {
    if (notification.kind !== 'order-placed' && notification.kind !== 'payment-received') return [];
    const file = await invoices.invoiceForMail(notification.orderId);
    return file ? [{ filename: file.fileName, content: file.pdf, contentType: 'application/pdf' }] : [];
  };
}
