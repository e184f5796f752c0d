import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MailContent, OrderMailView } from '../../domain/notifications/mail-content';
import { OrderStatus } from '../../entities/order.entity';
import { MAIL_BRAND } from './brand';
import { escapeHtml, mjml } from './mjml-markup';
import { renderMail } from './templates';
import { MAIL_SAMPLES, PUBLIC_URL, sampleOrder } from '../../../test/support/mail-samples';

const EVIL = `<script>alert("x")</script> & 'co'`;

const order = (overrides: Partial<OrderMailView> = {}): OrderMailView =>
  sampleOrder({
    lines: [
      {
        name: 'Solitaire Ring',
        details: '18K · Rose Gold · Size 12',
        quantity: 2,
        totalMinor: 12_043_000,
        picture: 'uploads/products/ring-v800.jpg',
      },
      { name: 'Stud Earrings', details: '', quantity: 1, totalMinor: 5_000, picture: null },
    ],
    subtotalMinor: 12_048_000,
    totalMinor: 12_048_000,
    ...overrides,
  });

const OPTIONS = { origin: PUBLIC_URL };
const render = (content: MailContent, attachments: string[] = []) => renderMail(content, { ...OPTIONS, attachments });

/** Whether the HTML has a link (a button) with this label. */
const linkLabelled = (html: string, label: string): boolean =>
  new RegExp(`>\\s*${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*</a>`).test(html);

