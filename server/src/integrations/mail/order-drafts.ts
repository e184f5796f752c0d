import type { CustomDesignMailKind, MailContent, OrderMailView } from '../../domain/notifications/mail-content';
import { storefrontStatusLabel, trackingId } from '../../domain/orders/order-status';
import { formatMoneyForDisplay } from '../../domain/pricing/money';
import { OrderStatus } from '../../entities/order.entity';
import { MAIL_BRAND } from './brand';
import { type MailLinks, addressBlock, button, facts, heading, money, orderTable, orderText, paragraphs, secondaryButton } from './layout';
import { type Markup, mjml } from './mjml-markup';

// What the messages about an order say (docs/decisions.md#e-mails-that-lead-back): one primary button each, to the
// order page (or its payment page while it waits for an online payment), words true to the order's state.

/** What one kind says: the subject, the MJML body, and the same words as plain text. */
export interface Draft {
  subject: string;
  preview: string;
  body: Markup;
  text: string[];
}

/** The one action a message leads to: its label and where it goes. */
interface Action {
  label: string;
  href: string;
}

export interface Context {
  links: MailLinks;
  /** Whether the message carries the order's invoice (or a credit note). */
  attached: { invoice: boolean; creditNote: boolean };
}

export const hello = (name: string) => `Dear ${name},`;
const SUPPORT = `If anything is unclear, write to ${MAIL_BRAND.supportEmail}.`;

/** Online money that was taken (and so is given back on a cancellation). */
const PAID_STATES: ReadonlySet<string> = new Set(['paid', 'partially_refunded', 'refunded']);

/**
 * What a status change tells the shopper, in the one vocabulary of the order's progress (1 Placed · 2 Being made ·
 * 3 Shipped · 4 Delivered · 5 Cancelled; docs/decisions.md#e-mails-that-lead-back). A cancellation says what
 * happens to the money as the order stands: nothing owed (cash on delivery), nothing taken (unpaid online), or the
 * refund on its way (paid online).
 */
function statusNews(order: OrderMailView, status: number): { subject: string; says: string[] } {
  const n = trackingId(order.id);
  switch (status as OrderStatus) {
    case OrderStatus.PROCESSING:
      return {
        subject: `We are making your piece — order ${n}`,
        says: ['We are making your piece in our studio. We will write again as soon as it ships.'],
      };
    case OrderStatus.SHIPPED:
      return {
        subject: `Your order ${n} has shipped`,
        says: [
          order.shipment
            ? `Your order has left our studio with ${order.shipment.courierName}. Follow the parcel with its tracking number:`
            : 'Your order has left our studio and is on its way to you.',
        ],
      };
    case OrderStatus.DELIVERED:
      return { subject: `Your order ${n} has been delivered`, says: ['Your order has been delivered. We hope you love it.'] };
    case OrderStatus.CANCELLED: {
      const money =
        order.paymentMethod === 'cod'
          ? 'Nothing is owed: the order was to be paid in cash on delivery.'
          : PAID_STATES.has(order.paymentStatus)
            ? `The ${formatMoneyForDisplay(order.totalMinor, order.currencyCode)} you paid is being refunded to your original payment method; we will e-mail you when the refund is issued. Banks usually show it within 5 to 7 working days.`
            : 'No payment was taken for it.';
      return { subject: `Your order ${n} has been cancelled`, says: ['Your order has been cancelled.', money] };
    }
    default:
      return {
        subject: `Your order ${n}: ${storefrontStatusLabel(status)}`,
        says: [`Your order is now: ${storefrontStatusLabel(status)}.`],
      };
  }
}

/** "View your order", or "Pay now" to the payment page while the order waits for its online payment. */
const orderAction = (order: OrderMailView, links: MailLinks): Action =>
  order.payable ? { label: 'Pay now', href: links.pay(order.id) } : { label: 'View your order', href: links.order(order.id) };

function orderDraft(
  order: OrderMailView,
  ctx: Context,
  subject: string,
  intro: string[],
  action: Action,
  extra: { html?: Markup; text?: string[] } = {},
): Draft {
  const number = trackingId(order.id);
  return {
    subject,
    preview: intro[0] ?? subject,
    body: mjml`${heading(subject)}${paragraphs(hello(order.shopperName), ...intro)}${extra.html ?? mjml``}${button(action.label, action.href)}${orderTable(order, ctx.links)}${addressBlock(order)}`,
    text: [
      hello(order.shopperName),
      '',
      ...intro,
      ...(extra.text ? ['', ...extra.text] : []),
      '',
      `${action.label}: ${action.href}`,
      '',
      orderText(order),
      '',
      `Delivering to:\n${order.address.join('\n')}`,
      '',
      `Order number: ${number}`,
    ],
  };
}

