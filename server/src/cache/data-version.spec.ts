import { once } from 'node:events';
import net from 'node:net';
import { Redis } from 'ioredis';
import { RedisDataVersion } from './data-version';

// Issue 16, item 20: the data version read through a real Redis, with the replies to one app server held
// back by a TCP relay, so a GET can be kept "in flight" while another server writes. No stubbed client:
// ioredis talks to the real Redis through the relay.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A TCP relay to Redis whose replies (Redis → client) can be held and released in order. */
class ReplyHoldingRelay {
  private readonly server: net.Server;
  private holding = false;
  private readonly held: Array<() => void> = [];
  private readonly sockets = new Set<net.Socket>();

  constructor(target: URL) {
    this.server = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 6379), target.hostname);
      this.sockets.add(client).add(upstream);
      client.pipe(upstream);
      upstream.on('data', (chunk: Buffer) => {
        const deliver = () => client.write(chunk);
        if (this.holding) this.held.push(deliver);
        else deliver();
      });
      const end = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', end).on('close', end);
      upstream.on('error', end).on('close', end);
    });
  }

  async listen(): Promise<string> {
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    return `redis://127.0.0.1:${(this.server.address() as net.AddressInfo).port}`;
  }

  hold(): void {
    this.holding = true;
  }

  release(): void {
    this.holding = false;
    for (const deliver of this.held.splice(0)) deliver();
  }

  /** Resolves once Redis has answered something that the relay is holding back. */
  async heldReply(): Promise<void> {
    while (this.held.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

describe('RedisDataVersion on a real Redis', () => {
  const key = `shop-test-data-version-${process.pid}-${Date.now()}`;
  let relay: ReplyHoldingRelay;
  let direct: Redis;
  let relayed: Redis;
  let version: RedisDataVersion;

  beforeAll(async () => {
    relay = new ReplyHoldingRelay(new URL(REDIS_URL));
    relayed = new Redis(await relay.listen(), { maxRetriesPerRequest: 1 });
    direct = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    await Promise.all([once(relayed, 'ready'), once(direct, 'ready')]);
    version = new RedisDataVersion(relayed, key);
  });

  afterAll(async () => {
    await direct.del(key);
    relayed.disconnect();
    direct.disconnect();
    await relay.close();
  });

  it('gives a read that starts after another server advanced the version the new number, while an older read is still in flight', async () => {
    // Arrange: the version is 5, and this server's GET of it is answered by Redis but held on its way back.
    await direct.set(key, '5');
    relay.hold();
    const older = version.current();
    await relay.heldReply();

    // Act: another app server advances the version (its INCR has completed) and only then a new request
    // on this server reads the version, while the older GET is still in flight.
    expect(await direct.incr(key)).toBe(6);
    const newer = version.current();
    relay.release();

    // Assert: the older read may show 5 (it was answered before the write), the newer one must show 6.
    expect(await older).toBe(5);
    expect(await newer).toBe(6);
  });

  it('lets reads that start together share one GET', async () => {
    await direct.set(key, '9');
    relay.hold();
    const first = version.current();
    await relay.heldReply();
    const [second, third] = [version.current(), version.current()];
    relay.release();
    expect(await first).toBe(9);
    expect(await Promise.all([second, third])).toEqual([9, 9]);
    // one GET for the first read, one shared by the two that came while it was in flight
    expect(second).toBe(third);
  });

  it('never goes back to a number it held when Redis lost the counter (restart without persistence)', async () => {
    // Arrange: the counter was started a second ago and 5 writes advanced it; this server read it.
    const held = (Date.now() - 1000) * 1000 + 5;
    await direct.set(key, String(held));
    expect(await version.current()).toBe(held);

    // Act: Redis loses the key; the next read starts it again, and so does a write on a lost key.
    await direct.del(key);
    const afterLoss = await version.current();
    await version.advance();
    const afterWrite = Number(await direct.get(key));
    await direct.del(key);
    await version.advance();
    const writeOnLostKey = Number(await direct.get(key));

    // Assert: every number after the loss is above every number before it, and writes still count one.
    expect(afterLoss).toBeGreaterThan(held);
    expect(afterWrite).toBe(afterLoss + 1);
    expect(writeOnLostKey).toBeGreaterThan(afterWrite);
    expect(Number.isSafeInteger(writeOnLostKey)).toBe(true);
  });

  it('starts a lost counter once when several servers find it missing at once', async () => {
    await direct.del(key);
    const others = [1, 2, 3].map(() => new RedisDataVersion(direct, key));
    const seen = await Promise.all([version, ...others].map((v) => v.current()));
    expect(new Set(seen).size).toBe(1);
  });
});
