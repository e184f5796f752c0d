import { AsyncLocalStorage } from 'node:async_hooks';
import { databaseOutage, isDatabaseUnavailable } from '../database/availability';

/**
 * A background job of the app process (docs/decisions.md#notifications): one pass of work per call.
 * Answers true when it found work, so the loop runs it again at once instead of waiting a poll interval.
 */
export interface Job {
  readonly name: string;
  run(signal: AbortSignal): Promise<boolean>;
}

export interface JobLog {
  error(details: object, message: string): void;
}

/**
 * THE job loop of the app (DESIGN.md: one loop, not one per feature). Every pass runs each job in turn;
 * when none found work, the next pass waits `pollMs`. start.ts starts it after the migrations and stops it
 * on shutdown; `stop` waits for the pass under way, and tells the jobs (their AbortSignal) to stop after
 * the item in hand. Job errors are logged and the loop carries on; a database outage is logged once when
 * it starts and once when it ends (database/availability.ts), not with a stack trace every pass.
 */
export class JobRunner {
  private timer: NodeJS.Timeout | null = null;
  private pass: Promise<void> | null = null;
  private stopped = true;
  private readonly abort = new AbortController();
  /**
   * The async context the runner was made in (start-up, outside any request). Every pass runs in it, even
   * one a request kicked: a pass must never join a request's transaction, logger or deadline.
   */
  private readonly outsideRequests = AsyncLocalStorage.snapshot();

  constructor(
    private readonly jobs: readonly Job[],
    private readonly pollMs: number,
    private readonly log: JobLog,
  ) {}

  start(): void {
    if (!this.stopped || this.abort.signal.aborted) return;
    this.stopped = false;
    this.schedule(0);
  }

  /**
   * Runs a pass now (after the one under way, if any) and resolves when it finished: tests and callers
   * that just queued work use it instead of waiting for the poll interval.
   */
  async kick(): Promise<void> {
    if (this.stopped) return;
    if (this.pass) await this.pass;
    if (this.stopped) return;
    await (this.pass ?? this.runPass());
  }

  /** Stops the loop: no new pass starts, and the one under way is waited for. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.abort.abort();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.pass;
  }

  private schedule(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    if (this.stopped) return;
    this.timer = setTimeout(() => void (this.pass ?? this.runPass()), ms);
    // The HTTP server keeps the process alive; a pending pass alone must not.
    this.timer.unref();
  }

  private runPass(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const pass = this.outsideRequests(async () => {
      let busy = false;
      let databaseAway = false;
      for (const job of this.jobs) {
        if (this.stopped) break;
        try {
          busy = (await job.run(this.abort.signal)) || busy;
        } catch (error) {
          if (isDatabaseUnavailable(error)) {
            databaseAway = true;
            databaseOutage.unavailable(error);
          } else this.log.error({ job: job.name, err: error }, 'job: a pass failed; the loop carries on');
        }
      }
      // Every job reads the database: a pass none of them found it away in ends an outage the loop saw (and
      // logs it, once), whatever else runs, rather than waiting for a request to succeed.
      if (!databaseAway && !this.stopped) databaseOutage.available();
      return busy;
    });
    this.pass = pass.then((busy) => {
      this.pass = null;
      this.schedule(busy ? 0 : this.pollMs);
    });
    return this.pass;
  }
}
