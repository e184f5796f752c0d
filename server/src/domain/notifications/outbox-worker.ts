import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { type DataSource, In, LessThan } from 'typeorm';
import { databaseOutage, isDatabaseUnavailable } from '../../database/availability';
import { isLockConflict } from '../../database/errors';
import { claimSkippingLocked } from '../../database/locks';
import { inTransaction } from '../../database/transactions';
import { OutboxMessage, OutboxStatus } from '../../entities/outbox-message.entity';
import { type MailContent, MailSubjectGoneError, loadMailContent } from './mail-content';
import type { Notification } from './notify';

/** One message handed to the mail adapter. */
export interface OutgoingMail {
  /** The outbox row: the adapter derives the message's stable Message-ID from it. */
  outboxId: number;
  createdAt: Date;
  /** The shopper's address; null for the shop's own notices (the adapter sends those to SHOP_EMAIL). */
  to: string | null;
  content: MailContent;
  /** Files sent with it (an order's invoice); none by default. */
  attachments?: MailAttachment[];
}

/** A file attached to a message. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/**
 * Sends one message (integrations/mail implements it with nodemailer). Resolves once the SMTP server
 * accepted it; rejects with a `permanent` error (an SMTP 5xx answer) when a retry cannot help.
 */
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
}

/** Where the worker reports: pino's logger fits. */
export interface WorkerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface OutboxWorkerOptions {
  /** Sends of one message before it is marked failed (MAIL_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** The first retry waits this long; each next one twice as long, at most an hour (MAIL_RETRY_BASE_MS). */
  retryBaseMs: number;
  /**
   * How long a claim holds a row (MAIL_LEASE_MS): longer than one send may take (nodemailer's timeouts are
   * shorter), and short, since it is how long the messages of a worker that died wait to be sent again.
   */
  leaseMs?: number;
  /** Rows claimed per pass. */
  batchSize?: number;
  log: WorkerLog;
  /** The clock that decides which rows are due and when leases and retries end (tests move it ahead). */
  now?: () => Date;
  /** The files a message carries, read when it is sent (the invoice of a paid or cash-on-delivery order). */
  attachmentsOf?: (notification: Notification) => Promise<MailAttachment[]>;
}

const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;
/** The lease when none is configured (MAIL_LEASE_MS). */
export const DEFAULT_LEASE_MS = 2 * 60 * 1000;
/** Writing a message's outcome is retried after this long, doubling, at most BOOKKEEPING_MAX_WAIT_MS. */
const BOOKKEEPING_FIRST_WAIT_MS = 100;
const BOOKKEEPING_MAX_WAIT_MS = 2000;
/** Sent messages are kept this long (to answer "did the shopper get it?"), then deleted; failed ones stay. */
export const SENT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
const PURGE_EVERY_MS = 60 * 60 * 1000;
/** Kinds whose payload holds a secret (a live reset, confirm or undo link): emptied once the message was sent or given up. */
const SECRET_KINDS: ReadonlySet<string> = new Set(['password-reset', 'email-change-confirm', 'account-change-notice', 'account-secured']);

/** The wait before the retry after `attempts` failed sends: base, 2 x base, 4 x base, … at most an hour. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

const isPermanent = (error: unknown): boolean =>
  error instanceof MailSubjectGoneError || (error as { permanent?: boolean } | null)?.permanent === true;

/**
 * Sends the outbox (docs/decisions.md#notifications): claims due rows under a lease, sends each through the
 * MailSender, and marks it sent, or pending again with back-off, or failed after `maxAttempts`.
 *
 * Several app servers may run one each: on MySQL/MariaDB a claim is `SELECT … FOR UPDATE SKIP LOCKED` plus
 * an UPDATE to `sending` in one short transaction, so two workers never claim one row; on the embedded
 * SQLite the app's transactions run one at a time (database/transactions.ts), which does the same. A row
 * stays claimed until its lease ends; the lease is taken for the batch and renewed for each row just
 * before its send, so a batch that outlives it (slow SMTP, a database outage) skips the rows another worker
 * claimed meanwhile. Only a worker that died (or whose one send outlasted the lease) leaves a row to be
 * claimed again, and then the message may go out twice: delivery is at-least-once, with a Message-ID that
 * is stable per row so a receiving system can tell the copy.
 *
 * A message that went out is marked sent before the next one goes: when the database is away at that
 * moment, the worker keeps trying to write it (with back-off, until the database answers or the app shuts
 * down) instead of giving the batch up, so a database outage does not send a message twice. The outage is
 * logged once (database/availability.ts), not once per try.
 */