/** The parcel of a shipped order: courier and tracking number, and a "Track your parcel" link when the courier has one. */
function parcel(order: OrderMailView): { html?: Markup; text?: string[] } {
  const { shipment } = order;
  if (!shipment) return {};
  const rows: [string, string][] = [
    ['Courier', shipment.courierName],
    ['Tracking number', shipment.trackingNumber],
  ];
  return {
    html: mjml`${facts(rows)}${shipment.trackingUrl ? secondaryButton('Track your parcel', shipment.trackingUrl) : ''}`,
    text: [
      ...rows.map(([label, value]) => `${label}: ${value}`),
      ...(shipment.trackingUrl ? [`Track your parcel: ${shipment.trackingUrl}`] : []),
    ],
  };
}

/** One message of a custom design's conversation: the greeting, the words, what was asked or quoted, one button. */
function conversationDraft(
  order: OrderMailView,
  part: { subject: string; intro: string[]; action: Action; html: Markup; text: string[]; after: Markup },
): Draft {
  const { subject, intro, action, html, text, after } = part;
  return {
    subject,
    preview: intro[0] ?? subject,
    body: mjml`${heading(subject)}${paragraphs(hello(order.shopperName), ...intro)}${html}${button(action.label, action.href)}${after}${paragraphs(SUPPORT)}`,
    text: [
      hello(order.shopperName),
      '',
      ...intro,
      ...(text.length ? ['', ...text] : []),
      '',
      `${action.label}: ${action.href}`,
      '',
      `Request number: ${trackingId(order.id)}`,
      '',
      SUPPORT,
    ],
  };
}

/** A custom design request's messages: received, quote ready, accepted, declined (docs/decisions.md#custom-designs). */
function customDesignDraft(content: Extract<MailContent, { kind: CustomDesignMailKind }>, ctx: Context): Draft {
  const { order } = content;
  const { links } = ctx;
  const n = trackingId(order.id);
  const quote = order.quote;
  const asked = order.lines[0] ? [order.lines[0].details].filter(Boolean) : [];
  const request = quote?.request ?? '';
  const quoted = quote?.amountMinor != null ? money(order, quote.amountMinor) : null;
  const requestBlock = mjml`${asked.length ? facts([['Your request', asked.join('')]]) : ''}${
    request
      ? mjml`<mj-text padding="6px 20px" color="${MAIL_BRAND.colors.stone}"><div style="border-left: 3px solid ${MAIL_BRAND.colors.goldLight}; padding-left: 12px; white-space: pre-wrap;">${request}</div></mj-text>`
      : ''
  }`;
  const simple = (subject: string, intro: string[], action: Action, html: Markup, text: string[] = [], after: Markup = mjml``) =>
    conversationDraft(order, { subject, intro, action, html, text, after });
  switch (content.kind) {
    case 'custom-design-requested':
      return simple(
        `We received your custom design request ${n}`,
        [
          'Thank you for asking us to make a piece for you. Our jewellers are looking at your request and will send you a quote by e-mail.',
          'You can follow it in My Order at any time.',
        ],
        { label: 'View your request', href: links.order(order.id) },
        requestBlock,
        [...asked, request].filter(Boolean),
      );
    case 'custom-quote-ready': {
      const note = quote?.note ?? '';
      const html = mjml`${facts([['Our quote', quoted ?? '']])}${
        note
          ? mjml`<mj-text padding="6px 20px"><div style="border-left: 3px solid ${MAIL_BRAND.colors.goldLight}; padding-left: 12px; white-space: pre-wrap;">${note}</div></mj-text>`
          : ''
      }`;
      const intro = [
        'Our jewellers have priced your custom design (tax included).',
        'Accept it to have the piece made, or decline it, on your order page.',
      ];
      // The two answers as quiet buttons under the one primary one: both lead to the order page, where the choice is made.
      const answers = mjml`${secondaryButton('Accept the quote', links.order(order.id))}${secondaryButton('Decline', links.order(order.id))}`;
      return simple(
        `Your quote is ready for ${n}`,
        intro,
        { label: 'View quote', href: links.order(order.id) },
        html,
        [
          `Our quote: ${quoted ?? ''}`,
          ...(note ? [note] : []),
          `Accept the quote: ${links.order(order.id)}`,
          `Decline: ${links.order(order.id)}`,
        ],
        answers,
      );
    }
    case 'custom-quote-accepted': {
      const how =
        order.paymentMethod === 'cod'
          ? `You will pay ${money(order, order.totalMinor)} in cash on delivery. We are starting on your piece.`
          : order.payable
            ? `Complete your payment of ${money(order, order.totalMinor)} and we will start on your piece.`
            : `We are starting on your piece.`;
      const subject = order.payable ? `Quote accepted — complete your payment (${n})` : `Quote accepted — order ${n} is confirmed`;
      const intro = [`Thank you for accepting our quote of ${quoted ?? money(order, order.totalMinor)}.`, how, ...invoiceLine(ctx)];
      return orderDraft(order, ctx, subject, intro, orderAction(order, links));
    }
    case 'custom-quote-declined':
      return simple(
        `You declined the quote for ${n}`,
        [
          'We have noted that you declined our quote, so we will not make this piece.',
          'If you would like another design, or a different price, start a new request or write to us.',
        ],
        { label: 'Start a new design', href: links.designYourOwn },
        mjml``,
      );
  }
}

