import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MailContent, OrderMailView } from '../../domain/notifications/mail-content';
import { OrderStatus } from '../../entities/order.entity';
import { MAIL_BRAND } from './brand';
import { escapeHtml, mjml } from './mjml-markup';
import { renderMail } from './templates';

const EVIL = `<script>alert("x")</script> & 'co'`;

const order = (overrides: Partial<OrderMailView> = {}): OrderMailView => ({
  id: 42,
  placedAt: new Date('2026-11-01T10:00:00Z'),
  shopperName: 'Priya Sharma',
  currencyCode: 'INR',
  paymentMethod: 'cod',
  lines: [
    { name: 'Solitaire Ring', details: '18K · Rose Gold · Size 12', quantity: 2, totalMinor: 12_043_000 },
    { name: 'Stud Earrings', details: '', quantity: 1, totalMinor: 5_000 },
  ],
  subtotalMinor: 12_048_000,
  shippingMinor: 0,
  taxMinor: 0,
  totalMinor: 12_048_000,
  address: ['Priya Sharma', '12 MG Road', 'Bengaluru, Karnataka 560001'],
  shipment: null,
  ...overrides,
});

describe('e-mail templates', () => {
  it('an order confirmation shows the order number, its lines and the amounts in the order currency, in HTML and text', async () => {
    const mail = await renderMail({ kind: 'order-placed', order: order() });
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
    const mail = await renderMail({ kind: 'payment-received', order: order({ currencyCode: 'USD', totalMinor: 123_450 }) });
    expect(mail.html).toContain('$1,234.50');
    expect(mail.text).toContain('$1,234.50');
    expect(mail.html).not.toContain('₹');
  });

  it('escapes what shoppers typed: names, product names, enquiry text', async () => {
    const evilOrder = order({ shopperName: EVIL, lines: [{ name: EVIL, details: EVIL, quantity: 1, totalMinor: 100 }], address: [EVIL] });
    const placed = await renderMail({ kind: 'order-placed', order: evilOrder });
    const enquiry = {
      name: EVIL,
      email: 'a@example.com',
      phone: null,
      subject: EVIL,
      inquiryType: null,
      message: `${EVIL}\n<img src=x onerror=alert(1)>`,
    };
    const notice = await renderMail({ kind: 'contact-enquiry-notice', enquiry });
    const ack = await renderMail({ kind: 'contact-enquiry', enquiry });
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
        async (status) => (await renderMail({ kind: 'order-status-changed', order: order(), status })).subject,
      ),
    );
    expect(subjects).toEqual([
      'Your order ORD-0042 is on its way',
      'Your order ORD-0042 is out for delivery',
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
      const mail = await renderMail(content);
      expect(mail.subject.length).toBeGreaterThan(5);
      expect(mail.html).toContain(MAIL_BRAND.colors.charcoal);
      expect(mail.html).toContain('AURELIA LAB DIAMONDS');
      expect(mail.text).toContain(MAIL_BRAND.supportEmail);
    }
    const reset = await renderMail(contents[7]);
    expect(reset.html).toContain('href="https://shop.example/reset?token=a&amp;b=c"');
    expect(reset.text).toContain('https://shop.example/reset?token=a&b=c');
    expect(reset.text).toContain('60 minutes');
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
