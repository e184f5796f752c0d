import type { EntityManager } from 'typeorm';
import { CreditNote } from '../../entities/credit-note.entity';
import type { Order } from '../../entities/order.entity';
import { insertOne } from '../../database/insert-one';
import { creditNoteParts } from './credit-note-split';
import { lockedOrder, nextInSeries } from './invoice-issue';
import { financialYear, invoiceKindOf } from './invoice-rules';

/** The longest reason a note keeps (the column's length); a longer one is cut, never refused: the refund went through. */
export const CREDIT_NOTE_REASON_MAX = 500;

/**
 * The series a credit note takes its number from: 'CN/26-27' for a tax invoice's, 'CNX/26-27' for an export's
 * commercial invoice's (kept apart like INV and EXP, so each series of the books is gapless on its own), by the
 * financial year the note is issued in. At most 16 characters with the number, as the GST rules want.
 */
export const creditNoteSeries = (currencyCode: string, at: Date): string =>
  `${invoiceKindOf(currencyCode) === 'tax' ? 'CN' : 'CNX'}/${financialYear(at)}`;

/**
 * Issues a GST credit note against the order's invoice, in the caller's transaction (docs/decisions.md#credit-notes):
 * the order lifecycle calls it when a refund succeeds (the amount refunded, the refund's id) and when an invoiced
 * order whose money was not taken online (cash on delivery) is cancelled (its whole total). The number comes
 * from the gapless 'CN/<fy>' series (nextInSeries: a rollback of the caller gives it back); the amount is split
 * into taxable value, CGST, SGST and IGST in the invoice's proportions, counting the notes already issued so the
 * notes together never credit a paisa more of any part than the invoice has. Answers null, and issues nothing,
 * when the order has no invoice number (nothing was invoiced, so there is nothing to correct).
 *
 * The caller holds the order's row lock (the contract); the row is read again here, locked, so the invoice
 * number and the notes before are the committed ones even if `order` was read earlier. Throws a RangeError
 * when the amount is not a positive whole number of minor units or would credit more than the invoice's total.
 */
export async function issueCreditNote(
  m: EntityManager,
  order: Order,
  input: { amountMinor: number; reason: string; refundId?: string | null },
): Promise<CreditNote | null> {
  const current = await lockedOrder(m, order.id);
  if (!current.invoiceNumber) return null;
  const credited = await m
    .getRepository(CreditNote)
    .createQueryBuilder('note')
    .select('COALESCE(SUM(note.amountMinor), 0)', 'sum')
    .where('note.orderId = :orderId', { orderId: current.id })
    .getRawOne<{ sum: string | number }>();
  const parts = creditNoteParts(input.amountMinor, Number(credited?.sum ?? 0), {
    // An invoice's total is its taxable value and its taxes (docs/decisions.md#gst-and-invoices); an export has no tax.
    taxableMinor: current.taxableMinor ?? current.totalMinor,
    cgstMinor: current.cgstMinor,
    sgstMinor: current.sgstMinor,
    igstMinor: current.igstMinor,
  });
  const issuedAt = new Date();
  const note = m.getRepository(CreditNote).create({
    orderId: current.id,
    number: await nextInSeries(m, creditNoteSeries(current.currencyCode, issuedAt)),
    amountMinor: input.amountMinor,
    ...parts,
    currencyCode: current.currencyCode,
    reason: input.reason.trim().slice(0, CREDIT_NOTE_REASON_MAX) || (input.refundId ? 'Refund' : 'Order cancelled'),
    refundId: input.refundId ?? null,
    issuedAt,
  });
  note.id = await insertOne(m, CreditNote, note);
  return note;
}