const invoiceLine = (ctx: Context): string[] => (ctx.attached.invoice ? ['Your invoice is attached to this e-mail (PDF).'] : []);

/** A status change: the news in the one vocabulary, the parcel when shipped, the credit note of a cancelled invoice. */
function statusDraft(order: OrderMailView, status: OrderStatus, ctx: Context): Draft {
  const news = statusNews(order, status);
  const creditNote =
    status === OrderStatus.CANCELLED && ctx.attached.creditNote ? ['The credit note for the cancelled invoice is attached.'] : [];
  return orderDraft(
    order,
    ctx,
    news.subject,
    [...news.says, ...creditNote],
    { label: 'View your order', href: ctx.links.order(order.id) },
    status === OrderStatus.SHIPPED ? parcel(order) : {},
  );
}

/** The messages about an order: placed, paid, payment failed, status changes, refunds, and a custom design's conversation. */
export type OrderMailContent = Extract<MailContent, { order: OrderMailView }>;

export function orderMailDraft(content: OrderMailContent, ctx: Context): Draft {
  const { links } = ctx;
  switch (content.kind) {
    case 'order-placed': {
      const { order } = content;
      const n = trackingId(order.id);
      if (order.payable) {
        // Not paid yet: nothing is confirmed until the payment arrives (docs/decisions.md#e-mails-that-lead-back).
        return orderDraft(
          order,
          ctx,
          `Order received — complete your payment (${n})`,
          [
            'Thank you for your order. We have received it, and we keep your pieces for you while you pay.',
            `Complete your payment of ${money(order, order.totalMinor)} with the button below; we start on your order once it is received.`,
          ],
          { label: 'Pay now', href: links.pay(order.id) },
        );
      }
      const how =
        order.paymentMethod === 'cod'
          ? `You will pay ${money(order, order.totalMinor)} in cash on delivery.`
          : `We received your payment of ${money(order, order.totalMinor)}.`;
      return orderDraft(
        order,
        ctx,
        `Your order ${n} is confirmed`,
        ['Thank you for your order. Here is what you ordered.', how, ...invoiceLine(ctx)],
        orderAction(order, links),
      );
    }
    case 'payment-received':
      return orderDraft(
        content.order,
        ctx,
        `Payment received for order ${trackingId(content.order.id)}`,
        [
          `We received your payment of ${money(content.order, content.order.totalMinor)}. Your order is now being prepared.`,
          ...invoiceLine(ctx),
        ],
        { label: 'View your order', href: links.order(content.order.id) },
      );
    case 'payment-failed': {
      const { order } = content;
      const failed = `Your payment of ${money(order, order.totalMinor)} did not go through${content.reason ? `: ${content.reason}` : '.'}`;
      return orderDraft(
        order,
        ctx,
        `Payment for order ${trackingId(order.id)} did not go through`,
        order.payable
          ? [failed, 'No money was taken. Your order is waiting: pay again with the button below.']
          : [failed, 'No money was taken.'],
        orderAction(order, links),
      );
    }
    case 'order-status-changed':
      return statusDraft(content.order, content.status, ctx);
    case 'refund-issued':
      return orderDraft(
        content.order,
        ctx,
        `Refund issued for order ${trackingId(content.order.id)}`,
        [
          `We have refunded ${money(content.order, content.amountMinor ?? content.order.totalMinor)} to your original payment method. Banks usually show it within 5 to 7 working days.`,
          ...(ctx.attached.creditNote ? ['The credit note is attached to this e-mail (PDF).'] : []),
        ],
        { label: 'View your order', href: links.order(content.order.id) },
      );
    default:
      return customDesignDraft(content, ctx);
  }
}