/** The href of the message's one primary button (layout.ts `button`, css-class primary-action). */
function primaryHref(html: string): string[] {
  return [...html.matchAll(/class="primary-action"[\s\S]*?<a href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
}

describe('e-mail templates', () => {
  it('an order confirmation shows the order number, its lines and the amounts in the order currency, in HTML and text', async () => {
    const mail = await render({ kind: 'order-placed', order: order() });
    expect(mail.subject).toBe('Your order ORD-0042 is confirmed');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('ORD-0042');
      expect(part).toContain('Solitaire Ring');
      // Indian grouping for rupees, two decimals, exact.
      expect(part).toContain('₹1,20,430.00');
      expect(part).toContain('₹50.00');
      expect(part).toContain('₹1,20,480.00');
    }
    expect(mail.html).toMatch(/^<!doctype html>/i);
    expect(mail.text).not.toMatch(/<[a-z]/i);
  });

  it('dollars are formatted as dollars', async () => {
    const mail = await render({ kind: 'payment-received', order: order({ currencyCode: 'USD', totalMinor: 123_450 }) });
    expect(mail.html).toContain('$1,234.50');
    expect(mail.text).toContain('$1,234.50');
    expect(mail.html).not.toContain('₹');
  });

  it('escapes what shoppers typed: names, product names, enquiry text', async () => {
    const evilOrder = order({
      shopperName: EVIL,
      lines: [{ name: EVIL, details: EVIL, quantity: 1, totalMinor: 100, picture: null }],
      address: [EVIL],
    });
    const placed = await render({ kind: 'order-placed', order: evilOrder });
    const enquiry = {
      name: EVIL,
      email: 'a@example.com',
      phone: null,
      subject: EVIL,
      inquiryType: null,
      message: `${EVIL}\n<img src=x onerror=alert(1)>`,
    };
    const notice = await render({ kind: 'contact-enquiry-notice', enquiry });
    const ack = await render({ kind: 'contact-enquiry', enquiry });
    for (const mail of [placed, notice, ack]) {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<img src=x');
      expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;');
      // Plain text carries the text as typed.
      expect(mail.text).toContain(EVIL);
    }
    expect(notice.subject).toContain(EVIL);
  });

  it('each status a shopper hears about has its own subject', async () => {
    const subjects = await Promise.all(
      [OrderStatus.PROCESSING, OrderStatus.SHIPPED, OrderStatus.DELIVERED, OrderStatus.CANCELLED].map(
        async (status) => (await render({ kind: 'order-status-changed', order: order(), status })).subject,
      ),
    );
    // The one vocabulary (docs/decisions.md#e-mails-that-lead-back): 2 Being made, 3 Shipped, 4 Delivered, 5 Cancelled.
    expect(subjects).toEqual([
      'We are making your piece — order ORD-0042',
      'Your order ORD-0042 has shipped',
      'Your order ORD-0042 has been delivered',
      'Your order ORD-0042 has been cancelled',
    ]);
  });

  it('every kind renders HTML and plain text', async () => {
    const enquiry = {
      name: 'Asha',
      email: 'asha@example.com',
      phone: '9876543210',
      subject: 'Resize',
      inquiryType: 'support',
      message: 'Hello',
    };
    const contents: MailContent[] = [
      { kind: 'order-placed', order: order({ paymentMethod: 'online' }) },
      { kind: 'payment-received', order: order() },
      { kind: 'payment-failed', order: order(), reason: 'Card declined' },
      { kind: 'order-status-changed', order: order(), status: OrderStatus.SHIPPED },
      { kind: 'refund-issued', order: order() },
      { kind: 'contact-enquiry', enquiry },
      { kind: 'contact-enquiry-notice', enquiry },
      { kind: 'password-reset', name: 'Asha', resetUrl: 'https://shop.example/reset?token=a&b=c', validMinutes: 60 },
      { kind: 'welcome', name: 'Asha' },
      {
        kind: 'email-change-confirm',
        name: 'Asha',
        newEmail: 'new@example.com',
        confirmUrl: 'https://shop.example/confirm-email?token=x',
        validHours: 24,
      },
      {
        kind: 'account-change-notice',
        name: 'Asha',
        changes: [{ what: 'E-mail', from: 'old@example.com', to: 'new@example.com', pending: true }],
        undoUrl: 'https://shop.example/undo-account-change?token=y',
        validDays: 7,
      },
      {
        kind: 'account-secured',
        name: 'Asha',
        email: 'old@example.com',
        resetUrl: 'https://shop.example/reset-password?token=z',
        validMinutes: 60,
      },
    ];
    for (const content of contents) {
      const mail = await render(content);
      expect(mail.subject.length).toBeGreaterThan(5);
      expect(mail.html).toContain(MAIL_BRAND.colors.charcoal);
      expect(mail.html).toContain(`src="${PUBLIC_URL}/email/logo.png"`);
      expect(mail.text).toContain(MAIL_BRAND.supportEmail);
    }
    const reset = await renderMail(contents[7], { origin: PUBLIC_URL });
    expect(reset.html).toContain('href="https://shop.example/reset?token=a&amp;b=c"');
    expect(reset.text).toContain('https://shop.example/reset?token=a&b=c');
    expect(reset.text).toContain('60 minutes');
  });

  it('every kind has ONE primary button, on PUBLIC_URL, and the way back to the shop and its support address in the footer', async () => {
    for (const sample of MAIL_SAMPLES) {
      const mail = await render(sample.content, sample.attachments);
      const hrefs = primaryHref(mail.html);
      expect({ name: sample.name, count: hrefs.length }).toEqual({ name: sample.name, count: 1 });
      expect(hrefs[0].startsWith(`${PUBLIC_URL}/`)).toBe(true);
      expect(linkLabelled(mail.html, sample.primary)).toBe(true);
      expect(mail.html).toContain(`href="${PUBLIC_URL}/"`);
      expect(mail.html).toContain(`href="mailto:${MAIL_BRAND.supportEmail}"`);
      expect(mail.html).toContain(`<img alt="${MAIL_BRAND.shopName}"`);
      expect(mail.text).toContain(`${PUBLIC_URL}/`);
    }
  });

  it('order mails lead to the order page, and an unpaid online order to its payment page with "Pay now"', async () => {
    const cod = await render({ kind: 'order-placed', order: order() });
    expect(primaryHref(cod.html)).toEqual([`${PUBLIC_URL}/profile?tab=orders&order=42`]);
    expect(cod.subject).toBe('Your order ORD-0042 is confirmed');

    const unpaid = await render({
      kind: 'order-placed',
      order: order({ paymentMethod: 'online', paymentStatus: 'pending', payable: true }),
    });
    expect(unpaid.subject).toBe('Order received — complete your payment (ORD-0042)');
    expect(unpaid.subject).not.toMatch(/confirmed/i);
    expect(primaryHref(unpaid.html)).toEqual([`${PUBLIC_URL}/order/42/payment`]);
    expect(linkLabelled(unpaid.html, 'Pay now')).toBe(true);
    expect(unpaid.text).toContain(`Pay now: ${PUBLIC_URL}/order/42/payment`);

    const failed = await render({
      kind: 'payment-failed',
      order: order({ paymentMethod: 'online', paymentStatus: 'failed', payable: true }),
      reason: null,
    });
    expect(primaryHref(failed.html)).toEqual([`${PUBLIC_URL}/order/42/payment`]);
    expect(failed.text).not.toContain('from My Orders');
    // An expired order cannot be paid again: it is shown, not offered for payment.
    const expired = await render({
      kind: 'payment-failed',
      order: order({ paymentMethod: 'online', paymentStatus: 'failed', payable: false }),
      reason: 'Too late',
    });
    expect(primaryHref(expired.html)).toEqual([`${PUBLIC_URL}/profile?tab=orders&order=42`]);
  });

  it('the lines carry their pictures as absolute URLs on the shop', async () => {
    const mail = await render({ kind: 'order-placed', order: order() });
    expect(mail.html).toContain(`src="${PUBLIC_URL}/api/uploads/products/ring-v800.jpg"`);
  });

  it('the payment-received mail says the invoice is attached only when it is', async () => {
    const paid = order({ paymentMethod: 'online', paymentStatus: 'paid' });
    const withInvoice = await render({ kind: 'payment-received', order: paid }, ['invoice-AUR-2026-27-0001.pdf']);
    expect(withInvoice.text).toContain('Your invoice is attached');
    expect(withInvoice.html).toContain('Your invoice is attached');
    const without = await render({ kind: 'payment-received', order: paid });
    expect(without.text).not.toContain('invoice is attached');
  });

  it('a cancellation says what happens to the money as the order stands', async () => {
    const cod = await render({ kind: 'order-status-changed', order: order(), status: OrderStatus.CANCELLED });
    expect(cod.text).not.toMatch(/paid online|refund/i);
    expect(cod.text).toContain('cash on delivery');
    const paid = await render({
      kind: 'order-status-changed',
      order: order({ paymentMethod: 'online', paymentStatus: 'paid' }),
      status: OrderStatus.CANCELLED,
    });
    expect(paid.text).toContain('being refunded to your original payment method');
    const unpaid = await render({
      kind: 'order-status-changed',
      order: order({ paymentMethod: 'online', paymentStatus: 'failed' }),
      status: OrderStatus.CANCELLED,
    });
    expect(unpaid.text).toContain('No payment was taken');
  });

  it('the status mails speak the one vocabulary; the shipped one names the courier and links the parcel', async () => {
    const making = await render({ kind: 'order-status-changed', order: order(), status: OrderStatus.PROCESSING });
    expect(making.text).toContain('We are making your piece');
    expect(making.text).not.toMatch(/on its way|left our studio/i);
    const shipment = {
      courierName: 'Delhivery',
      trackingNumber: 'DL99887766',
      trackingUrl: 'https://www.delhivery.com/track/package/DL99887766',
    };
    const shipped = await render({ kind: 'order-status-changed', order: order({ shipment }), status: OrderStatus.SHIPPED });
    expect(shipped.text).not.toMatch(/out for delivery/i);
    expect(shipped.html).toContain('Delhivery');
    expect(shipped.html).toContain('DL99887766');
    expect(shipped.html).toContain('href="https://www.delhivery.com/track/package/DL99887766"');
    expect(linkLabelled(shipped.html, 'Track your parcel')).toBe(true);
    expect(shipped.text).toContain('Track your parcel: https://www.delhivery.com/track/package/DL99887766');
    // The primary button stays "View your order".
    expect(primaryHref(shipped.html)).toEqual([`${PUBLIC_URL}/profile?tab=orders&order=42`]);
    const noUrl = await render({
      kind: 'order-status-changed',
      order: order({ shipment: { ...shipment, trackingUrl: null } }),
      status: OrderStatus.SHIPPED,
    });
    expect(noUrl.html).not.toContain('Track your parcel');
    expect(noUrl.html).toContain('DL99887766');
  });

  it('the quote mail carries the amount, the note and the ways to answer it', async () => {
    const sample = MAIL_SAMPLES.find((s) => s.name === 'custom-quote-ready');
    const mail = await render(sample!.content);
    expect(mail.subject).toBe('Your quote is ready for ORD-0042');
    expect(mail.html).toContain('₹1,04,870.00');
    expect(mail.html).toContain('Includes the certificate.');
    expect(linkLabelled(mail.html, 'View quote')).toBe(true);
    expect(linkLabelled(mail.html, 'Accept the quote')).toBe(true);
    expect(linkLabelled(mail.html, 'Decline')).toBe(true);
    expect(primaryHref(mail.html)).toEqual([`${PUBLIC_URL}/profile?tab=orders&order=42`]);
  });

  it('the mjml tag escapes values and keeps its own markup', () => {
    expect(mjml`<mj-text>${'<b>'}</mj-text>`.source).toBe('<mj-text>&lt;b&gt;</mj-text>');
    expect(mjml`<x>${mjml`<b>${'&'}</b>`}</x>`.source).toBe('<x><b>&amp;</b></x>');
    expect(escapeHtml(`"'<>&`)).toBe('&quot;&#39;&lt;&gt;&amp;');
  });

  it('uses the storefront palette', () => {
    // Read as text: the client's module pulls in MUI's types, which the server's program does not load.
    const palette = readFileSync(path.resolve(__dirname, '../../../../client/src/theme/palette.ts'), 'utf8');
    for (const [name, value] of Object.entries(MAIL_BRAND.colors)) expect(palette).toContain(`${name}: '${value}'`);
  });
});
