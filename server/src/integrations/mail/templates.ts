import type { EnquiryMailView, MailContent } from '../../domain/notifications/mail-content';
import { MAIL_BRAND } from './brand';
import { type Context, type Draft, hello, orderMailDraft } from './order-drafts';
import { MailLinks, button, heading, layout, paragraphs, textFooter } from './layout';
import { mjml, renderMjml } from './mjml-markup';

/** A message ready for the transport: subject, HTML and the plain-text alternative. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** What a message is rendered with: the shop's origin for its links, and the names of the files it carries. */
export interface RenderOptions {
  /** PUBLIC_URL (or, in development without it, http://localhost:<PORT>): the origin of every link. */
  origin: string;
  /** The files attached to this message (the invoice, a credit note); the text says so when there is one. */
  attachments?: readonly string[];
}

function enquiryDetails(enquiry: EnquiryMailView): string[] {
  return [
    `From: ${enquiry.name} <${enquiry.email}>${enquiry.phone ? `, ${enquiry.phone}` : ''}`,
    ...(enquiry.inquiryType ? [`Type: ${enquiry.inquiryType}`] : []),
    `Subject: ${enquiry.subject ?? '(none)'}`,
  ];
}

function enquiryDraft(content: Extract<MailContent, { enquiry: EnquiryMailView }>, links: MailLinks): Draft {
  const { enquiry } = content;
  const quote = mjml`<mj-text padding="8px 25px" color="${MAIL_BRAND.colors.stone}" css-class="enquiry"><div style="border-left: 3px solid ${MAIL_BRAND.colors.goldLight}; padding-left: 12px; white-space: pre-wrap;">${enquiry.message}</div></mj-text>`;
  if (content.kind === 'contact-enquiry') {
    const intro = `Thank you for writing to us. We have received your message and will answer within one working day.`;
    const subject = `We received your message`;
    return {
      subject,
      preview: intro,
      body: mjml`${heading(subject)}${paragraphs(hello(enquiry.name), intro, 'Your message:')}${quote}${button('Visit the shop', links.shop)}`,
      text: [hello(enquiry.name), '', intro, '', 'Your message:', enquiry.message, '', `Visit the shop: ${links.shop}`],
    };
  }
  const subject = `New enquiry from ${enquiry.name}: ${enquiry.subject ?? 'no subject'}`;
  const details = enquiryDetails(enquiry);
  return {
    subject,
    preview: `A shopper wrote through the contact form.`,
    body: mjml`${heading('New contact enquiry')}${paragraphs(...details)}${quote}${paragraphs('Reply to this e-mail to answer the shopper.')}${button('Open the enquiries', links.enquiries)}`,
    text: [
      'New contact enquiry',
      '',
      ...details,
      '',
      enquiry.message,
      '',
      'Reply to this e-mail to answer the shopper.',
      '',
      `Open the enquiries: ${links.enquiries}`,
    ],
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

function draftOf(content: MailContent, ctx: Context): Draft {
  const { links } = ctx;
  switch (content.kind) {
    case 'order-placed':
    case 'payment-received':
    case 'payment-failed':
    case 'order-status-changed':
    case 'refund-issued':
    case 'custom-design-requested':
    case 'custom-quote-ready':
    case 'custom-quote-accepted':
    case 'custom-quote-declined':
      return orderMailDraft(content, ctx);
    case 'contact-enquiry':
    case 'contact-enquiry-notice':
      return enquiryDraft(content, links);
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
        body: mjml`${heading(`Welcome, ${content.name}`)}${paragraphs(hello(content.name), intro)}${button('Start shopping', links.catalogue)}`,
        text: [hello(content.name), '', intro, '', `Start shopping: ${links.catalogue}`],
      };
    }
  }
}

/**
 * Renders a message: HTML through MJML (user text escaped by the `mjml` tag) and its plain-text twin. Every link is
 * built on `options.origin`; the attachments' names say whether the invoice (or a credit note) goes with it.
 */
export async function renderMail(content: MailContent, options: RenderOptions): Promise<RenderedMail> {
  const links = new MailLinks(options.origin);
  const files = options.attachments ?? [];
  const ctx: Context = {
    links,
    attached: { invoice: files.some((name) => name.startsWith('invoice')), creditNote: files.some((name) => !name.startsWith('invoice')) },
  };
  const draft = draftOf(content, ctx);
  const html = await renderMjml(layout(draft.subject, draft.preview, draft.body, links));
  return { subject: draft.subject, html, text: `${draft.text.join('\n')}\n\n${textFooter(links)}\n` };
}
