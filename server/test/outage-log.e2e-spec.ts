import { Writable } from 'node:stream';
import { logTo } from '../src/http/logging';
import { type TestServer, startTestServer } from './support/test-server';

// Issue 16: while the database was away, every 503 (every /readyz probe too) logged a stack trace, 709
// lines in 30 s. The outage is now one warn line when it starts and one info line when it ends; each
// request keeps its one access line, without a stack.
// Issue 30: the job loop (the mail outbox, the reservation expiry, the refund sweep) still wrote a stack
// trace every pass while the app's connection to the database was closed; it too logs the outage once.

interface Line {
  level: number;
  msg: string;
  reason?: string;
  job?: string;
  database?: string;
  err?: unknown;
  res?: { statusCode: number };
  req?: { path: string };
}

const WARN = 40;
const INFO = 30;

describe(`database outage log [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  const lines: Line[] = [];
  let raw = '';

  beforeAll(async () => {
    logTo(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          raw += chunk.toString();
          lines.push(
            ...chunk
              .toString()
              .split('\n')
              .filter(Boolean)
              .map((line) => JSON.parse(line) as Line),
          );
          done();
        },
      }),
    );
    t = await startTestServer({ LOG_LEVEL: 'info' });
  });
  afterAll(async () => {
    logTo(null);
    await t?.close();
  });

  const probe = async () => (await fetch(`${t.url}/readyz`)).status;

  it('logs one warn line when the database goes away and one info line when it is back, however many 503s between', async () => {
    // Arrange
    expect(await probe()).toBe(200);
    // The job loop's first pass runs just after start; on a loaded machine it can fall inside the outage
    // and log its own failure (CI saw it). Once a pass has found nothing, the loop sleeps MAIL_POLL_MS.
    await t.server.jobs.kick();
    const before = lines.length;
    // Act: the database stops answering (its connections closed under the app), the probes keep coming.
    await t.server.dataSource.destroy();
    const during: number[] = [];
    for (let i = 0; i < 10; i++) during.push(await probe());
    await t.server.dataSource.initialize();
    const after = await probe();
    // Assert
    expect(during).toEqual(Array(10).fill(503));
    expect(after).toBe(200);
    const outageLines = lines.slice(before);
    const stateChanges = outageLines.filter((line) => line.database !== undefined);
    expect(stateChanges.map((line) => [line.level, line.database])).toEqual([
      [WARN, 'unavailable'],
      [INFO, 'available'],
    ]);
    const probes = outageLines.filter((line) => line.req?.path === '/readyz');
    expect(probes.map((line) => line.res?.statusCode)).toEqual([...Array(10).fill(503), 200]);
    expect(probes.every((line) => line.level === INFO && line.err === undefined)).toBe(true);
    // Thirteen lines in all: eleven probes and the two ends of the outage, none with a stack trace.
    expect(outageLines).toHaveLength(13);
    expect(raw.slice(raw.indexOf('"database":"unavailable"'))).not.toContain('stack');
  });

  it('the job loop logs the outage once (a warning with the error) and its end once, however many passes between', async () => {
    // Arrange
    expect(await probe()).toBe(200);
    await t.server.jobs.kick();
    const before = lines.length;
    // Act: the app's connection to the database is closed under it; the loop runs several passes, then the
    // database is back and the loop runs again.
    await t.server.dataSource.destroy();
    for (let i = 0; i < 5; i++) await t.server.jobs.kick();
    const duringOutage = lines.slice(before);
    await t.server.dataSource.initialize();
    for (let i = 0; i < 3; i++) await t.server.jobs.kick();
    // Assert: one warn line saying why, nothing per pass, then one info line.
    expect(duringOutage.map((line) => [line.level, line.database])).toEqual([[WARN, 'unavailable']]);
    expect(duringOutage[0].reason).toEqual(expect.any(String));
    expect(duringOutage[0].reason).not.toBe('');
    const afterOutage = lines.slice(before + duringOutage.length);
    expect(afterOutage.map((line) => [line.level, line.database, line.msg])).toEqual([[INFO, 'available', 'database reachable again']]);
    expect(raw.slice(raw.lastIndexOf('"database":"unavailable"'))).not.toContain('stack');
  });
});
