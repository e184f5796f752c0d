import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Order } from './order.entity';
import { CreatedAt, UpdatedAt, IntColumn, MoneyColumn, VarcharColumn } from './columns';

/** Where one attempt to pay an order stands (docs/decisions.md#payments). */
export type PaymentAttemptStatus = 'created' | 'paid' | 'failed' | 'refunded';

/**
 * One attempt to pay an order online: the exact amount and currency asked of the provider, and the
 * provider's id of the payment object it created. An order may be attempted several times (a declined
 * card, then another); at most one attempt of an order ends paid, unless a provider took money twice.
 */
@Entity('payment_attempts')
@Index('IDX_payment_attempts_order', ['orderId', 'sequence'], { unique: true })
export class PaymentAttempt {
  /** The shop's own id of the attempt (a UUID), sent to the provider. */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @IntColumn()
  orderId: number;

  /** 1 for the order's first attempt, then 2, 3…: which attempt is newer, even within one clock tick. */
  @IntColumn()
  sequence: number;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'orderId', foreignKeyConstraintName: 'FK_payment_attempts_order' })
  order?: Order;

  /** test, razorpay or stripe. */
  @VarcharColumn(20)
  provider: string;

  /** The provider's payment object (Razorpay order, Stripe session, test session); null until it answered. */
  @Index('IDX_payment_attempts_provider_payment', { unique: true })
  @VarcharColumn(255, { nullable: true })
  providerPaymentId: string | null;

  @MoneyColumn()
  amountMinor: number;

  @VarcharColumn(3)
  currencyCode: string;

  @VarcharColumn(20, { default: 'created' })
  status: PaymentAttemptStatus;

  /** The provider's reference of the captured payment (Razorpay pay_…, Stripe pi_…). */
  @VarcharColumn(255, { nullable: true })
  reference: string | null;

  /** Why it failed, fit to show the shopper. */
  @VarcharColumn(500, { nullable: true })
  failureMessage: string | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
