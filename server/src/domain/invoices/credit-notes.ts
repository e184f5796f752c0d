import type { EntityManager } from 'typeorm';
import type { Order } from '../../entities/order.entity';

/** A credit note issued against an order's invoice (the credit-notes work of issue 28 defines it). */
export interface CreditNote {
  id: number;
  number: string;
}

/**
 * Issues a GST credit note for `amountMinor` of an invoiced order, in the caller's transaction (the order's
 * row locked). Placeholder until the credit-note series lands: issues nothing and answers null, as it does
 * for an order without an invoice. The lifecycle calls it when a refund succeeds and when an invoiced
 * cash-on-delivery order is cancelled.
 */
export async function issueCreditNote(
  m: EntityManager,
  order: Order,
  input: { amountMinor: number; reason: string; refundId?: string | null },
): Promise<CreditNote | null> {
  void m;
  void order;
  void input;
  return Promise.resolve(null);
}
