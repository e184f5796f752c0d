import type { EntityManager } from 'typeorm';
import { OrderStatus } from '../../entities/order.entity';
import { OutboxMessage, OutboxStatus } from '../../entities/outbox-message.entity';

/**
 * Who is told what (docs/decisions.md#notifications). A change that should reach someone calls `notify`
 * with the EntityManager of its own transaction, so the outbox row commits or rolls back with the change;
 * a worker sends it later (integrations/mail). Never send mail from a request.
 */
export type Notification =
  | { kind: 'order-placed'; orderId: number }
  | { kind: 'payment-received'; orderId: number }
  | { kind: 'payment-failed'; orderId: number; reason?: string }
  | { kind: 'order-status-changed'; orderId: number; status: number }
  // A custom design request's conversation (docs/decisions.md#e-mails-that-lead-back): received, quoted, accepted, declined.
  | { kind: 'custom-design-requested' | 'custom-quote-ready' | 'custom-quote-accepted' | 'custom-quote-declined'; orderId: number }
  // refundId and amountMinor name the refund (order_refunds) the e-mail announces; its credit note is attached.
  | { kind: 'refund-issued'; orderId: number; refundId?: string; amountMinor?: number }
  | { kind: 'contact-enquiry'; inquiryId: number }
  | { kind: 'password-reset'; userId: number; resetUrl: string }
  | { kind: 'welcome'; userId: number }
  // An owner's e-mail/phone change (docs/decisions.md#email-change): the link to confirm goes to the new e-mail,
  // the notice with the undo link to the e-mail the account had; after an undo, a link to choose a new password.
  | { kind: 'email-change-confirm'; changeId: number; confirmUrl: string }
  | { kind: 'account-change-notice'; changeId: number; undoUrl: string }
  | { kind: 'account-secured'; userId: number; resetUrl: string };

/** The shop's own copy of a contact enquiry: an outbox kind of its own, sent to SHOP_EMAIL. */
export const SHOP_NOTICE_KIND = 'contact-enquiry-notice';

/** Statuses a shopper hears about; going back to Pending (a correction in the back office) sends nothing. */
const ANNOUNCED_STATUSES: ReadonlySet<number> = new Set([
  OrderStatus.PROCESSING,
  OrderStatus.SHIPPED,
  OrderStatus.DELIVERED,
  OrderStatus.CANCELLED,
]);

interface QueuedRow {
  kind: string;
  payload: string;
  /** SQL that reads the recipient in the caller's transaction (a sub-select), or null for the shop. */
  recipientSql: string | null;
  parameters: Record<string, number>;
}

/**
 * What to queue for a notification: the rows, each with how its recipient is read. The recipient is read
 * by a sub-select inside the INSERT, so queuing costs the caller one statement per row.
 */
function rowsFor(n: Notification): QueuedRow[] {
  const payload = JSON.stringify(n);
  switch (n.kind) {
    case 'order-placed':
    case 'payment-received':
    case 'payment-failed':
    case 'refund-issued':
    case 'custom-design-requested':
    case 'custom-quote-ready':
    case 'custom-quote-accepted':
    case 'custom-quote-declined':
      return [{ kind: n.kind, payload, recipientSql: 'SELECT email FROM orders WHERE id = :id', parameters: { id: n.orderId } }];
    case 'order-status-changed':
      if (!ANNOUNCED_STATUSES.has(n.status)) return [];
      return [{ kind: n.kind, payload, recipientSql: 'SELECT email FROM orders WHERE id = :id', parameters: { id: n.orderId } }];
    case 'contact-enquiry': {
      const parameters = { id: n.inquiryId };
      return [
        { kind: n.kind, payload, recipientSql: 'SELECT email FROM contact_inquiries WHERE id = :id', parameters },
        { kind: SHOP_NOTICE_KIND, payload, recipientSql: null, parameters },
      ];
    }
    case 'email-change-confirm':
      return [
        { kind: n.kind, payload, recipientSql: 'SELECT newEmail FROM account_changes WHERE id = :id', parameters: { id: n.changeId } },
      ];
    case 'account-change-notice':
      return [
        { kind: n.kind, payload, recipientSql: 'SELECT oldEmail FROM account_changes WHERE id = :id', parameters: { id: n.changeId } },
      ];
    case 'password-reset':
    case 'account-secured':
    case 'welcome':
      return [{ kind: n.kind, payload, recipientSql: 'SELECT email FROM users WHERE id = :id', parameters: { id: n.userId } }];
  }
}

/**
 * Queues a notification in the caller's transaction: one outbox row per message (a contact enquiry makes
 * two: the shopper's acknowledgement and the shop's notice). The job loop sends it after the commit; a
 * rollback takes it away with the change. Requests never wait for SMTP.
 */
export async function notify(manager: EntityManager, notification: Notification): Promise<void> {
  const now = new Date();
  for (const row of rowsFor(notification)) {
    const { recipientSql } = row;
    await manager
      .createQueryBuilder()
      .insert()
      .into(OutboxMessage)
      .values({
        kind: row.kind,
        payload: row.payload,
        recipient: recipientSql === null ? null : () => `(${recipientSql})`,
        status: OutboxStatus.PENDING,
        attempts: 0,
        nextAttemptAt: now,
        createdAt: now,
      })
      .setParameters(row.parameters)
      .updateEntity(false)
      .execute();
  }
}
