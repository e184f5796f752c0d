import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { oracleConvertMinor, oracleMetalMinor } from './support/price-oracle';
import type { HttpResult, TestServer } from './support/test-server';
import { withSqlStatements } from './support/sql-statements';

// Shared by the back-office product suites (admin-products*.e2e-spec.ts): multipart requests, the
// reference rows of the demo shop, and the expected rate-card amounts computed from database rows.

export interface UploadFile {
  data: Buffer;
  name: string;
  type: string;
}

export const NOT_AN_IMAGE: UploadFile = {
  data: Buffer.from('Just some text that claims to be a picture.\n'),
  name: 'ring.png',
  type: 'image/png',
};

export async function pngFile(background: string, name = 'ring.png'): Promise<UploadFile> {
  const data = await sharp({ create: { width: 8, height: 8, channels: 3, background } })
    .png()
    .toBuffer();
  return { data, name, type: 'image/png' };
}

/** Every file under a directory, as sorted relative paths. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function send(t: Pick<TestServer, 'url'>, url: string, method: string, form: FormData, token?: string | null): Promise<HttpResult> {
  const headers: Record<string, string> = { 'apollo-require-preflight': 'true' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(t.url + url, { method, body: form, headers });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return withSqlStatements({ status: response.status, body, headers: response.headers }, response.headers);
}

/**
 * A GraphQL multipart request (graphql-multipart-request-spec): `files` maps a variables path such as
 * "input.colors.0.images.0" to a file; the path must hold null in `variables`.
 */
export function gqlUpload(
  t: Pick<TestServer, 'url'>,
  query: string,
  variables: Record<string, unknown>,
  files: Record<string, UploadFile>,
  token?: string | null,
): Promise<HttpResult> {
  const form = new FormData();
  const paths = Object.keys(files);
  form.append('operations', JSON.stringify({ query, variables }));
  form.append('map', JSON.stringify(Object.fromEntries(paths.map((p, i) => [String(i), [`variables.${p}`]]))));
  paths.forEach((p, i) => form.append(String(i), new Blob([new Uint8Array(files[p].data)], { type: files[p].type }), files[p].name));
  return send(t, '/graphql', 'POST', form, token);
}

/** A legacy multipart form: text fields and files by field name. */
export function restForm(
  t: TestServer,
  method: string,
  url: string,
  fields: Record<string, string>,
  files: Record<string, UploadFile>,
  token?: string | null,
): Promise<HttpResult> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, f] of Object.entries(files)) form.append(k, new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  return send(t, url, method, form, token);
}

/** The bytes the server serves for a stored path (relative to the API base). */
export async function served(t: TestServer, storedPath: string): Promise<{ status: number; data: Buffer }> {
  const response = await fetch(`${t.url}/api/${storedPath}`);
  return { status: response.status, data: Buffer.from(await response.arrayBuffer()) };
}

/** The demo shop's reference rows a product form names. */
export interface Refs {
  gold: { id: number; baseRatePerGram: number };
  platinum: { id: number };
  goldCarats: { id: number; value: number; multiplier: number }[];
  subcategoryId: number;
  colorIds: number[];
  sizeIds: number[];
  inr: { id: number; rate: number };
  usd: { id: number; rate: number };
}

export async function loadRefs(t: TestServer): Promise<Refs> {
  const q = (sql: string) => t.server.dataSource.query(sql);
  const metals: { id: number; name: string; baseRatePerGram: string }[] = await q(
    'SELECT id, name, baseRatePerGram FROM metal_types ORDER BY id',
  );
  const gold = metals.find((m) => m.name === 'Gold')!;
  const carats: { id: number; value: number; multiplier: string }[] = await q(
    `SELECT id, value, multiplier FROM carats WHERE metalTypeId = ${gold.id} ORDER BY value`,
  );
  const currencies: { id: number; code: string; conversionRateToINR: string }[] = await q(
    'SELECT id, code, conversionRateToINR FROM currencies ORDER BY id',
  );
  const cur = (code: string) => {
    const c = currencies.find((x) => x.code === code)!;
    return { id: c.id, rate: Number(c.conversionRateToINR) };
  };
  return {
    gold: { id: gold.id, baseRatePerGram: Number(gold.baseRatePerGram) },
    platinum: { id: metals.find((m) => m.name === 'Platinum')!.id },
    goldCarats: carats.map((c) => ({ id: c.id, value: c.value, multiplier: Number(c.multiplier) })),
    subcategoryId: (await q('SELECT id FROM subcategories ORDER BY id LIMIT 1'))[0].id,
    colorIds: (await q('SELECT id FROM colors ORDER BY id')).map((r: { id: number }) => r.id),
    sizeIds: (await q('SELECT id FROM sizes ORDER BY id LIMIT 3')).map((r: { id: number }) => r.id),
    inr: cur('INR'),
    usd: cur('USD'),
  };
}

