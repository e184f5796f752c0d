import type { EntityManager } from 'typeorm';

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
  | { kind: 'refund-issued'; orderId: number }
  | { kind: 'contact-enquiry'; inquiryId: number }
  | { kind: 'password-reset'; userId: number; resetUrl: string }
  | { kind: 'welcome'; userId: number };

/** Queues a notification in the caller's transaction. (Contract; the outbox behind it is domain/notifications.) */
export async function notify(manager: EntityManager, notification: Notification): Promise<void> {
  void manager;
  void notification;
}
