import type { EnquiryMailView, MailContent, OrderMailView } from '../../domain/notifications/mail-content';
import { storefrontStatusLabel, trackingId } from '../../domain/orders/order-status';
import { OrderStatus } from '../../entities/order.entity';
import { MAIL_BRAND } from './brand';
import { addressBlock, button, heading, layout, money, orderTable, orderText, paragraphs, textFooter } from './layout';
import { type Markup, mjml, renderMjml } from './mjml-markup';

/** A message ready for the transport: subject, HTML and the plain-text alternative. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** What one kind says: the subject, the MJML body, and the same words as plain text. */
interface Draft {
  subject: string;
  preview: string;
  body: Markup;
  text: string[];
}

const hello = (name: string) => `Dear ${name},`;

/** What a status change tells the shopper, in the storefront's words (order-status.ts). */
const STATUS_NEWS: Record<number, { subject: (n: string) => string; says: string }> = {
  [OrderStatus.PROCESSING]: {
    subject: (n) => `Your order ${n} is on its way`,
    says: 'Your order has left our studio and is on its way to you.',
  },
  [OrderStatus.SHIPPED]: {
    subject: (n) => `Your order ${n} is out for delivery`,
    says: 'Your order is out for delivery and should reach you soon.',
  },
  [OrderStatus.DELIVERED]: {
    subject: (n) => `Your order ${n} has been delivered`,
    says: 'Your order has been delivered. We hope you love it.',
  },
  [OrderStatus.CANCELLED]: {
    subject: (n) => `Your order ${n} has been cancelled`,
    says: 'Your order has been cancelled. If you paid online, any amount taken will be refunded.',
  },
};

function orderDraft(order: OrderMailView, subject: string, intro: string[], extra: Markup = mjml``): Draft {
  const number = trackingId(order.id);
  return {
    subject,
    preview: intro[0] ?? subject,
    body: mjml`${heading(subject)}${paragraphs(hello(order.shopperName), ...intro)}${extra}${orderTable(order)}${addressBlock(order)}`,
    text: [
      hello(order.shopperName),
      '',
      ...intro,
      '',
      orderText(order),
      '',
      `Delivering to:\n${order.address.join('\n')}`,
      '',
      `Order number: ${number}`,
    ],
  };
}

function enquiryDetails(enquiry: EnquiryMailView): string[] {
  return [
    `From: ${enquiry.name} <${enquiry.email}>${enquiry.phone ? `, ${enquiry.phone}` : ''}`,
    ...(enquiry.inquiryType ? [`Type: ${enquiry.inquiryType}`] : []),
    `Subject: ${enquiry.subject ?? '(none)'}`,
  ];
}

function enquiryDraft(content: Extract<MailContent, { enquiry: EnquiryMailView }>): Draft {
  const { enquiry } = content;
  const quote = mjml`<mj-text padding="8px 25px" color="${MAIL_BRAND.colors.stone}" css-class="enquiry"><div style="border-left: 3px solid ${MAIL_BRAND.colors.goldLight}; padding-left: 12px; white-space: pre-wrap;">${enquiry.message}</div></mj-text>`;
  if (content.kind === 'contact-enquiry') {
    const intro = `Thank you for writing to us. We have received your message and will answer within one working day.`;
    const subject = `We received your message`;
    return {
      subject,
      preview: intro,
      body: mjml`${heading(subject)}${paragraphs(hello(enquiry.name), intro, 'Your message:')}${quote}`,
      text: [hello(enquiry.name), '', intro, '', 'Your message:', enquiry.message],
    };
  }
  const subject = `New enquiry from ${enquiry.name}: ${enquiry.subject ?? 'no subject'}`;
  const details = enquiryDetails(enquiry);
  return {
    subject,
    preview: `A shopper wrote through the contact form.`,
    body: mjml`${heading('New contact enquiry')}${paragraphs(...details)}${quote}${paragraphs('Reply to this e-mail to answer the shopper.')}`,
    text: ['New contact enquiry', '', ...details, '', enquiry.message, '', 'Reply to this e-mail to answer the shopper.'],
  };
}