/** One stored price entry of a product with everything the rate card needs, read from the database. */
export interface EntryRow {
  id: number;
  productCaratId: number;
  caratId: number;
  code: string;
  priceMinor: number;
  stoneChargeMinor: number;
  labourChargeMinor: number;
  isManual: boolean;
  /** The rate card's price for this entry from the current rows. */
  rateCardMinor: number;
  /** The INR entry's charges converted into this entry's currency. */
  inrStoneConverted: number;
  inrLabourConverted: number;
}

export async function entriesOf(t: TestServer, productId: number): Promise<EntryRow[]> {
  const rows: Record<string, string | number | boolean>[] = await t.server.dataSource.query(
    `SELECT pe.id, pe.productCaratId, pc.caratId, cur.code, pe.priceMinor, pe.stoneChargeMinor, pe.labourChargeMinor, pe.isManual,
            p.weightInGrams, m.baseRatePerGram, c.multiplier, cur.conversionRateToINR AS rate
       FROM price_entries pe JOIN product_carats pc ON pc.id = pe.productCaratId JOIN products p ON p.id = pc.productId
       JOIN metal_types m ON m.id = p.metalTypeId JOIN carats c ON c.id = pc.caratId JOIN currencies cur ON cur.id = pe.currencyId
      WHERE p.id = ? ORDER BY pc.position, cur.id`,
    [productId],
  );
  const inrRate = Number(
    (await t.server.dataSource.query("SELECT conversionRateToINR AS rate FROM currencies WHERE code = 'INR'"))[0].rate,
  );
  return rows.map((r) => {
    const inr = rows.find((x) => x.productCaratId === r.productCaratId && x.code === 'INR');
    return {
      id: Number(r.id),
      productCaratId: Number(r.productCaratId),
      caratId: Number(r.caratId),
      code: String(r.code),
      priceMinor: Number(r.priceMinor),
      stoneChargeMinor: Number(r.stoneChargeMinor),
      labourChargeMinor: Number(r.labourChargeMinor),
      isManual: r.isManual === true || Number(r.isManual) === 1,
      rateCardMinor: oracleMetalMinor({
        baseRatePerGram: String(r.baseRatePerGram),
        caratMultiplier: String(r.multiplier),
        weightInGrams: String(r.weightInGrams),
        currencyRate: String(r.rate),
        inrRate,
      }),
      inrStoneConverted: inr ? oracleConvertMinor(Number(inr.stoneChargeMinor), String(r.rate), inrRate) : NaN,
      inrLabourConverted: inr ? oracleConvertMinor(Number(inr.labourChargeMinor), String(r.rate), inrRate) : NaN,
    };
  });
}

/** How many rows of each product table belong to a product. */
export async function productRowCounts(t: TestServer, productId: number) {
  const n = async (sql: string) => Number((await t.server.dataSource.query(sql, [productId]))[0].n);
  return {
    products: await n('SELECT COUNT(*) AS n FROM products WHERE id = ?'),
    colors: await n('SELECT COUNT(*) AS n FROM product_colors WHERE productId = ?'),
    images: await n(
      'SELECT COUNT(*) AS n FROM product_images pi JOIN product_colors pc ON pc.id = pi.productColorId WHERE pc.productId = ?',
    ),
    carats: await n('SELECT COUNT(*) AS n FROM product_carats WHERE productId = ?'),
    prices: await n(
      'SELECT COUNT(*) AS n FROM price_entries pe JOIN product_carats pc ON pc.id = pe.productCaratId WHERE pc.productId = ?',
    ),
    sizes: await n('SELECT COUNT(*) AS n FROM product_sizes WHERE productId = ?'),
    variants: await n('SELECT COUNT(*) AS n FROM product_variants WHERE productId = ?'),
  };
}
