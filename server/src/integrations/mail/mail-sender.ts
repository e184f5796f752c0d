import type { MailSender, OutgoingMail } from '../../domain/notifications/outbox-worker';
import type { MailConfig } from '../../config';
import { renderMail } from './templates';
import type { MailTransport } from './transport';

/** An error a retry cannot mend: the SMTP server refused the message for good (a 5xx answer). */
class PermanentMailError extends Error {
  override name = 'PermanentMailError';
  readonly permanent = true;
}

/** The domain of MAIL_FROM ("Shop <no-reply@shop.example>" -> shop.example), for Message-IDs. */
export function senderDomain(from: string): string {
  return /@([^\s>]+)/.exec(from)?.[1] ?? 'localhost';
}

/**
 * The outbox's MailSender: renders the message (templates.ts) and gives it to the transport. Every outbox
 * row has ONE Message-ID (`<outbox-{id}.{created ms}@{from domain}>`), the same on each retry, so if a
 * message ever goes out twice (outbox-worker.ts says when) the copies are recognisably one message.
 */
export class TransportMailSender implements MailSender {
  constructor(
    private readonly transport: MailTransport,
    private readonly config: Pick<MailConfig, 'from' | 'shopEmail'>,
    /** The origin of every link in a message: PUBLIC_URL (mailOrigin in jobs/app-jobs.ts), never a request's Host. */
    private readonly origin: string,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    const rendered = await renderMail(mail.content, {
      origin: this.origin,
      attachments: mail.attachments?.map((file) => file.filename) ?? [],
    });
    const notice = mail.content.kind === 'contact-enquiry-notice';
    const to = notice ? this.config.shopEmail : mail.to;
    if (!to) throw new PermanentMailError('the message has no recipient');
    const stamp = mail.createdAt.getTime();
    try {
      await this.transport.send(
        {
          from: this.config.from,
          to,
          // The shop answers an enquiry by replying to its notice.
          replyTo: mail.content.kind === 'contact-enquiry-notice' ? mail.content.enquiry.email : undefined,
          subject: rendered.subject,
          html: rendered.html,
          text: rendered.text,
          messageId: `<outbox-${mail.outboxId}.${stamp}@${senderDomain(this.config.from)}>`,
          headers: { 'X-Outbox-Id': String(mail.outboxId) },
          attachments: mail.attachments?.map(({ filename, content, contentType }) => ({ filename, content, contentType })),
        },
        `${new Date(stamp).toISOString().replace(/[:.]/g, '-')}-${mail.outboxId}-${mail.content.kind}`,
      );
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      if (code !== undefined && code >= 500 && code < 600) throw new PermanentMailError((error as Error).message);
      throw error;
    }
  }
}
