import { Column, Entity, Index, OneToMany, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { User } from './user.entity';
import type { OrderItem } from './order-item.entity';
import { decimal, References, CreatedAt, UpdatedAt, EnumColumn, IntColumn, MoneyColumn, TimestampColumn, VarcharColumn } from './columns';

/** Order status, one stored number (docs/decisions.md#order-status). */
export enum OrderStatus {
  PENDING = 1,
  PROCESSING = 2,
  SHIPPED = 3,
  DELIVERED = 4,
  CANCELLED = 5,
}

export enum PaymentMethod {
  ONLINE = 'online',
  COD = 'cod',
}

export enum PaymentStatus {
  PENDING = 'pending',
  COD = 'cod',
  PAID = 'paid',
  FAILED = 'failed',
  REFUNDED = 'refunded',
  /** Part of the money taken was given back (orders.refundedMinor); the rest is still the shop's. */
  PARTIALLY_REFUNDED = 'partially_refunded',
  /** Cash on delivery handed over to the courier and recorded by the shop. */
  COD_COLLECTED = 'cod_collected',
}

/** Whether an order holds stock (docs/decisions.md#stock). */
export enum StockReservation {
  /** Its tracked pieces are taken off the variants' stock. */
  HELD = 'held',
  /** Cancelled: the pieces went back to stock. */
  RETURNED = 'returned',
  /** An online payment not made in time: the pieces went back to stock and the order can no longer be paid. */
  EXPIRED = 'expired',
}

/** Where a custom design request stands (docs/decisions.md#custom-designs); null on a catalogue order. */
export enum QuoteStatus {
  /** Asked for; the shop has not priced it yet (total 0). */
  REQUESTED = 'requested',
  /** The shop named a price; the shopper may accept or decline it. */
  QUOTED = 'quoted',
  /** The shopper took the price: the order's total is the quote and it is paid like any order. */
  ACCEPTED = 'accepted',
  /** The shopper turned the price down; nothing more happens to it. */
  DECLINED = 'declined',
}

export enum OrderSource {
  CART = 'cart',
  BUY_NOW = 'buyNow',
}

/**
 * A placed order. Every amount is recomputed by the server from the catalogue
 * (docs/decisions.md#server-side-prices).
 */
@Entity('orders')
@Unique('uq_order_idempotency', ['userId', 'idempotencyKey'])
@Index('idx_orders_created', ['createdAt'])
export class Order {
  @PrimaryGeneratedColumn()
  id: number;

  userId: number | null;
  @References(() => User, 'SET NULL')
  user?: User | null;

  @VarcharColumn(100)
  firstName: string;

  @VarcharColumn(100)
  lastName: string;

  @VarcharColumn(255)
  email: string;

  @VarcharColumn(20)
  phone: string;

  @VarcharColumn(255)
  address: string;

  @VarcharColumn(255, { nullable: true })
  apartment: string | null;

  @VarcharColumn(100)
  city: string;

  @VarcharColumn(100)
  state: string;

  @VarcharColumn(20)
  zipCode: string;

  @VarcharColumn(3)
  currencyCode: string;

  @MoneyColumn()
  subtotalMinor: number;

  @MoneyColumn({ default: 0 })
  shippingMinor: number;

  @MoneyColumn({ default: 0 })
  taxMinor: number;

  @MoneyColumn()
  totalMinor: number;

  @EnumColumn(PaymentMethod)
  paymentMethod: PaymentMethod;

  @EnumColumn(PaymentStatus)
  paymentStatus: PaymentStatus;

  @Index()
  @IntColumn({ default: OrderStatus.PENDING })
  status: OrderStatus;

  /** The provider of the latest online payment attempt (test, razorpay, stripe); null before any. */
  @VarcharColumn(20, { nullable: true })
  paymentProvider: string | null;

  /** The provider's reference of the payment that paid the order (Razorpay pay_…, Stripe pi_…). */
  @VarcharColumn(255, { nullable: true })
  paymentReference: string | null;

  /** Null when none of its lines is a tracked variant (nothing reserved). */
  @EnumColumn(StockReservation, { nullable: true })
  stockReservation: StockReservation | null;

  @EnumColumn(OrderSource, { default: OrderSource.CART })
  source: OrderSource;

  /** Client-chosen key: a repeated request with the same key returns this order instead of a second one. */
  @VarcharColumn(100, { nullable: true })
  idempotencyKey: string | null;

  /** SHA-256 of the validated request that created the order: a replay with the same key must match it. */
  @VarcharColumn(64, { nullable: true })
  requestHash: string | null;

  // The GST the total contains (docs/decisions.md#gst-and-invoices): the total itself is unchanged.
  /** The total without GST; null for an order placed before GST breakups were kept (it has no invoice). */
  @MoneyColumn({ nullable: true })
  taxableMinor: number | null;

  @MoneyColumn({ default: 0 })
  cgstMinor: number;

  @MoneyColumn({ default: 0 })
  sgstMinor: number;

  @MoneyColumn({ default: 0 })
  igstMinor: number;

  /** The GST place of supply, e.g. "27-Maharashtra", or the delivery state as written when not recognised; null without Indian tax. */
  @VarcharColumn(120, { nullable: true })
  placeOfSupply: string | null;

  /** Given when the invoice is first issued, from the financial year's series (domain/invoices). */
  @Index('uq_order_invoice_number', { unique: true })
  @VarcharColumn(32, { nullable: true })
  invoiceNumber: string | null;

  @TimestampColumn({ nullable: true })
  invoicedAt: Date | null;

  @OneToMany('OrderItem', 'order')
  items?: OrderItem[];

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;

  // Custom designs (docs/decisions.md#custom-designs).
  @EnumColumn(QuoteStatus, { nullable: true })
  quoteStatus: QuoteStatus | null;

  /** The price the shop quoted, in minor units of `currencyCode`; null until quoted. */
  @MoneyColumn({ nullable: true })
  quoteMinor: number | null;

  /** What the shop says with its quote (lead time, what the price includes). */
  @VarcharColumn(500, { nullable: true })
  quoteNote: string | null;

  // Delivery addresses by list and stored rupee values (docs/decisions.md#delivery-addresses).
  /**
   * The delivery country, ISO 3166-1 alpha-2: IN for every rupee order. Null only on a non-rupee order placed
   * before countries were asked for (the migration cannot know it).
   */
  @VarcharColumn(2, { nullable: true })
  country: string | null;

  /**
   * The total in rupees (paise) when the order was placed, or its quote accepted: what the dashboard counts, so
   * a later rate change never rewrites past revenue. The total itself for a rupee order.
   */
  @MoneyColumn({ default: 0 })
  inrTotalMinor: number;

  /** The rate `inrTotalMinor` was converted at: how much of the order's currency one rupee bought (1 for INR). */
  @Column({ ...decimal(14, 6), default: 1 })
  inrConversionRate: number;
  // The order lifecycle (domain/orders/lifecycle, docs/decisions.md#order-lifecycle).
  /** Money given back so far (succeeded refunds of the payment that paid the order), in minor units. */
  @MoneyColumn({ default: 0 })
  refundedMinor: number;

  /** Set when "Delete" kept the order because it had a payment or an invoice: hidden from the back-office lists only. */
  @TimestampColumn({ nullable: true })
  archivedAt: Date | null;

  /** Bumped by every lifecycle change: a save made from an older version is refused (StaleVersionError). */
  @IntColumn({ default: 1 })
  version: number;
}
