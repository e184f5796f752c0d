// The machine's ceiling for the bench: a bare node:http server answering "ok", in a process of its own
// like the shop, driven by the same autocannon settings. Every row of the bench is a ratio to it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FromBaseline = { type: 'ready'; url: string };

const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '2' });
  res.end('ok');
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.send?.({ type: 'ready', url: `http://127.0.0.1:${port}` } satisfies FromBaseline);
});
// Ends with the runner: on its message, or when the channel closes (a crash).
process.on('message', () => process.exit(0));
process.on('disconnect', () => process.exit(0));
process.on('SIGINT', () => undefined);
