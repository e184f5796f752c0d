import type { EntityManager } from 'typeorm';
import { AccountChange } from '../../entities/account-change.entity';
import { ContactInquiry } from '../../entities/contact-inquiry.entity';
import { In } from 'typeorm';
import { Order, OrderStatus, PaymentMethod, PaymentStatus, QuoteStatus, StockReservation } from '../../entities/order.entity';
import { OrderItem, OrderItemType } from '../../entities/order-item.entity';
import { ProductImage } from '../../entities/product-image.entity';
import { Shipment } from '../../entities/shipment.entity';
import { User } from '../../entities/user.entity';
import { addressLines, orderLineDetails } from '../common/order-print';
import { type Notification, SHOP_NOTICE_KIND } from './notify';

/** An order as its e-mails show it: amounts in integer minor units of `currencyCode`. */
export interface OrderMailView {
  /** The order's id (its number shoppers see is orders/order-status.ts trackingId). */
  id: number;
  placedAt: Date;
  shopperName: string;
  currencyCode: string;
  paymentMethod: 'online' | 'cod';
  /** The payment's state as stored (pending, failed, paid, partially_refunded, refunded, cod, cod_collected). */
  paymentStatus: string;
  /** Whether the shopper can pay it online now (payments/payment-rules.ts isPayable's rule): the e-mail then says "Pay now". */
  payable: boolean;
  /** `picture`: the line's first catalogue picture, a stored path relative to the API base (`uploads/…`); null for none. */
  lines: { name: string; details: string; quantity: number; totalMinor: number; picture: string | null }[];
  subtotalMinor: number;
  shippingMinor: number;
  taxMinor: number;
  totalMinor: number;
  /** The delivery address, one line per entry. */
  address: string[];
  /** The parcel, once the order is shipped (filled from `shipments`; null before, or where none was recorded). */
  shipment: { courierName: string; trackingNumber: string; trackingUrl: string | null } | null;
  /** A custom design request's quote (docs/decisions.md#custom-designs); null on a catalogue order. */
  quote: { status: string; amountMinor: number | null; note: string | null; request: string } | null;
}

export interface EnquiryMailView {
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  inquiryType: string | null;
  message: string;
}

/** Everything a template needs to render one message (integrations/mail renders it). */
export type MailContent =
  | { kind: 'order-placed' | 'payment-received'; order: OrderMailView }
  /** `amountMinor`: what this refund gave back (a partial refund); null = the whole total. */
  | { kind: 'refund-issued'; order: OrderMailView; amountMinor?: number | null }
  | { kind: 'payment-failed'; order: OrderMailView; reason: string | null }
  | { kind: 'order-status-changed'; order: OrderMailView; status: number }
  /** A custom design request's conversation: received, quoted, accepted, declined (docs/decisions.md#e-mails-that-lead-back). */
  | { kind: CustomDesignMailKind; order: OrderMailView }
  | { kind: 'contact-enquiry' | typeof SHOP_NOTICE_KIND; enquiry: EnquiryMailView }
  | { kind: 'password-reset'; name: string; resetUrl: string; validMinutes: number }
  | { kind: 'welcome'; name: string }
  | { kind: 'email-change-confirm'; name: string; newEmail: string; confirmUrl: string; validHours: number }
  | { kind: 'account-change-notice'; name: string; changes: AccountChangeLine[]; undoUrl: string; validDays: number }
  | { kind: 'account-secured'; name: string; email: string; resetUrl: string; validMinutes: number };

export type CustomDesignMailKind = 'custom-design-requested' | 'custom-quote-ready' | 'custom-quote-accepted' | 'custom-quote-declined';

/** One detail an account-change notice lists: what changed, from what, to what (a phone shown by its last digits). */
export interface AccountChangeLine {
  what: 'E-mail' | 'Phone';
  from: string;
  to: string;
  /** A new e-mail waits for its confirmation. */
  pending: boolean;
}

