import type { Product } from '../src/entities/product.entity';
import { type CatalogueSnapshot, type InsertedProduct, insertProducts, insertSubcategory, readCatalogue } from './support/factories';
import { CUSTOMER_PASSWORD, type TestServer, USD_CUSTOMER_EMAIL, startTestServer } from './support/test-server';

// GraphQL `products` sorted by price (both ways) when some products have no price in the shopper's
// currency (docs/decisions.md#unpriced-last): they come last, on every page, whether the currency is
// an argument (a guest's choice) or the signed-in account's. The legacy REST listing has no price sort.
// Expected orders come from the rows; the cards' own `price` must be null exactly at the tail.

const SORTED_IN = `query SortedIn($filter: ProductFilter, $first: Int, $offset: Int, $sort: ProductSort, $currencyCode: String) {
  products(filter: $filter, first: $first, offset: $offset, sort: $sort, currencyCode: $currencyCode) {
    totalCount items { id price(currencyCode: $currencyCode) { productCaratId } }
  }
}`;
// As a client that names no currency sends it: the account's (or INR) prices the cards and the sort.
const SORTED = `query Sorted($filter: ProductFilter, $first: Int, $offset: Int, $sort: ProductSort) {
  products(filter: $filter, first: $first, offset: $offset, sort: $sort) { totalCount items { id price { productCaratId } } }
}`;

type Sort = 'PRICE_ASC' | 'PRICE_DESC';
interface Card {
  id: number;
  price: { productCaratId: number } | null;
}