export class OutboxWorker {
  readonly name = 'mail';
  /** Who holds a claim: host, process and a random part (two workers in one process differ too). */
  readonly workerId = `${os.hostname().slice(0, 30)}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private lastPurge = 0;
  private readonly now: () => Date;

  constructor(
    private readonly dataSource: DataSource,
    private readonly sender: MailSender,
    private readonly options: OutboxWorkerOptions,
  ) {
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.batchSize = options.batchSize ?? 10;
    this.now = options.now ?? (() => new Date());
  }

  /**
   * One pass: claims up to a batch of due rows and sends them one by one. Stops between two messages when
   * `signal` aborts (shutdown) and hands the rest back. Answers whether it found work (more may be due).
   */
  async run(signal: AbortSignal): Promise<boolean> {
    const claimed = await this.claim();
    if (claimed.length === 0 && Date.now() - this.lastPurge >= PURGE_EVERY_MS) await this.purge();
    for (const [index, row] of claimed.entries()) {
      if (signal.aborted) {
        await this.release(claimed.slice(index));
        break;
      }
      // The lease covers the whole batch: a slow SMTP server or a database outage can outlast it, and then
      // another worker may have claimed (and sent) the rest. Renew this row's claim first; skip it if lost.
      if (await this.renew(row)) await this.deliver(row, signal);
    }
    return claimed.length > 0;
  }

  /**
   * Extends this worker's claim of `row` to a full lease from now, in one conditional UPDATE; answers false
   * when the claim is no longer this worker's (its lease ended and another worker claimed or finished it).
   */
  private async renew(row: OutboxMessage): Promise<boolean> {
    const until = new Date(this.now().getTime() + this.leaseMs);
    const result = await inTransaction(this.dataSource, (m) =>
      m.update(
        OutboxMessage,
        { id: row.id, lockedBy: this.workerId, status: OutboxStatus.SENDING },
        { lockedUntil: until, nextAttemptAt: until },
      ),
    );
    if (result.affected === 0) {
      this.options.log.warn({ outboxId: row.id }, "mail: skipping a message another worker claimed after this batch's lease ended");
      return false;
    }
    return true;
  }

  /** Marks due rows `sending` under this worker's lease, in one short transaction, and answers them. */
  async claim(): Promise<OutboxMessage[]> {
    const now = this.now();
    const until = new Date(now.getTime() + this.leaseMs);
    return inTransaction(this.dataSource, async (m) => {
      const query = m
        .getRepository(OutboxMessage)
        .createQueryBuilder('o')
        .select('o.id', 'id')
        .where('o.status IN (:...due)', { due: [OutboxStatus.PENDING, OutboxStatus.SENDING] })
        .andWhere('o.nextAttemptAt <= :now', { now })
        .orderBy('o.id', 'ASC')
        .limit(this.batchSize);
      const ids = (await claimSkippingLocked(query, m).getRawMany<{ id: number | string }>()).map((row) => Number(row.id));
      if (ids.length === 0) return [];
      await m.update(
        OutboxMessage,
        { id: In(ids) },
        { status: OutboxStatus.SENDING, lockedBy: this.workerId, lockedUntil: until, nextAttemptAt: until, attempts: () => 'attempts + 1' },
      );
      return m.getRepository(OutboxMessage).find({ where: { id: In(ids) }, order: { id: 'ASC' } });
    });
  }

  private async deliver(row: OutboxMessage, signal: AbortSignal): Promise<void> {
    try {
      const notification = JSON.parse(row.payload) as Notification;
      const content = await loadMailContent(this.dataSource.manager, row.kind, notification);
      // The shop's own notices carry nothing: only the shopper's message of a notification gets its files.
      const attachments =
        this.options.attachmentsOf && row.kind === notification.kind ? await this.options.attachmentsOf(notification) : [];
      await this.sender.send({ outboxId: row.id, createdAt: row.createdAt, to: row.recipient, content, attachments });
    } catch (error) {
      await this.failed(row, error, signal);
      return;
    }
    await this.finish(row, { status: OutboxStatus.SENT, sentAt: this.now(), lastError: null }, signal);
  }

  private async failed(row: OutboxMessage, error: unknown, signal: AbortSignal): Promise<void> {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const giveUp = isPermanent(error) || row.attempts >= this.options.maxAttempts;
    const details = { outboxId: row.id, kind: row.kind, attempts: row.attempts, err: message };
    if (giveUp) {
      this.options.log.error(details, 'mail: giving up on a message (outbox row marked failed)');
      await this.finish(row, { status: OutboxStatus.FAILED, lastError: message }, signal);
      return;
    }
    const retryAt = new Date(this.now().getTime() + retryDelayMs(row.attempts, this.options.retryBaseMs));
    this.options.log.warn({ ...details, retryAt }, 'mail: sending failed; will retry');
    await this.finish(row, { status: OutboxStatus.PENDING, nextAttemptAt: retryAt, lastError: message }, signal);
  }

  /**
   * Ends this worker's claim of `row`; a claim another worker took over (lease ended) is left alone. While
   * the database is away (or the row is locked), tries again with back-off until it answers: giving up
   * would leave a sent message to be sent again when its lease ends. Only a shutdown stops the tries.
   */
  private async finish(row: OutboxMessage, changes: Partial<OutboxMessage>, signal: AbortSignal): Promise<void> {
    const done = changes.status === OutboxStatus.SENT || changes.status === OutboxStatus.FAILED;
    const payload = done && SECRET_KINDS.has(row.kind) ? { payload: '{}' } : {};
    const write = () =>
      inTransaction(this.dataSource, (m) =>
        m.update(
          OutboxMessage,
          { id: row.id, lockedBy: this.workerId, status: OutboxStatus.SENDING },
          { ...changes, ...payload, lockedBy: null, lockedUntil: null },
        ),
      );
    let result: Awaited<ReturnType<typeof write>>;
    for (let waitMs = BOOKKEEPING_FIRST_WAIT_MS; ; waitMs = Math.min(waitMs * 2, BOOKKEEPING_MAX_WAIT_MS)) {
      try {
        result = await write();
        break;
      } catch (error) {
        if (!isDatabaseUnavailable(error) && !isLockConflict(error)) throw error;
        if (isDatabaseUnavailable(error)) databaseOutage.unavailable(error);
        if (signal.aborted) {
          this.options.log.warn(
            { outboxId: row.id, status: changes.status },
            'mail: shutting down while the database is away; this message is due again when its lease ends',
          );
          return;
        }
        await sleep(waitMs, undefined, { signal }).catch(() => undefined);
      }
    }
    if (result.affected === 0) {
      this.options.log.warn({ outboxId: row.id }, 'mail: the lease on a message ended before its send finished');
    }
  }

  /** Deletes sent messages older than SENT_RETENTION_MS (an idle pass, at most hourly per worker). */
  async purge(): Promise<void> {
    this.lastPurge = Date.now();
    const before = new Date(this.now().getTime() - SENT_RETENTION_MS);
    await inTransaction(this.dataSource, (m) => m.delete(OutboxMessage, { status: OutboxStatus.SENT, sentAt: LessThan(before) }));
  }

  /** Hands claimed rows back (shutdown): due again at once, the attempt not counted. */
  private async release(rows: OutboxMessage[]): Promise<void> {
    if (rows.length === 0) return;
    await inTransaction(this.dataSource, (m) =>
      m.update(
        OutboxMessage,
        { id: In(rows.map((row) => row.id)), lockedBy: this.workerId, status: OutboxStatus.SENDING },
        { status: OutboxStatus.PENDING, nextAttemptAt: this.now(), lockedBy: null, lockedUntil: null, attempts: () => 'attempts - 1' },
      ),
    );
  }
}
