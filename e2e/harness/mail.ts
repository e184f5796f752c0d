import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { type ReceivedMail, SmtpSink, until } from '../../server/test/support/smtp-sink';
import { type Shop, useShop } from './shop';

/** A port nobody listens on now: the shop's server takes it, so that PUBLIC_URL can name it before it starts. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The hrefs of the message's primary button (integrations/mail/layout.ts: css-class primary-action). */
export const primaryLinks = (mail: ReceivedMail): string[] =>
  [...mail.html.matchAll(/class="primary-action"[\s\S]*?<a href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));

/** The href of the button that reads `label`. */
export const buttonHref = (mail: ReceivedMail, label: string): string | undefined =>
  new RegExp(`<a href="([^"]+)"[^>]*>\\s*${label}\\s*</a>`).exec(mail.html)?.[1].replace(/&amp;/g, '&');

export interface ShopWithMail {
  shop: Shop;
  /**
   * The `count`th e-mail to `email` whose subject names `about` (an order's ORD- number): the outbox row is written
   * with the step, so one pass of the job loop (kicked here: the test server's loop waits for a kick) sends it.
   */
  mailAbout(email: string, about: string, count: number): Promise<ReceivedMail>;
}

/**
 * The suite's shop (useShop) sending its e-mails to a real SMTP server, their links on PUBLIC_URL: the very address
 * the browser uses (useShop reads its settings when it starts the server, after the sink has its port).
 */
export function useShopWithMail(env: Record<string, string> = {}): ShopWithMail {
  const sink = new SmtpSink();
  let port = 0;
  beforeAll(async () => {
    await sink.start();
    port = await freePort();
  });
  const shop = useShop({
    ...env,
    get SMTP_URL() {
      return sink.url;
    },
    get PORT() {
      return String(port);
    },
    get PUBLIC_URL() {
      return `http://127.0.0.1:${port}`;
    },
  });
  // After the server's own afterAll (hooks run in the order they are declared): nothing is left to send.
  afterAll(() => sink.stop());
  const mailAbout = async (email: string, about: string, count: number): Promise<ReceivedMail> => {
    const matching = () => sink.to(email).filter((mail) => mail.subject.includes(about));
    await until(
      `e-mail ${count} about ${about}`,
      () => matching().length >= count,
      () => shop.server.server.jobs.kick(),
      15_000,
    );
    return matching()[count - 1];
  };
  return { shop, mailAbout };
}