/** A reset link lives for an hour (the password-reset feature issues it; this only says so). */
export const RESET_LINK_MINUTES = 60;

/** How long the links of an e-mail change work (the account-changes feature issues them; this only says so). */
export const EMAIL_CONFIRM_HOURS = 24;
export const UNDO_LINK_DAYS = 7;

/** A phone number as a notice shows it: the last four digits only. */
export const maskedPhone = (phone: string): string => `•••• ${phone.slice(-4)}`;

/** What an outbox row is about no longer exists (an order deleted before its e-mail went): never retried. */
export class MailSubjectGoneError extends Error {
  override name = 'MailSubjectGoneError';
}

async function orderView(manager: EntityManager, orderId: number): Promise<OrderMailView> {
  const order = await manager.getRepository(Order).findOneBy({ id: orderId });
  if (!order) throw new MailSubjectGoneError(`order ${orderId} no longer exists`);
  const items = await manager.getRepository(OrderItem).find({ where: { orderId }, order: { id: 'ASC' } });
  const pictures = await linePictures(manager, items);
  const custom = items.find((item) => item.productType === OrderItemType.CUSTOM);
  return {
    id: order.id,
    placedAt: order.createdAt,
    shopperName: `${order.firstName} ${order.lastName}`.trim(),
    currencyCode: order.currencyCode,
    paymentMethod: order.paymentMethod === PaymentMethod.COD ? 'cod' : 'online',
    paymentStatus: order.paymentStatus,
    payable: payableOnline(order),
    lines: items.map((item) => ({
      name: item.productName,
      details: orderLineDetails(item),
      quantity: item.quantity,
      totalMinor: item.totalMinor,
      picture: item.productColorId === null ? null : (pictures.get(item.productColorId) ?? null),
    })),
    subtotalMinor: order.subtotalMinor,
    shippingMinor: order.shippingMinor,
    taxMinor: order.taxMinor,
    totalMinor: order.totalMinor,
    address: [`${order.firstName} ${order.lastName}`.trim(), ...addressLines(order)].filter((line) => line !== ''),
    shipment: await manager
      .getRepository(Shipment)
      .findOne({ select: { courierName: true, trackingNumber: true, trackingUrl: true }, where: { orderId } }),
    quote: order.quoteStatus
      ? {
          status: order.quoteStatus,
          amountMinor: order.quoteMinor ?? null,
          note: order.quoteNote ?? null,
          request: custom?.instructions ?? '',
        }
      : null,
  };
}

/** payments/payment-rules.ts isPayable, read here (notifications may not import payments): online, unpaid, open. */
const payableOnline = (order: Order): boolean =>
  order.paymentMethod === PaymentMethod.ONLINE &&
  order.status !== OrderStatus.CANCELLED &&
  order.stockReservation !== StockReservation.EXPIRED &&
  (order.quoteStatus === null || order.quoteStatus === QuoteStatus.ACCEPTED) &&
  (order.paymentStatus === PaymentStatus.PENDING || order.paymentStatus === PaymentStatus.FAILED);

/**
 * The first picture of each line's colour (one query for the whole order). A custom design's reference picture
 * is private (storage/private-pictures.ts) and never goes into an e-mail.
 */
async function linePictures(manager: EntityManager, items: OrderItem[]): Promise<Map<number, string>> {
  const colorIds = [...new Set(items.map((item) => item.productColorId).filter((id): id is number => id !== null))];
  const first = new Map<number, string>();
  if (colorIds.length === 0) return first;
  const images = await manager
    .getRepository(ProductImage)
    .find({ where: { productColorId: In(colorIds) }, order: { position: 'ASC', id: 'ASC' } });
  for (const image of images) if (!first.has(image.productColorId)) first.set(image.productColorId, image.url);
  return first;
}

