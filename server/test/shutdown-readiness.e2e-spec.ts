import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { type TestServer, startTestServer } from './support/test-server';

// While a graceful shutdown drains the requests in flight, /readyz answers 503 (a load balancer that
// still probes takes the server out), the drain waits for a request whose headers were still arriving
// when it began, and a kept-alive connection a balancer reuses while the server drains gets its answer.

/** Opens a connection and sends a request's head up to, not including, the blank line that ends it. */
function partialRequest(port: number, head: string): Promise<{ socket: Socket; finish: () => Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(head);
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      const ended = new Promise<string>((done) => socket.once('close', () => done(answer)));
      resolve({
        socket,
        finish: () => {
          socket.write('\r\n');
          return ended;
        },
      });
    });
    socket.once('error', reject);
  });
}

/** A keep-alive connection on which the test sends whole requests when it chooses, and reads each answer. */
function keptAlive(port: number): Promise<{ ask: (path: string) => Promise<string>; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      let buffered = '';
      let waiting: ((answer: string) => void) | null = null;
      const closed = new Promise<void>((done) => socket.once('close', () => done()));
      const deliver = () => {
        const headEnd = buffered.indexOf('\r\n\r\n');
        const length = /\r\ncontent-length: (\d+)/i.exec(buffered.slice(0, headEnd))?.[1];
        if (!waiting || headEnd < 0 || length === undefined || buffered.length < headEnd + 4 + Number(length)) return;
        const answer = buffered.slice(0, headEnd + 4 + Number(length));
        buffered = buffered.slice(answer.length);
        const done = waiting;
        waiting = null;
        done(answer);
      };
      socket.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        deliver();
      });
      // A connection closed before the answer: the request is lost (what a balancer's client would get as a 502).
      void closed.then(() => waiting?.('(closed without an answer)'));
      resolve({
        ask: (path) =>
          new Promise<string>((answer) => {
            waiting = answer;
            if (socket.destroyed) return answer('(closed without an answer)');
            socket.write(`GET ${path} HTTP/1.1\r\nHost: shop\r\nConnection: keep-alive\r\n\r\n`);
          }),
        closed,
      });
    });
    socket.once('error', reject);
  });
}

describe(`graceful shutdown: readiness [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers /readyz with 503 while draining, waits for the request, and reports a full drain', async () => {
    // Arrange: ready, and a /readyz request whose head has not ended yet.
    expect((await t.rest('GET', '/readyz')).status).toBe(200);
    const probe = await partialRequest(t.server.port, 'GET /readyz HTTP/1.1\r\nHost: shop\r\nConnection: keep-alive\r\n');
    await sleep(50);

    // Act
    // More than DRAIN_IDLE_CLOSE_MS: the first request's kept-alive connection (fetch's pool) stays idle
    // until the drain closes it.
    const shutdown = t.server.shutdown(10_000);
    let settled = false;
    void shutdown.then(() => (settled = true));
    await sleep(100);
    const waitedForTheProbe = !settled;
    const answer = await probe.finish();

    // Assert
    expect(waitedForTheProbe).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 503 /);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ status: 'draining' });
    await expect(shutdown).resolves.toEqual({ drained: true });
  });

  it('answers a request on a kept-alive connection reused while draining, then closes the idle ones', async () => {
    // Arrange: a server of its own, and two connections that each had an answer and stay open, as a
    // balancer's pool keeps them.
    const own = await startTestServer();
    try {
      const reused = await keptAlive(own.server.port);
      const idle = await keptAlive(own.server.port);
      expect(await reused.ask('/healthz')).toMatch(/^HTTP\/1\.1 200 [^]*\r\nConnection: keep-alive\r\n/i);
      expect(await idle.ask('/healthz')).toMatch(/^HTTP\/1\.1 200 /);

      // Act: the drain begins; a moment later (several of its sweeps) the balancer sends the next request
      // on a connection it kept.
      const shutdown = own.server.shutdown(10_000);
      await sleep(300);
      const answer = await reused.ask('/healthz');

      // Assert: answered, and told to close; the connection nobody used is closed by the drain, which ends.
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(answer).toMatch(/\r\nConnection: close\r\n/i);
      await reused.closed;
      await idle.closed;
      await expect(shutdown).resolves.toEqual({ drained: true });
    } finally {
      await own.close().catch(() => undefined);
    }
  }, 30_000);
});
