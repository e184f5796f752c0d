import { AsyncLocalStorage } from 'node:async_hooks';
import { type Job, JobRunner } from './job-runner';

/** A job whose passes wait for `release()`, counting them. */
function gatedJob(name = 'gated') {
  let open: (() => void) | null = null;
  const job = {
    name,
    passes: 0,
    running: false,
    release: () => open?.(),
    run: async (): Promise<boolean> => {
      job.passes++;
      job.running = true;
      await new Promise<void>((resolve) => {
        open = resolve;
      });
      job.running = false;
      return false;
    },
  };
  return job;
}

const noLog = { error: () => undefined };
// A poll far longer than any test: only kicks and "found work" start passes.
const NEVER = 3_600_000;

describe('JobRunner', () => {
  it('kick runs a pass of every job and resolves when it finished', async () => {
    const seen: string[] = [];
    const job = (name: string): Job => ({ name, run: () => Promise.resolve(void seen.push(name)).then(() => false) });
    const runner = new JobRunner([job('a'), job('b')], NEVER, noLog);
    runner.start();
    await runner.kick();
    expect(seen.slice(-2)).toEqual(['a', 'b']);
    await runner.stop();
  });

  it('runs a job again at once while it finds work, then waits for the poll', async () => {
    let left = 3;
    let passes = 0;
    const runner = new JobRunner([{ name: 'busy', run: () => Promise.resolve((passes++, left-- > 0)) }], NEVER, noLog);
    runner.start();
    while (left >= 0) await runner.kick();
    await runner.kick();
    const settled = passes;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(passes).toBe(settled);
    await runner.stop();
  });

  it('stop waits for the pass under way and tells the job through its signal', async () => {
    const job = gatedJob();
    let signal: AbortSignal | null = null;
    const runner = new JobRunner([{ name: job.name, run: (s) => ((signal = s), job.run()) }], NEVER, noLog);
    runner.start();
    const kicked = runner.kick();
    while (!job.running) await new Promise((resolve) => setImmediate(resolve));
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    expect(signal!.aborted).toBe(true);
    job.release();
    await stopping;
    await kicked;
    expect(job.running).toBe(false);
    // Stopped: a kick runs nothing.
    await runner.kick();
    expect(job.passes).toBe(1);
  });

  it('logs a failing job and carries on with the next', async () => {
    const errors: string[] = [];
    let after = 0;
    const runner = new JobRunner(
      [
        { name: 'broken', run: () => Promise.reject(new Error('database down')) },
        { name: 'next', run: () => Promise.resolve((after++, false)) },
      ],
      NEVER,
      { error: (details) => errors.push(String((details as { job: string }).job)) },
    );
    runner.start();
    await runner.kick();
    expect(errors).toContain('broken');
    expect(after).toBeGreaterThan(0);
    await runner.stop();
  });

  it('a pass kicked from inside a request does not run in its async context', async () => {
    const request = new AsyncLocalStorage<string>();
    const seen: (string | undefined)[] = [];
    const runner = new JobRunner([{ name: 'ctx', run: () => Promise.resolve((seen.push(request.getStore()), false)) }], NEVER, noLog);
    runner.start();
    await request.run('request 1', () => runner.kick());
    expect(seen.at(-1)).toBeUndefined();
    await runner.stop();
  });
});
