import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config';
import { ReservationExpiryJob } from '../domain/inventory/reservation-expiry';
import { OutboxWorker, type WorkerLog } from '../domain/notifications/outbox-worker';
import { TransportMailSender } from '../integrations/mail/mail-sender';
import { emlFileTransport, smtpTransport } from '../integrations/mail/transport';
import { JobRunner } from './job-runner';
import { InvoicesService } from '../domain/invoices/invoices.service';
import { invoiceAttachments } from '../domain/invoices/invoice-mail';

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
  config: Pick<AppConfig, 'mail' | 'dataDir' | 'stock' | 'invoicing'>,
  dataSource: DataSource,
  log: WorkerLog,
): AppJobs {
  const transport = config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : emlFileTransport(path.join(config.dataDir, 'mail'), log);
  const mail = new OutboxWorker(dataSource, new TransportMailSender(transport, config.mail), {
    maxAttempts: config.mail.maxAttempts,
    retryBaseMs: config.mail.retryBaseMs,
    leaseMs: config.mail.leaseMs,
    log,
    attachmentsOf: invoiceAttachments(new InvoicesService(dataSource, config.invoicing)),
  });
  const expiry = new ReservationExpiryJob(dataSource, { reservationMinutes: config.stock.reservationMinutes, log });
  const runner = new JobRunner([mail, expiry], config.mail.pollMs, log);
  return {
    runner,
    stop: async () => {
      await runner.stop();
      transport.close();
    },
  };
}
