import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Order } from './order.entity';
import { References, MoneyColumn, TimestampColumn, VarcharColumn } from './columns';

/**
 * A GST credit note (docs/decisions.md#credit-notes): it corrects an order's invoice by the amount refunded or
 * cancelled, which stays valid itself. Numbered from its own gapless series ('CN/26-27/000001', 'CNX/…' for an
 * export's commercial invoice) in the transaction of the refund or cancellation (domain/invoices/credit-notes.ts).
 * The order cannot be deleted while it has one (RESTRICT): the books keep every number.
 */
@Entity('credit_notes')
export class CreditNote {
  @PrimaryGeneratedColumn()
  id: number;

  @References(() => Order, 'RESTRICT')
  order: Order;
  orderId: number;

  @Index('uq_credit_note_number', { unique: true })
  @VarcharColumn(32)
  number: string;

  /** What the note credits, GST included: taxable + CGST + SGST + IGST. */
  @MoneyColumn()
  amountMinor: number;

  @MoneyColumn()
  taxableMinor: number;

  @MoneyColumn()
  cgstMinor: number;

  @MoneyColumn()
  sgstMinor: number;

  @MoneyColumn()
  igstMinor: number;

  @VarcharColumn(3)
  currencyCode: string;

  @VarcharColumn(500)
  reason: string;

  /** The refund (order_refunds.id) it documents; null for a cancellation that moved no money (cash on delivery). */
  @Index('IDX_credit_notes_refund')
  @VarcharColumn(36, { nullable: true })
  refundId: string | null;

  @TimestampColumn()
  issuedAt: Date;
}