describe(`price sorts put products without a price in the shopper's currency last [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let subcategoryId: number;
  let pieces: InsertedProduct[];
  let db: CatalogueSnapshot;
  let usdToken: string;
  const PAGE = 2;

  const db$ = (sql: string, params: unknown[] = []) => t.server.dataSource.query(sql, params);
  const currencyId = (code: string) => db.currencies.find((c) => c.code === code)!.id;
  const caratIds = (piece: InsertedProduct) => piece.carats.map((pc) => pc.id);

  beforeAll(async () => {
    t = await startTestServer();
    const ds = t.server.dataSource;
    const [{ id: categoryId }] = await db$('SELECT id FROM categories ORDER BY id LIMIT 1');
    subcategoryId = (await insertSubcategory(ds, categoryId, 'Price Sort Styles')).id;
    // Nine pieces, dearer with every gram, priced in every currency; then some lose prices, as a
    // half-configured product does:
    pieces = await insertProducts(ds, { count: 9, subcategoryId, namePrefix: 'Price Sort Piece', weightInGrams: (n) => 2 + n / 2 });
    const [inr, usd] = await Promise.all(
      ['INR', 'USD'].map(async (code) => (await db$('SELECT id FROM currencies WHERE code = ?', [code]))[0].id),
    );
    const dropPrices = (productCaratIds: number[], currency: number) =>
      db$(`DELETE FROM price_entries WHERE currencyId = ? AND productCaratId IN (${productCaratIds.map(() => '?').join(', ')})`, [
        currency,
        ...productCaratIds,
      ]);
    // - the cheapest and the dearest have rupee prices only: no dollar price at all;
    for (const piece of [pieces[0], pieces[8]]) await dropPrices(caratIds(piece), usd);
    // - a middle one has no dollar price for its first purity, the one its card shows;
    await dropPrices([pieces[4].carats[0].id], usd);
    // - two have dollar prices only, so no rupee price and no from-price (as the rate card leaves them).
    for (const piece of [pieces[1], pieces[7]]) {
      await dropPrices(caratIds(piece), inr);
      await db$('UPDATE products SET fromPriceInrMinor = NULL WHERE id = ?', [piece.product.id]);
    }
    db = await readCatalogue(ds);
    usdToken = await t.login(USD_CUSTOMER_EMAIL, CUSTOMER_PASSWORD);
  }, 120_000);
  afterAll(() => t?.close());

  /** The order the listing must answer for a shopper pricing in `code`, computed from the rows. */
  function expectedOrder(code: string, sort: Sort): number[] {
    const currency = currencyId(code);
    const sign = sort === 'PRICE_ASC' ? 1 : -1;
    // The card's price is its first purity's, in the shopper's currency.
    const shown = (p: Product) => {
      const [first] = db.caratsByProduct.get(p.id) ?? [];
      return first !== undefined && db.prices.has(`${first.id}:${currency}`);
    };
    const key = (p: Product) => [shown(p) ? 0 : 1, p.fromPriceInrMinor === null ? 1 : 0];
    return db.products
      .filter((p) => p.subcategoryId === subcategoryId)
      .sort((a, b) => {
        const [ka, kb] = [key(a), key(b)];
        return ka[0] - kb[0] || ka[1] - kb[1] || sign * ((a.fromPriceInrMinor ?? 0) - (b.fromPriceInrMinor ?? 0)) || sign * (a.id - b.id);
      })
      .map((p) => p.id);
  }

  /** Every page of PAGE cards, in order, and the one-page answer, as a shopper with `as` asks. */
  async function walk(sort: Sort, as: { currencyCode?: string; token?: string }): Promise<{ paged: Card[]; whole: Card[] }> {
    const query = as.currencyCode ? SORTED_IN : SORTED;
    const ask = async (first: number, offset: number) => {
      const result = await t.gql(
        query,
        { filter: { subcategoryIds: [subcategoryId] }, first, offset, sort, currencyCode: as.currencyCode },
        as.token,
      );
      expect(result.body.errors).toBeUndefined();
      return result.body.data.products as { totalCount: number; items: Card[] };
    };
    const whole = await ask(100, 0);
    const paged: Card[] = [];
    for (let offset = 0; offset < whole.totalCount; offset += PAGE) paged.push(...(await ask(PAGE, offset)).items);
    return { paged, whole: whole.items };
  }

  it.each<[string, string, { currencyCode?: string; useToken?: boolean }, number[]]>([
    ['a guest pricing in USD', 'USD', { currencyCode: 'USD' }, [0, 4, 8]],
    ['a signed-in USD account (no currency argument)', 'USD', { useToken: true }, [0, 4, 8]],
    ['a guest pricing in INR (the default)', 'INR', {}, [1, 7]],
  ])('%s: the unpriced come last ascending and descending, across page boundaries', async (_who, code, as, unpricedPieces) => {
    const unpriced = unpricedPieces.map((i) => pieces[i].product.id).sort((a, b) => a - b);
    for (const sort of ['PRICE_ASC', 'PRICE_DESC'] as const) {
      // Act
      const { paged, whole } = await walk(sort, { currencyCode: as.currencyCode, token: as.useToken ? usdToken : undefined });
      // Assert: the cards without a price are exactly the last ones...
      const tail = whole.slice(whole.length - unpriced.length);
      expect({ sort, tail: tail.map((c) => c.id).sort((a, b) => a - b) }).toEqual({ sort, tail: unpriced });
      expect({ sort, priced: whole.map((c) => c.price !== null) }).toEqual({
        sort,
        priced: whole.map((_, i) => i < whole.length - unpriced.length),
      });
      // ...in the order the rows give, and the pages (of 2, so a boundary falls inside the tail) agree.
      expect({ sort, order: whole.map((c) => c.id) }).toEqual({ sort, order: expectedOrder(code, sort) });
      expect({ sort, order: paged.map((c) => c.id) }).toEqual({ sort, order: whole.map((c) => c.id) });
    }
  });

  it('refuses an unknown currency whatever the sort, as the price field does', async () => {
    const result = await t.gql(SORTED_IN, { filter: { subcategoryIds: [subcategoryId] }, sort: 'NEWEST', currencyCode: 'XYZ' });
    expect(result.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
