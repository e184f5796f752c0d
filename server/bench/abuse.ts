// `npm run bench:abuse`: how fast the real server process refuses each anonymous attack of issue 12
// (server/test/support/abuse-attacks.ts), and how fast /healthz answers while three copies of each arrive
// at once, against the 50 ms. abuse.e2e-spec.ts checks what the answers are; this times them, on a
// quiet machine (a test on CI's busy cores cannot).
// Settings (environment):
//   BENCH_DB      sqlite (default) | mariadb | both
//   BENCH_ROUNDS  tries per figure, the best counts (default 5)
// Exits 1 when an attack is not refused with a 4xx before any SQL; a missed 50 ms is reported, not an error.
import { ATTACKS, FAST_MS, sendAttack, timeHealthz } from '../test/support/abuse-attacks';
import { startServerProcess } from '../test/support/server-process';

type Kind = 'sqlite' | 'mariadb';

function readSettings(env: NodeJS.ProcessEnv): { kinds: Kind[]; rounds: number } {
  const db = env.BENCH_DB || 'sqlite';
  if (!['sqlite', 'mariadb', 'both'].includes(db)) throw new Error(`BENCH_DB must be sqlite, mariadb or both (got "${db}")`);
  const rawRounds = env.BENCH_ROUNDS || '5';
  if (!/^\d+$/.test(rawRounds) || Number(rawRounds) < 1)
    throw new Error(`BENCH_ROUNDS must be a whole number of at least 1 (got "${rawRounds}")`);
  return { kinds: db === 'both' ? ['sqlite', 'mariadb'] : [db as Kind], rounds: Number(rawRounds) };
}

interface Figure {
  what: string;
  answer: string;
  bestMs: number;
}

async function measure(kind: Kind, rounds: number): Promise<{ figures: Figure[]; wrong: string[] }> {
  process.env.TEST_DB_KIND = kind;
  const server = await startServerProcess();
  const figures: Figure[] = [];
  const wrong: string[] = [];
  try {
    for (const attack of ATTACKS) {
      const payload = JSON.stringify(attack.body());
      const times: number[] = [];
      let answer = '';
      for (let round = 0; round < rounds; round += 1) {
        const result = await sendAttack(server.url, payload);
        times.push(result.ms);
        answer = `${result.status}, ${result.sqlStatements} SQL`;
        if (result.status < 400 || result.status >= 500 || result.sqlStatements !== '0') wrong.push(`${attack.name}: ${answer}`);
      }
      figures.push({ what: attack.name, answer, bestMs: Math.min(...times) });
    }
    for (const attack of ATTACKS) {
      const payload = JSON.stringify(attack.body());
      const times: number[] = [];
      for (let round = 0; round < rounds; round += 1) {
        const [health] = await Promise.all([timeHealthz(server.url), ...[1, 2, 3].map(() => sendAttack(server.url, payload))]);
        times.push(health.ms);
      }
      figures.push({ what: `/healthz during 3 × ${attack.name}`, answer: '200', bestMs: Math.min(...times) });
    }
  } finally {
    await server.close();
  }
  return { figures, wrong };
}

async function main(): Promise<void> {
  const { kinds, rounds } = readSettings(process.env);
  let failed = false;
  for (const kind of kinds) {
    const { figures, wrong } = await measure(kind, rounds);
    console.log(`\nabuse refusals on ${kind} (best of ${rounds}; target < ${FAST_MS} ms)`);
    console.table(
      figures.map((f) => ({
        request: f.what,
        answer: f.answer,
        'best ms': Number(f.bestMs.toFixed(1)),
        target: f.bestMs < FAST_MS ? 'met' : 'MISSED',
      })),
    );
    if (wrong.length > 0) {
      failed = true;
      console.error(`not refused as they must be:\n${wrong.join('\n')}`);
    }
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