async function enquiryView(manager: EntityManager, inquiryId: number): Promise<EnquiryMailView> {
  const inquiry = await manager.getRepository(ContactInquiry).findOneBy({ id: inquiryId });
  if (!inquiry) throw new MailSubjectGoneError(`contact enquiry ${inquiryId} no longer exists`);
  const { name, email, phone, subject, inquiryType, message } = inquiry;
  return { name, email, phone, subject, inquiryType, message };
}

async function userName(manager: EntityManager, userId: number): Promise<string> {
  const user = await manager.getRepository(User).findOneBy({ id: userId });
  if (!user) throw new MailSubjectGoneError(`user ${userId} no longer exists`);
  return user.firstName;
}

async function accountChange(manager: EntityManager, changeId: number): Promise<AccountChange> {
  const change = await manager.getRepository(AccountChange).findOneBy({ id: changeId });
  if (!change) throw new MailSubjectGoneError(`account change ${changeId} no longer exists`);
  return change;
}

/**
 * Reads what a queued message shows, when it is sent (render-at-send, docs/decisions.md#notifications): the
 * order's lines and amounts never change after checkout, and a status e-mail carries the status it announces
 * in its payload, so reading at send time shows what the shopper would have seen at enqueue time.
 */
export async function loadMailContent(manager: EntityManager, kind: string, n: Notification): Promise<MailContent> {
  if (kind === SHOP_NOTICE_KIND && n.kind === 'contact-enquiry') {
    return { kind: SHOP_NOTICE_KIND, enquiry: await enquiryView(manager, n.inquiryId) };
  }
  switch (n.kind) {
    case 'order-placed':
    case 'payment-received':
      return { kind: n.kind, order: await orderView(manager, n.orderId) };
    case 'refund-issued':
      return { kind: n.kind, order: await orderView(manager, n.orderId), amountMinor: n.amountMinor ?? null };
    case 'payment-failed':
      return { kind: n.kind, order: await orderView(manager, n.orderId), reason: n.reason ?? null };
    case 'order-status-changed':
      return { kind: n.kind, order: await orderView(manager, n.orderId), status: n.status };
    case 'custom-design-requested':
    case 'custom-quote-ready':
    case 'custom-quote-accepted':
    case 'custom-quote-declined':
      return { kind: n.kind, order: await orderView(manager, n.orderId) };
    case 'contact-enquiry':
      return { kind: n.kind, enquiry: await enquiryView(manager, n.inquiryId) };
    case 'password-reset':
      return { kind: n.kind, name: await userName(manager, n.userId), resetUrl: n.resetUrl, validMinutes: RESET_LINK_MINUTES };
    case 'welcome':
      return { kind: n.kind, name: await userName(manager, n.userId) };
    case 'email-change-confirm': {
      const change = await accountChange(manager, n.changeId);
      return {
        kind: n.kind,
        name: await userName(manager, change.userId),
        newEmail: change.newEmail ?? '',
        confirmUrl: n.confirmUrl,
        validHours: EMAIL_CONFIRM_HOURS,
      };
    }
    case 'account-change-notice': {
      const change = await accountChange(manager, n.changeId);
      const changes: AccountChangeLine[] = [];
      if (change.newEmail !== null)
        changes.push({ what: 'E-mail', from: change.oldEmail, to: change.newEmail, pending: !change.confirmedAt });
      if (change.newPhone !== null)
        changes.push({ what: 'Phone', from: maskedPhone(change.oldPhone), to: maskedPhone(change.newPhone), pending: false });
      return { kind: n.kind, name: await userName(manager, change.userId), changes, undoUrl: n.undoUrl, validDays: UNDO_LINK_DAYS };
    }
    case 'account-secured': {
      const user = await manager.getRepository(User).findOneBy({ id: n.userId });
      if (!user) throw new MailSubjectGoneError(`user ${n.userId} no longer exists`);
      return { kind: n.kind, name: user.firstName, email: user.email, resetUrl: n.resetUrl, validMinutes: RESET_LINK_MINUTES };
    }
  }
}
