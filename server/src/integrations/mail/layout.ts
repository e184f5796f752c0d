import { formatMoneyForDisplay } from '../../domain/pricing/money';
import type { OrderMailView } from '../../domain/notifications/mail-content';
import { trackingId } from '../../domain/orders/order-status';
import { MAIL_BRAND } from './brand';
import { type Markup, mjml } from './mjml-markup';

const C = MAIL_BRAND.colors;

/**
 * Where an e-mail's links go (docs/decisions.md#e-mails-that-lead-back): every absolute URL is built on `origin`,
 * the shop's configured PUBLIC_URL (http/public-origin.ts; without it, in development, http://localhost:<PORT>),
 * never on the Host of the request that caused the message. The paths are the storefront's
 * (client/src/app/router.tsx).
 */
export class MailLinks {
  readonly origin: string;
  constructor(origin: string) {
    this.origin = origin.replace(/\/+$/, '');
  }
  /** The storefront's home page. */
  get shop(): string {
    return `${this.origin}/`;
  }
  /** The logo every message shows: client/public/email/logo.png, served by the shop with the built client. */
  get logo(): string {
    return `${this.origin}/email/logo.png`;
  }
  /** My Order, opened on this order (the quote of a custom design is answered there too). */
  order(id: number): string {
    return `${this.origin}/profile?tab=orders&order=${id}`;
  }
  /** The order's payment page, with its Pay now button (/order/:orderId/payment). */
  pay(id: number): string {
    return `${this.origin}/order/${id}/payment`;
  }
  /** "Design your own": a new custom design request. */
  get designYourOwn(): string {
    return `${this.origin}/design-your-own`;
  }
  get catalogue(): string {
    return `${this.origin}/allproduct/all`;
  }
  /** The back-office's enquiries (the shop's own notice of a contact message). */
  get enquiries(): string {
    return `${this.origin}/admin/contact`;
  }
  /** A stored picture path (relative to the API base, `uploads/…`) as an absolute URL; absolute ones stay as they are. */
  picture(path: string): string {
    if (/^https?:\/\//i.test(path)) return path;
    return path.startsWith('/') ? `${this.origin}${path}` : `${this.origin}/api/${path.replace(/^\.?\//, '')}`;
  }
}

/**
 * The frame of every message: the logo on charcoal, the body on paper, the footer with the way back to the shop
 * and the care address. 600 px wide on a desktop; on a phone MJML's columns take the full width and the
 * `mobile` styles below tighten the padding, so nothing is wider than the screen (a Chromium test renders every
 * kind at 390 and 700 px).
 */
export function layout(title: string, preview: string, body: Markup, links: MailLinks): Markup {
  return mjml`<mjml>
  <mj-head>
    <mj-title>${title}</mj-title>
    <mj-preview>${preview}</mj-preview>
    <mj-breakpoint width="480px" />
    <mj-attributes>
      <mj-all font-family="Georgia, 'Times New Roman', serif" />
      <mj-text color="${C.charcoal}" font-size="15px" line-height="1.6" />
      <mj-table color="${C.charcoal}" font-size="14px" />
    </mj-attributes>
    <mj-style>
      .amount { white-space: nowrap; }
      .line-name { word-break: break-word; overflow-wrap: anywhere; }
      a { color: ${C.gold}; }
    </mj-style>
    <mj-style inline="inline">
      .footer-link { color: ${C.goldLight}; text-decoration: underline; }
    </mj-style>
  </mj-head>
  <mj-body background-color="${C.ivory}" width="600px">
    <mj-section background-color="${C.charcoal}" padding="18px 0">
      <mj-column>
        <mj-image src="${links.logo}" alt="${MAIL_BRAND.shopName}" href="${links.shop}" width="240px" height="48px" padding="0 16px" />
      </mj-column>
    </mj-section>
    <mj-section background-color="${C.paper}" padding="20px 0">
      <mj-column>
${body}
      </mj-column>
    </mj-section>
    <mj-section background-color="${C.charcoal}" padding="14px 0">
      <mj-column>
        <mj-text align="center" color="${C.cream}" font-size="13px" line-height="1.7" padding="6px 16px">
          <a class="footer-link" href="${links.shop}">Visit ${MAIL_BRAND.shopName}</a><br />
          Questions? Write to <a class="footer-link" href="mailto:${MAIL_BRAND.supportEmail}">${MAIL_BRAND.supportEmail}</a> or call <span style="white-space: nowrap;">${MAIL_BRAND.supportPhone}</span>.
        </mj-text>
        <mj-text align="center" color="${C.goldLight}" font-size="11px" padding="2px 16px 6px">${MAIL_BRAND.shopName} · ${MAIL_BRAND.address}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

export const heading = (text: string): Markup =>
  mjml`<mj-text font-size="22px" line-height="1.3" color="${C.gold}" padding="4px 20px 8px">${text}</mj-text>`;

/** Paragraphs of text; each entry is one paragraph. */
export const paragraphs = (...texts: string[]): Markup => mjml`${texts.map((t) => mjml`<mj-text padding="6px 20px">${t}</mj-text>`)}`;

/** The message's one primary action: a gold button, full width on a phone. */
export const button = (label: string, href: string): Markup =>
  mjml`<mj-button css-class="primary-action" background-color="${C.gold}" color="#ffffff" href="${href}" font-size="16px" font-weight="bold" inner-padding="14px 32px" padding="14px 20px">${label}</mj-button>`;

/** A secondary action: an outlined button, beside the primary one in weight only (track the parcel, accept, decline). */
export const secondaryButton = (label: string, href: string): Markup =>
  mjml`<mj-button css-class="secondary-action" background-color="${C.paper}" color="${C.gold}" border="1px solid ${C.gold}" href="${href}" font-size="14px" inner-padding="10px 24px" padding="4px 20px">${label}</mj-button>`;

/** A short block of facts (label: value), e.g. the courier and tracking number of a parcel. */
export const facts = (rows: [string, string][]): Markup =>
  mjml`<mj-text padding="6px 20px" font-size="14px"><div style="background: ${C.cream}; padding: 12px 14px; border-left: 3px solid ${C.gold};">${rows.map(
    ([label, value], i) => mjml`${i ? mjml`<br />` : ''}<span style="color: ${C.stone};">${label}:</span> <strong>${value}</strong>`,
  )}</div></mj-text>`;

export const money = (order: Pick<OrderMailView, 'currencyCode'>, minor: number): string =>
  formatMoneyForDisplay(minor, order.currencyCode);

/**
 * The order's lines and totals, in the order's currency: each line one row of picture, name (details and quantity
 * beneath it) and amount. Three columns, no header row and amounts that never wrap, so a 390-px screen shows it
 * as it is ("₹1,04,870.00" on one line; no "Qty" header to break).
 */
export function orderTable(order: OrderMailView, links: MailLinks): Markup {
  const cell = `padding: 10px 4px; border-bottom: 1px solid ${C.line}; vertical-align: top;`;
  const totals: [string, number][] = [['Subtotal', order.subtotalMinor]];
  if (order.shippingMinor) totals.push(['Shipping', order.shippingMinor]);
  if (order.taxMinor) totals.push(['Tax', order.taxMinor]);
  const amount = 'text-align: right; white-space: nowrap;';
  return mjml`<mj-text font-size="13px" color="${C.stone}" padding="14px 20px 0">Order ${trackingId(order.id)} · ${order.currencyCode}</mj-text>
<mj-table cellpadding="0" padding="4px 20px" table-layout="auto" width="100%">
  ${order.lines.map(
    (line) =>
      mjml`<tr class="order-line"><td style="${cell} width: 64px; padding-left: 0;">${
        line.picture
          ? mjml`<img src="${links.picture(line.picture)}" alt="" width="56" height="56" style="display: block; width: 56px; height: 56px; object-fit: cover; border: 1px solid ${C.line};" />`
          : mjml`<div style="width: 56px; height: 56px; background: ${C.cream}; border: 1px solid ${C.line};"></div>`
      }</td><td class="line-name" style="${cell}">${line.name}${line.details ? mjml`<br /><span style="color: ${C.stone}; font-size: 12px;">${line.details}</span>` : ''}<br /><span style="color: ${C.stone}; font-size: 12px;">Quantity ${line.quantity}</span></td><td class="amount" style="${cell} ${amount} padding-right: 0;">${money(order, line.totalMinor)}</td></tr>`,
  )}
  ${totals.map(
    ([label, minor]) =>
      mjml`<tr><td colspan="2" style="padding: 6px 4px; text-align: right; color: ${C.stone};">${label}</td><td class="amount" style="padding: 6px 0 6px 4px; ${amount}">${money(order, minor)}</td></tr>`,
  )}
  <tr><td colspan="2" style="padding: 8px 4px; text-align: right; font-weight: bold;">Total</td><td class="amount" style="padding: 8px 0 8px 4px; ${amount} font-weight: bold;">${money(order, order.totalMinor)}</td></tr>
</mj-table>`;
}

export function addressBlock(order: OrderMailView): Markup {
  return mjml`<mj-text font-size="13px" color="${C.stone}" padding="10px 20px">Delivering to:<br />${order.address.map((line, i) => mjml`${i ? mjml`<br />` : ''}${line}`)}</mj-text>`;
}

/** The same order as plain text, one line per item. */
export function orderText(order: OrderMailView): string {
  const lines = order.lines.map(
    (line) => `- ${line.name}${line.details ? ` (${line.details})` : ''} x ${line.quantity}: ${money(order, line.totalMinor)}`,
  );
  const totals = [`Subtotal: ${money(order, order.subtotalMinor)}`];
  if (order.shippingMinor) totals.push(`Shipping: ${money(order, order.shippingMinor)}`);
  if (order.taxMinor) totals.push(`Tax: ${money(order, order.taxMinor)}`);
  totals.push(`Total: ${money(order, order.totalMinor)}`);
  return [`Order ${trackingId(order.id)} (${order.currencyCode})`, ...lines, '', ...totals].join('\n');
}

export const textFooter = (links: MailLinks): string =>
  `--\n${MAIL_BRAND.shopName}\n${links.shop}\nQuestions? Write to ${MAIL_BRAND.supportEmail} or call ${MAIL_BRAND.supportPhone}.\n${MAIL_BRAND.address}`;
