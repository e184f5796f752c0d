import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import { pino } from 'pino';
import { requestLog, requestLogging } from './logging';

/** An Express app logging into memory, with one route that logs an error the way the error handlers do. */
async function withApp<T>(run: (url: string, lines: Record<string, unknown>[]) => Promise<T>): Promise<T> {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = express();
  app.use(requestLogging(pino({ level: 'info' }, sink)));
  app.get('/fail', async (_req, res) => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    requestLog().error({ err: new Error('boom') }, 'unexpected error');
    res.status(500).json({ details: 'Internal server error' });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    return await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, lines);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('request logging', () => {
  it('puts the request id on every line of the request, including a later error, and echoes it', async () => {
    await withApp(async (url, lines) => {
      // Act
      const response = await fetch(`${url}/fail?phone=%2B919876543210`, { headers: { authorization: 'Bearer secret-token' } });
      await response.text();
      await new Promise((resolve) => setImmediate(resolve));
      // Assert
      const id = response.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const error = lines.find((line) => line.msg === 'unexpected error');
      const completed = lines.find((line) => line.res !== undefined);
      expect(error).toMatchObject({ reqId: id, level: 50, err: { message: 'boom' } });
      expect(completed).toMatchObject({ req: { id, method: 'GET', path: '/fail' }, res: { statusCode: 500 }, level: 50 });
      // No query string (it can hold a phone number) and no token in any line.
      expect(JSON.stringify(lines)).not.toMatch(/919876543210|secret-token/);
    });
  });

  it('keeps a sane incoming id', async () => {
    await withApp(async (url, lines) => {
      // Act
      const response = await fetch(`${url}/fail`, { headers: { 'x-request-id': 'proxy-123' } });
      await response.text();
      await new Promise((resolve) => setImmediate(resolve));
      // Assert
      expect(response.headers.get('x-request-id')).toBe('proxy-123');
      expect(lines.find((line) => line.msg === 'unexpected error')).toMatchObject({ reqId: 'proxy-123' });
    });
  });
});

describe('createLogger', () => {
  // A child process, because the pretty stream writes to file descriptor 1 itself.
  const logLine = (format: 'json' | 'pretty') =>
    execFileSync(
      process.execPath,
      [
        '-r',
        '@swc-node/register',
        '-e',
        `require('./src/http/logging').createLogger('info', '${format}').info({ reqId: 'r-1' }, 'order placed')`,
      ],
      { cwd: path.resolve(__dirname, '../..'), encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
    );

  it('writes one JSON object per event by default, and readable lines when asked', () => {
    const json = JSON.parse(logLine('json')) as Record<string, unknown>;
    expect(json).toMatchObject({ level: 30, reqId: 'r-1', msg: 'order placed' });

    const pretty = logLine('pretty');
    expect(() => JSON.parse(pretty)).toThrow();
    expect(pretty).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: order placed\n\s+reqId: "r-1"\n$/);
  });
});
