// The re-pricing case: an admin changes the gold base rate over HTTP; the shop re-prices every auto
// price entry of its products in that request's transaction. The rows it re-priced are counted in the
// database (a snapshot of the amounts before, compared after), not taken from the answer.
import type { AppServer } from './processes';

export interface RepricingResult {
  /** Auto entries of the metal's products before the change. */
  autoEntries: number;
  /** Entries whose price differs from the snapshot (the database's count). */
  repriced: number;
  /** What the mutation answered (RepricingSummary.priceEntries). */
  reported: number;
  products: number;
  fromRate: number;
  toRate: number;
  seconds: number;
  rowsPerSecond: number;
}

const UPDATE = `mutation($id: Int!, $input: MetalTypeUpdateInput!) { updateMetalType(id: $id, input: $input) {
  __typename ... on MetalType { baseRatePerGram repriced { priceEntries products } } ... on ErrorResult { message } } }`;
const SNAPSHOT = 'bench_price_snapshot';

export async function runRepricing(server: AppServer, adminToken: string, metalTypeId: number, fromRate: number): Promise<RepricingResult> {
  const [auto] = await server.query<{ n: number | string }>(
    `SELECT COUNT(*) AS n FROM price_entries pe
       JOIN product_carats pc ON pc.id = pe.productCaratId
       JOIN products p ON p.id = pc.productId
      WHERE p.metalTypeId = ? AND pe.isManual = 0`,
    [metalTypeId],
  );
  await server.query(`DROP TABLE IF EXISTS ${SNAPSHOT}`);
  await server.query(`CREATE TABLE ${SNAPSHOT} AS SELECT id, priceMinor FROM price_entries`);
  try {
    // A rise of 1.5 %: every amount changes, none nears the shop's largest accepted amount.
    const toRate = Math.round(fromRate * 101.5) / 100;
    const started = performance.now();
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ query: UPDATE, variables: { id: metalTypeId, input: { baseRatePerGram: toRate } } }),
      signal: AbortSignal.timeout(300_000),
    });
    const json: any = await response.json().catch(() => null);
    const seconds = (performance.now() - started) / 1000;
    const answer = json?.data?.updateMetalType;
    if (answer?.__typename !== 'MetalType')
      throw new Error(`updateMetalType failed (HTTP ${response.status}): ${JSON.stringify(json).slice(0, 300)}`);
    const [changed] = await server.query<{ n: number | string }>(
      `SELECT COUNT(*) AS n FROM price_entries pe JOIN ${SNAPSHOT} s ON s.id = pe.id WHERE pe.priceMinor <> s.priceMinor`,
    );
    const repriced = Number(changed.n);
    return {
      autoEntries: Number(auto.n),
      repriced,
      reported: Number(answer.repriced?.priceEntries ?? NaN),
      products: Number(answer.repriced?.products ?? NaN),
      fromRate,
      toRate,
      seconds,
      rowsPerSecond: repriced / seconds,
    };
  } finally {
    await server.query(`DROP TABLE IF EXISTS ${SNAPSHOT}`);
  }
}
