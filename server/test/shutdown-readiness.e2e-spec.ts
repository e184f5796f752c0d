import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { type TestServer, startTestServer } from './support/test-server';

// While a graceful shutdown drains the requests in flight, /readyz answers 503 (a load balancer that
// still probes takes the server out), and the drain waits for a request whose headers were still
// arriving when it began.

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
    const shutdown = t.server.shutdown(5000);
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
});
