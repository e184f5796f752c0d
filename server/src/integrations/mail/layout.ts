import { formatMoneyForDisplay } from '../../domain/pricing/money';
import type { OrderMailView } from '../../domain/notifications/mail-content';
import { trackingId } from '../../domain/orders/order-status';
import { MAIL_BRAND } from './brand';
import { type Markup, mjml } from './mjml-markup';

const C = MAIL_BRAND.colors;

/** The frame of every message: the shop's name on charcoal, the body on paper, the care footer. */
export function layout(title: string, preview: string, body: Markup): Markup {
  return mjml`<mjml>
  <mj-head>
    <mj-title>${title}</mj-title>
    <mj-preview>${preview}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Georgia, 'Times New Roman', serif" />
      <mj-text color="${C.charcoal}" font-size="15px" line-height="1.6" />
      <mj-table color="${C.charcoal}" font-size="14px" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="${C.ivory}">
    <mj-section background-color="${C.charcoal}" padding="20px 0">
      <mj-column>
        <mj-text align="center" color="${C.goldLight}" font-size="22px" letter-spacing="3px">${MAIL_BRAND.shopName.toUpperCase()}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="${C.paper}" padding="24px 12px">
      <mj-column>
${body}
      </mj-column>
    </mj-section>
    <mj-section padding="16px 12px">
      <mj-column>
        <mj-text align="center" color="${C.stone}" font-size="12px">Questions? Write to ${MAIL_BRAND.supportEmail} or call ${MAIL_BRAND.supportPhone}.<br />${MAIL_BRAND.shopName} · ${MAIL_BRAND.address}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

export const heading = (text: string): Markup => mjml`<mj-text font-size="22px" color="${C.gold}">${text}</mj-text>`;

/** Paragraphs of text; each entry is one paragraph. */
export const paragraphs = (...texts: string[]): Markup => mjml`${texts.map((t) => mjml`<mj-text>${t}</mj-text>`)}`;

export const button = (label: string, href: string): Markup =>
  mjml`<mj-button background-color="${C.gold}" color="#ffffff" href="${href}" font-size="15px" inner-padding="12px 28px">${label}</mj-button>`;

export const money = (order: Pick<OrderMailView, 'currencyCode'>, minor: number): string =>
  formatMoneyForDisplay(minor, order.currencyCode);

/** The order's lines and totals, in the order's currency. */
export function orderTable(order: OrderMailView): Markup {
  const cell = `padding: 8px 4px; border-bottom: 1px solid ${C.line};`;
  const totals: [string, number][] = [['Subtotal', order.subtotalMinor]];
  if (order.shippingMinor) totals.push(['Shipping', order.shippingMinor]);
  if (order.taxMinor) totals.push(['Tax', order.taxMinor]);
  return mjml`<mj-text font-size="13px" color="${C.stone}">Order ${trackingId(order.id)} · ${order.currencyCode}</mj-text>
<mj-table cellpadding="0">
  <tr style="text-align: left; color: ${C.stone};"><th style="${cell}">Item</th><th style="${cell} text-align: center;">Qty</th><th style="${cell} text-align: right;">Amount</th></tr>
  ${order.lines.map(
    (line) =>
      mjml`<tr><td style="${cell}">${line.name}${line.details ? mjml`<br /><span style="color: ${C.stone}; font-size: 12px;">${line.details}</span>` : ''}</td><td style="${cell} text-align: center;">${line.quantity}</td><td style="${cell} text-align: right;">${money(order, line.totalMinor)}</td></tr>`,
  )}
  ${totals.map(([label, minor]) => mjml`<tr><td colspan="2" style="padding: 6px 4px; text-align: right;">${label}</td><td style="padding: 6px 4px; text-align: right;">${money(order, minor)}</td></tr>`)}
  <tr><td colspan="2" style="padding: 8px 4px; text-align: right; font-weight: bold;">Total</td><td style="padding: 8px 4px; text-align: right; font-weight: bold;">${money(order, order.totalMinor)}</td></tr>
</mj-table>`;
}

export function addressBlock(order: OrderMailView): Markup {
  return mjml`<mj-text font-size="13px" color="${C.stone}">Delivering to:<br />${order.address.map((line, i) => mjml`${i ? mjml`<br />` : ''}${line}`)}</mj-text>`;
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

export const textFooter = (): string =>
  `--\n${MAIL_BRAND.shopName}\nQuestions? Write to ${MAIL_BRAND.supportEmail} or call ${MAIL_BRAND.supportPhone}.\n${MAIL_BRAND.address}`;
