import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config';
import { ReservationExpiryJob } from '../domain/inventory/reservation-expiry';
import { OutboxWorker, type WorkerLog } from '../domain/notifications/outbox-worker';
import { setMailShopIdentity } from '../integrations/mail/brand';
import { TransportMailSender } from '../integrations/mail/mail-sender';
import { emlFileTransport, smtpTransport } from '../integrations/mail/transport';
import { type Job, JobRunner } from './job-runner';
import { InvoicesService } from '../domain/invoices/invoices.service';
import { invoiceAttachments } from '../domain/invoices/invoice-mail';
import type { OrderRefunds } from '../domain/payments/refunds';

/** The refund sweep as a job: busy while it found refunds to send again. */
const refundSweep = (refunds: OrderRefunds): Job => ({
  name: 'refund-sweep',
  run: async () => (await refunds.sweep()) > 0,
});

/**
 * The origin of the links in e-mails (docs/decisions.md#e-mails-that-lead-back): PUBLIC_URL, which production
 * requires; without it (development, tests) the app's own http://localhost:<PORT>, localhost being the first name of
 * the allow-list (http/public-origin.ts). A message is sent long after its request: never that request's Host.
 */
export function mailOrigin(config: Pick<AppConfig, 'publicUrl' | 'port'>): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

/** The app's job loop and what it needs to stop: the mail transport. */
export interface AppJobs {
  runner: JobRunner;
  /** Stops the loop (waiting for the send in hand), then closes the mail transport. */
  stop(): Promise<void>;
}

/**
 * The background jobs of one app process, in its one loop: the mail outbox, then the expiry of unpaid
 * online orders' stock reservations (any later job joins the list). Without SMTP_URL the mail goes to
 * `<DATA_DIR>/mail/` as .eml files.
 */
export function createAppJobs(
  config: Pick<AppConfig, 'mail' | 'dataDir' | 'stock' | 'invoicing' | 'publicUrl' | 'port'>,
  dataSource: DataSource,
  log: WorkerLog,
  /** Refunds left `requested` by a crash, sent again with their idempotency key (domain/orders/lifecycle). */
  refunds?: OrderRefunds,
): AppJobs {
  setMailShopIdentity(config.invoicing);
  const transport = config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : emlFileTransport(path.join(config.dataDir, 'mail'), log);
  const mail = new OutboxWorker(dataSource, new TransportMailSender(transport, config.mail, mailOrigin(config)), {
    maxAttempts: config.mail.maxAttempts,
    retryBaseMs: config.mail.retryBaseMs,
    leaseMs: config.mail.leaseMs,
    log,
    attachmentsOf: invoiceAttachments(new InvoicesService(dataSource, config.invoicing)),
  });
  const expiry = new ReservationExpiryJob(dataSource, { reservationMinutes: config.stock.reservationMinutes, log });
  const sweep = refunds ? [refundSweep(refunds)] : [];
  const runner = new JobRunner([mail, expiry, ...sweep], config.mail.pollMs, log);
  return {
    runner,
    stop: async () => {
      await runner.stop();
      transport.close();
    },
  };
}
