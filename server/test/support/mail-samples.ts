import type { MailContent, OrderMailView } from '../../src/domain/notifications/mail-content';
import { OrderStatus } from '../../src/entities/order.entity';

// One message of every kind (and every state a kind words differently), for the template tests and the
// rendering test in Chromium (e2e/mail-layout.e2e-spec.ts). Links are on PUBLIC_URL.

export const PUBLIC_URL = 'https://shop.example';

export const sampleOrder = (overrides: Partial<OrderMailView> = {}): OrderMailView => ({
  id: 42,
  placedAt: new Date('2026-11-01T10:00:00Z'),
  shopperName: 'Priya Sharma',
  currencyCode: 'INR',
  paymentMethod: 'cod',
  paymentStatus: 'cod',
  payable: false,
  lines: [
    {
      name: 'Solitaire Ring with a long name that has to wrap on a phone',
      details: '18K · Rose Gold · Size 12',
      quantity: 2,
      totalMinor: 10_487_000,
      picture: 'uploads/products/solitaire-v800.jpg',
    },
    { name: 'Stud Earrings', details: '', quantity: 1, totalMinor: 5_000, picture: null },
  ],
  subtotalMinor: 10_492_000,
  shippingMinor: 0,
  taxMinor: 0,
  totalMinor: 10_492_000,
  address: ['Priya Sharma', '12 MG Road', 'Bengaluru, Karnataka 560001'],
  shipment: null,
  quote: null,
  ...overrides,
});

const unpaidOnline = { paymentMethod: 'online' as const, paymentStatus: 'pending', payable: true };
const paidOnline = { paymentMethod: 'online' as const, paymentStatus: 'paid', payable: false };
const customOrder = (quote: OrderMailView['quote'], overrides: Partial<OrderMailView> = {}) =>
  sampleOrder({
    lines: [{ name: 'Custom design', details: 'Bespoke · Yellow gold · 22K · Size 14', quantity: 1, totalMinor: 0, picture: null }],
    subtotalMinor: 0,
    totalMinor: 0,
    quote,
    ...overrides,
  });

const enquiry = {
  name: 'Asha',
  email: 'asha@example.com',
  phone: '9876543210',
  subject: 'Resize',
  inquiryType: 'support',
  message: 'Hello',
};

/** Every kind of message, named; `primary` is the label of its one primary button. */
export const MAIL_SAMPLES: { name: string; content: MailContent; primary: string; attachments?: string[] }[] = [
  {
    name: 'order-placed-cod',
    content: { kind: 'order-placed', order: sampleOrder() },
    primary: 'View your order',
    attachments: ['invoice-A-1.pdf'],
  },
  { name: 'order-placed-online-unpaid', content: { kind: 'order-placed', order: sampleOrder(unpaidOnline) }, primary: 'Pay now' },
  {
    name: 'payment-received',
    content: { kind: 'payment-received', order: sampleOrder(paidOnline) },
    primary: 'View your order',
    attachments: ['invoice-A-2.pdf'],
  },
  {
    name: 'payment-failed',
    content: { kind: 'payment-failed', order: sampleOrder({ ...unpaidOnline, paymentStatus: 'failed' }), reason: 'Card declined' },
    primary: 'Pay now',
  },
  {
    name: 'status-being-made',
    content: { kind: 'order-status-changed', order: sampleOrder(), status: OrderStatus.PROCESSING },
    primary: 'View your order',
  },
  {
    name: 'status-shipped',
    content: {
      kind: 'order-status-changed',
      order: sampleOrder({
        shipment: {
          courierName: 'Blue Dart',
          trackingNumber: 'BD123456789IN',
          trackingUrl: 'https://www.bluedart.com/track?n=BD123456789IN',
        },
      }),
      status: OrderStatus.SHIPPED,
    },
    primary: 'View your order',
  },
  {
    name: 'status-delivered',
    content: { kind: 'order-status-changed', order: sampleOrder(), status: OrderStatus.DELIVERED },
    primary: 'View your order',
  },
  {
    name: 'status-cancelled-cod',
    content: { kind: 'order-status-changed', order: sampleOrder(), status: OrderStatus.CANCELLED },
    primary: 'View your order',
  },
  {
    name: 'status-cancelled-paid',
    content: { kind: 'order-status-changed', order: sampleOrder(paidOnline), status: OrderStatus.CANCELLED },
    primary: 'View your order',
  },
  {
    name: 'refund-issued',
    content: { kind: 'refund-issued', order: sampleOrder(paidOnline), amountMinor: 5_000 },
    primary: 'View your order',
  },
  {
    name: 'custom-design-requested',
    content: {
      kind: 'custom-design-requested',
      order: customOrder({ status: 'requested', amountMinor: null, note: null, request: 'A slim band with three oval stones.' }),
    },
    primary: 'View your request',
  },
  {
    name: 'custom-quote-ready',
    content: {
      kind: 'custom-quote-ready',
      order: customOrder({ status: 'quoted', amountMinor: 10_487_000, note: 'Includes the certificate.', request: 'A slim band.' }),
    },
    primary: 'View quote',
  },
  {
    name: 'custom-quote-accepted',
    content: {
      kind: 'custom-quote-accepted',
      order: customOrder(
        { status: 'accepted', amountMinor: 10_487_000, note: null, request: 'A slim band.' },
        { ...unpaidOnline, subtotalMinor: 10_487_000, totalMinor: 10_487_000 },
      ),
    },
    primary: 'Pay now',
  },
  {
    name: 'custom-quote-declined',
    content: {
      kind: 'custom-quote-declined',
      order: customOrder({ status: 'declined', amountMinor: 10_487_000, note: null, request: 'x' }),
    },
    primary: 'Start a new design',
  },
  { name: 'contact-enquiry', content: { kind: 'contact-enquiry', enquiry }, primary: 'Visit the shop' },
  { name: 'contact-enquiry-notice', content: { kind: 'contact-enquiry-notice', enquiry }, primary: 'Open the enquiries' },
  {
    name: 'password-reset',
    content: { kind: 'password-reset', name: 'Asha', resetUrl: `${PUBLIC_URL}/reset-password?token=a&b=c`, validMinutes: 60 },
    primary: 'Choose a new password',
  },
  { name: 'welcome', content: { kind: 'welcome', name: 'Asha' }, primary: 'Start shopping' },
  {
    name: 'email-change-confirm',
    content: {
      kind: 'email-change-confirm',
      name: 'Asha',
      newEmail: 'new@example.com',
      confirmUrl: `${PUBLIC_URL}/confirm-email?token=x`,
      validHours: 24,
    },
    primary: 'Confirm this address',
  },
  {
    name: 'account-change-notice',
    content: {
      kind: 'account-change-notice',
      name: 'Asha',
      changes: [{ what: 'E-mail', from: 'old@example.com', to: 'new@example.com', pending: true }],
      undoUrl: `${PUBLIC_URL}/undo-account-change?token=y`,
      validDays: 7,
    },
    primary: 'This was not me: undo it',
  },
  {
    name: 'account-secured',
    content: {
      kind: 'account-secured',
      name: 'Asha',
      email: 'old@example.com',
      resetUrl: `${PUBLIC_URL}/reset-password?token=z`,
      validMinutes: 60,
    },
    primary: 'Choose a new password',
  },
];