/** The messages of an owner's e-mail/phone change (docs/decisions.md#email-change). */
function accountChangeDraft(
  content: Extract<MailContent, { kind: 'email-change-confirm' | 'account-change-notice' | 'account-secured' }>,
): Draft {
  switch (content.kind) {
    case 'email-change-confirm': {
      const intro = `You asked to use ${content.newEmail} for your ${MAIL_BRAND.shopName} account. Confirm it with the link below: until then your account keeps its current e-mail. The link works once, for ${content.validHours} hours.`;
      const ignore = 'If you did not ask for it, ignore this e-mail: nothing changes.';
      return {
        subject: 'Confirm your new e-mail address',
        preview: 'One click to start using this address',
        body: mjml`${heading('Confirm your new e-mail address')}${paragraphs(hello(content.name), intro)}${button('Confirm this address', content.confirmUrl)}${paragraphs(ignore)}`,
        text: [hello(content.name), '', intro, '', content.confirmUrl, '', ignore],
      };
    }
    case 'account-change-notice': {
      const lines = content.changes.map((c) => `${c.what}: ${c.from} → ${c.to}${c.pending ? ' (once the new address confirms it)' : ''}`);
      const intro = `The details of your ${MAIL_BRAND.shopName} account were changed:`;
      const undo = `If this was not you, undo it with the link below: it puts your e-mail and phone back, signs out every device and sends you a link to choose a new password. The link works for ${content.validDays} days.`;
      const fine = 'If it was you, there is nothing to do.';
      return {
        subject: 'Your account details were changed',
        preview: 'Was this you? You can undo it.',
        body: mjml`${heading('Your account details were changed')}${paragraphs(hello(content.name), intro, ...lines, undo)}${button('This was not me: undo it', content.undoUrl)}${paragraphs(fine)}`,
        text: [hello(content.name), '', intro, ...lines, '', undo, '', content.undoUrl, '', fine],
      };
    }
    case 'account-secured': {
      const intro = `Your ${MAIL_BRAND.shopName} account is back to ${content.email}. We signed out every device, and your old password no longer works: choose a new one with the link below. It works once, for ${content.validMinutes} minutes.`;
      const later = 'If it expires, ask for a new link with "Forgot password" on the log-in page.';
      return {
        subject: 'Choose a new password for your account',
        preview: 'Your account is back; choose a new password',
        body: mjml`${heading('Choose a new password')}${paragraphs(hello(content.name), intro)}${button('Choose a new password', content.resetUrl)}${paragraphs(later)}`,
        text: [hello(content.name), '', intro, '', content.resetUrl, '', later],
      };
    }
  }
}

function draftOf(content: MailContent): Draft {
  switch (content.kind) {
    case 'order-placed': {
      const { order } = content;
      const how =
        order.paymentMethod === 'cod'
          ? `You will pay ${money(order, order.totalMinor)} in cash on delivery.`
          : `Your payment of ${money(order, order.totalMinor)} is pending; the order is prepared once it is received.`;
      return orderDraft(order, `Your order ${trackingId(order.id)} is confirmed`, [
        'Thank you for your order. Here is what you ordered.',
        how,
      ]);
    }
    case 'payment-received':
      return orderDraft(content.order, `Payment received for order ${trackingId(content.order.id)}`, [
        `We received your payment of ${money(content.order, content.order.totalMinor)}. Your order is now being prepared.`,
      ]);
    case 'payment-failed':
      return orderDraft(content.order, `Payment for order ${trackingId(content.order.id)} did not go through`, [
        `Your payment of ${money(content.order, content.order.totalMinor)} did not go through${content.reason ? `: ${content.reason}` : '.'}`,
        'No money was taken. You can pay again from My Orders.',
      ]);
    case 'order-status-changed': {
      const number = trackingId(content.order.id);
      const news = STATUS_NEWS[content.status] ?? {
        subject: (n: string) => `Your order ${n}: ${storefrontStatusLabel(content.status)}`,
        says: `Your order is now: ${storefrontStatusLabel(content.status)}.`,
      };
      return orderDraft(content.order, news.subject(number), [news.says]);
    }
    case 'refund-issued':
      return orderDraft(content.order, `Refund issued for order ${trackingId(content.order.id)}`, [
        `We have refunded ${money(content.order, content.amountMinor ?? content.order.totalMinor)} to your original payment method. Banks usually show it within 5 to 7 working days.`,
      ]);
    case 'contact-enquiry':
    case 'contact-enquiry-notice':
      return enquiryDraft(content);
    case 'password-reset': {
      const intro = `Someone asked to reset the password of your ${MAIL_BRAND.shopName} account. If it was you, choose a new password with the link below. It works once, for ${content.validMinutes} minutes.`;
      const ignore = 'If you did not ask for it, ignore this e-mail: your password stays as it is.';
      return {
        subject: 'Reset your password',
        preview: 'Your link to choose a new password',
        body: mjml`${heading('Reset your password')}${paragraphs(hello(content.name), intro)}${button('Choose a new password', content.resetUrl)}${paragraphs(ignore)}`,
        text: [hello(content.name), '', intro, '', content.resetUrl, '', ignore],
      };
    }
    case 'email-change-confirm':
    case 'account-change-notice':
    case 'account-secured':
      return accountChangeDraft(content);
    case 'welcome': {
      const intro = `Welcome to ${MAIL_BRAND.shopName}. Your account is ready: save pieces to your wish list, check out faster and follow your orders.`;
      return {
        subject: `Welcome to ${MAIL_BRAND.shopName}`,
        preview: 'Your account is ready',
        body: mjml`${heading(`Welcome, ${content.name}`)}${paragraphs(hello(content.name), intro)}`,
        text: [hello(content.name), '', intro],
      };
    }
  }
}

/** Renders a message: HTML through MJML (user text escaped by the `mjml` tag) and its plain-text twin. */
export async function renderMail(content: MailContent): Promise<RenderedMail> {
  const draft = draftOf(content);
  const html = await renderMjml(layout(draft.subject, draft.preview, draft.body));
  return { subject: draft.subject, html, text: `${draft.text.join('\n')}\n\n${textFooter()}\n` };
}
