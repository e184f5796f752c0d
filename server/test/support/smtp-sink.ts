import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the sink received: the envelope's recipients and the parsed message. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  outboxId: number;
  parsed: ParsedMail;
}

/**
 * A real SMTP server in the test process (smtp-server), that parses each message it accepts (mailparser).
 * `stop` closes it (connections are then refused: an outage) and `start` opens it again on the same port.
 * `hold()` makes it keep the next messages waiting (no answer to their DATA) until the returned release runs.
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | null = null;
  private gate: Promise<void> | null = null;
  /** Messages whose DATA arrived and that wait for `hold`'s release. */
  held = 0;
  port = 0;

  hold(): () => void {
    let release = () => undefined as void;
    this.gate = new Promise<void>((resolve) => {
      release = () => {
        this.releases.delete(release);
        if (this.releases.size === 0) this.gate = null;
        resolve();
      };
    });
    this.releases.add(release);
    return release;
  }

  /** The releases of the holds not released yet. */
  private readonly releases = new Set<() => void>();

  /**
   * Lets every held message through: after a test that failed while holding, so that the next tests' messages are
   * not held behind it (one failure became three time-outs in mail.e2e-spec.ts on a loaded CI machine).
   */
  releaseAll(): void {
    for (const release of [...this.releases]) release();
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const gate = this.gate;
        simpleParser(stream)
          .then(async (parsed) => {
            if (gate) {
              this.held++;
              await gate;
              this.held--;
            }
            this.received.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              messageId: parsed.messageId ?? '',
              outboxId: Number(parsed.headers.get('x-outbox-id')),
              parsed,
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The messages to `address`. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((m) => m.to.includes(address.toLowerCase()));
  }
}

/**
 * Runs `kick` (a pass of the job loop) until `done` holds, or fails after `attempts` passes naming `what`.
 * Each pass sends what is due, so the wait ends as soon as the messages are there.
 */
export async function until(
  what: string,
  done: () => boolean | Promise<boolean>,
  kick: () => Promise<void>,
  giveUpMs = 45_000,
): Promise<void> {
  const giveUpAt = Date.now() + giveUpMs;
  while (Date.now() < giveUpAt) {
    if (await done()) return;
    await kick();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  if (await done()) return;
  throw new Error(`gave up waiting for ${what}`);
}
