import { type AddressInfo, createConnection } from 'node:net';
import { type Server, createServer } from 'node:http';
import express from 'express';
import { admission } from './admission';

/**
 * The render slots over real HTTP: a page that asks for its slot only after an await (the data version, the
 * store's currencies) may find its client already gone, and must not keep a slot that nothing gives back.
 */
describe('admission.admit (the server render slots)', () => {
  let server: Server;
  let url: string;
  let asked: () => void;
  let beforeAdmit: Promise<void>;
  const answers: string[] = [];

  beforeAll(async () => {
    const gates = admission({
      maxInFlight: 4,
      maxQueue: 0,
      maxRenders: 1,
      queueTimeoutMs: 1000,
      requestDeadlineMs: 10_000,
      exposeCounts: false,
    });
    const app = express();
    app.get('/page', async (req, res) => {
      asked();
      await beforeAdmit;
      const admitted = await gates.admit(req, res);
      answers.push(admitted ? 'admitted' : 'shed');
      if (admitted) res.send('drawn');
      else res.status(503).send('busy');
    });
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('a client gone before its page asked for a slot leaves the one render slot free for the next page', async () => {
    // Arrange: the page waits before admit() until the test lets it go
    let letGo!: () => void;
    beforeAdmit = new Promise((resolve) => (letGo = resolve));
    const reached = new Promise<void>((resolve) => (asked = resolve));
    const { port } = server.address() as AddressInfo;
    const socket = createConnection(port, '127.0.0.1');
    socket.write('GET /page HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await reached;

    // Act: the client leaves while the page awaits, then the page asks for its slot; then the next page
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    letGo();
    await new Promise((resolve) => setTimeout(resolve, 50));
    beforeAdmit = Promise.resolve();
    asked = () => undefined;
    const next = await fetch(`${url}/page`);

    // Assert: the gone one was turned away without a slot, the next one drawn (maxRenders 1, no queue)
    expect(next.status).toBe(200);
    expect(await next.text()).toBe('drawn');
    expect(answers).toEqual(['shed', 'admitted']);
  });
});
