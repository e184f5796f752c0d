import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

/** Hands a built message to SMTP, or to a file. */
export interface MailTransport {
  readonly description: string;
  send(message: Mail.Options, fileStem: string): Promise<void>;
  close(): void;
}

export interface TransportLog {
  info(details: object, message: string): void;
}

/**
 * SMTP through nodemailer (`SMTP_URL`: smtp:// upgrades with STARTTLS when the server offers it, smtps://
 * is TLS from the start). The timeouts keep one send far shorter than the outbox lease (outbox-worker.ts),
 * so a live worker never loses a claim in the middle of a send.
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const { hostname, port } = new URL(smtpUrl);
  return {
    description: `SMTP at ${hostname}${port ? `:${port}` : ''}`,
    send: async (message) => {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP_URL (the demo, `npm start` with nothing else): each message is built by nodemailer exactly
 * as it would be sent and written to `<dir>/<stem>.eml`, which any mail client opens; one log line says where.
 */
export function emlFileTransport(dir: string, log: TransportLog): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `.eml files in ${dir}`,
    send: async (message, fileStem) => {
      const info = await transporter.sendMail(message);
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${fileStem}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ file, to: message.to, subject: message.subject }, `mail: wrote ${file} (no SMTP_URL set)`);
    },
    close: () => transporter.close(),
  };
}
