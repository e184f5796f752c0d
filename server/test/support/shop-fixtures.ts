import { randomBytes } from 'node:crypto';
import type { TestServer } from './test-server';

// Read-side fixtures of the storefront suites (cart, wishlist, orders): products of the seeded demo
// shop with their options, their stored amounts, and fresh shoppers with empty carts.

export interface Option {
  id: number;
  name: string;
}

export interface ProductFixture {
  id: number;
  name: string;
  /** Product carats (ids) with their karat value. */
  carats: (Option & { value: number })[];
  /** Product colours (ids) in position order. */
  colors: Option[];
  /** Product sizes (ids) in position order. */
  sizes: Option[];
}

export interface Shopper {
  id: number;
  token: string;
}

const db = (t: TestServer, sql: string, params: unknown[] = []) => t.server.dataSource.query(sql, params);

/** A product with its carats, colours and sizes, as stored. */
export async function productFixture(t: TestServer, id: number): Promise<ProductFixture> {
  const [row] = await db(t, 'SELECT id, name FROM products WHERE id = ?', [id]);
  const carats = await db(
    t,
    'SELECT pc.id, c.value, c.value AS name FROM product_carats pc JOIN carats c ON c.id = pc.caratId WHERE pc.productId = ? ORDER BY pc.position, pc.id',
    [id],
  );
  const colors = await db(
    t,
    'SELECT pc.id, c.name FROM product_colors pc JOIN colors c ON c.id = pc.colorId WHERE pc.productId = ? ORDER BY pc.position, pc.id',
    [id],
  );
  const sizes = await db(
    t,
    'SELECT ps.id, s.name FROM product_sizes ps JOIN sizes s ON s.id = ps.sizeId WHERE ps.productId = ? ORDER BY ps.position, ps.id',
    [id],
  );
  return { id: row.id, name: row.name, carats: carats.map((c: any) => ({ ...c, value: Number(c.value) })), colors, sizes };
}

/** The `skip`-th product (by id) in or out of stock, with or without sizes, with at least 2 colours and carats. */
export async function findProductFixture(t: TestServer, outOfStock: boolean, withSizes: boolean, skip = 0): Promise<ProductFixture> {
  const rows = await db(
    t,
    `SELECT p.id FROM products p WHERE p.outOfStock = ?
       AND (SELECT COUNT(*) FROM product_sizes s WHERE s.productId = p.id) ${withSizes ? '>= 2' : '= 0'}
       AND (SELECT COUNT(*) FROM product_colors c WHERE c.productId = p.id) >= 2
       AND (SELECT COUNT(*) FROM product_carats k WHERE k.productId = p.id) >= 2
     ORDER BY p.id`,
    [outOfStock ? 1 : 0],
  );
  if (rows.length <= skip) throw new Error('the demo shop lacks a product for this test');
  return productFixture(t, rows[skip].id);
}

/** The stored amounts (minor units) of one piece of a product carat in a currency. */
export async function storedAmounts(t: TestServer, productCaratId: number, code: string) {
  const [row] = await db(
    t,
    'SELECT pe.priceMinor, pe.stoneChargeMinor, pe.labourChargeMinor FROM price_entries pe JOIN currencies c ON c.id = pe.currencyId WHERE pe.productCaratId = ? AND c.code = ?',
    [productCaratId, code],
  );
  const [price, stone, labour] = [row.priceMinor, row.stoneChargeMinor, row.labourChargeMinor].map(Number);
  return { price, stone, labour, unitTotal: price + stone + labour };
}

/** The picture paths of a product colour, in order. */
export async function productImages(t: TestServer, productColorId: number): Promise<string[]> {
  return (await db(t, 'SELECT url FROM product_images WHERE productColorId = ? ORDER BY position, id', [productColorId])).map(
    (r: { url: string }) => r.url,
  );
}

/** A new customer of its own (so each test starts from an empty cart and wishlist), signed in. */
export async function newShopper(t: TestServer, label: string, currencyId = 1): Promise<Shopper> {
  const email = `${label.toLowerCase()}.${randomBytes(5).toString('hex')}@example.com`;
  const password = 'secret12';
  const signup = await t.gql('mutation($input: SignupInput!) { signup(input: $input) { ... on SignupSuccess { user { id } } } }', {
    input: { firstName: label, lastName: 'Tester', phone: '+919800011122', email, password, currencyId },
  });
  return { id: signup.body.data.signup.user.id, token: await t.login(email, password) };
}
