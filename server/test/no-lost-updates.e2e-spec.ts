import { type Refs, loadRefs, pngFile, restForm } from './admin-products.helpers';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, dbKind, startTestServer } from './support/test-server';

// Issue 28, item 8 (docs/decisions.md#no-lost-updates): two administrators open one record and both save. The
// second save names the version it was opened at, which is no longer the stored one: it answers
// StaleVersionError (GraphQL) or 409 (REST) and writes NOTHING, so the first save's change survives. On
// MariaDB two saves sent at the same moment from one version: exactly one wins.

const PRODUCT = `query ($id: Int!) { adminProduct(id: $id) { id version name weightInGrams
  carats { caratId prices { currencyId isManual price { amount } stoneCharge { amount } labourCharge { amount } } } sizes { sizeId } } }`;
const UPDATE_PRODUCT = `mutation ($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) {
  __typename ... on AdminProduct { id version name } ... on StaleVersionError { errorCode message currentVersion }
  ... on InputValidationError { fieldErrors { field message } } } }`;
const CREATE_PRODUCT = `mutation ($input: ProductInput!) { createProduct(input: $input) { __typename ... on AdminProduct { id version } } }`;
const METALS = '{ metalTypes { id name version baseRatePerGram } }';
const UPDATE_METAL = `mutation ($id: Int!, $input: MetalTypeUpdateInput!) { updateMetalType(id: $id, input: $input) {
  __typename ... on MetalType { id name version } ... on StaleVersionError { message currentVersion } } }`;
const UPDATE_POST = `mutation ($id: Int!, $link: String, $expectedVersion: Int) { updateSocialPost(id: $id, link: $link, expectedVersion: $expectedVersion) {
  __typename ... on SocialPost { id link version } ... on StaleVersionError { message currentVersion } } }`;
const POSTS = '{ socialPosts { id link version } }';

const STALE = 'This was changed by someone else since you opened it; reload to see the changes';

describe(`no lost updates [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let first: string;
  let second: string;
  let refs: Refs;
  const db = (sql: string, params: unknown[] = []) => t.server.dataSource.query(sql, params);

  /** The product form as an admin sends it after opening the product at `version`. */
  const form = (name: string, expectedVersion: number | undefined, sizeIds: number[] = []) => ({
    name,
    description: 'A ring two administrators edit at once.',
    weightInGrams: 3.5,
    metalTypeId: refs.gold.id,
    subcategoryId: refs.subcategoryId,
    carats: [
      {
        caratId: refs.goldCarats[1].id,
        prices: [{ currencyId: refs.inr.id, manual: true, price: 50_000, stoneCharge: 1000, labourCharge: 500 }],
      },
    ],
    sizeIds,
    expectedVersion,
  });
  /** Everything of the product the form writes, straight from the tables. */
  const storedProduct = async (id: number) => ({
    product: await db('SELECT name, version FROM products WHERE id = ?', [id]),
    carats: await db(
      'SELECT pc.caratId, pe.currencyId, pe.priceMinor, pe.isManual FROM product_carats pc JOIN price_entries pe ON pe.productCaratId = pc.id WHERE pc.productId = ? ORDER BY pc.id, pe.currencyId',
      [id],
    ),
    sizes: await db('SELECT sizeId FROM product_sizes WHERE productId = ? ORDER BY sizeId', [id]),
  });
  async function newProduct(name: string): Promise<{ id: number; version: number }> {
    const created = await t.gql(CREATE_PRODUCT, { input: form(name, undefined) }, first);
    expect(created.body.data.createProduct.__typename).toBe('AdminProduct');
    return created.body.data.createProduct;
  }

  beforeAll(async () => {
    t = await startTestServer();
    // Two sessions of the back-office: the two administrators of the issue.
    first = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    second = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    refs = await loadRefs(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('product: the later save from the same version is StaleVersionError, writes nothing, and the first change survives', async () => {
    const { id } = await newProduct('Two Admins Ring');
    // Arrange: both admins open the product
    const openedByFirst = (await t.gql(PRODUCT, { id }, first)).body.data.adminProduct;
    const openedBySecond = (await t.gql(PRODUCT, { id }, second)).body.data.adminProduct;
    expect(openedByFirst.version).toBe(1);
    expect(openedBySecond.version).toBe(1);

    // Act: the first renames it; the second, from the same version, renames it and changes its sizes and carats
    const saved = await t.gql(UPDATE_PRODUCT, { id, input: form('Renamed By First', openedByFirst.version) }, first);
    expect(saved.body.data.updateProduct).toEqual({ __typename: 'AdminProduct', id, version: 2, name: 'Renamed By First' });
    const afterFirst = await storedProduct(id);
    const stale = await t.gql(
      UPDATE_PRODUCT,
      {
        id,
        input: {
          ...form('Renamed By Second', openedBySecond.version, refs.sizeIds.slice(0, 2)),
          carats: [{ caratId: refs.goldCarats[0].id, prices: [{ currencyId: refs.inr.id, price: 1, stoneCharge: 0, labourCharge: 0 }] }],
        },
      },
      second,
    );

    // Assert: refused with the stored version, and not one row of the form changed
    expect(stale.body.data.updateProduct).toEqual({
      __typename: 'StaleVersionError',
      errorCode: 'STALE_VERSION_ERROR',
      message: STALE,
      currentVersion: 2,
    });
    expect(await storedProduct(id)).toEqual(afterFirst);
    expect((await t.gql(PRODUCT, { id }, second)).body.data.adminProduct).toMatchObject({ name: 'Renamed By First', version: 2 });
  });

  it('product, legacy REST: a stale `version` is a 409 with details; without one last write wins', async () => {
    const { id } = await newProduct('Legacy Versions Ring');
    const fields = (name: string, version?: number) => ({
      name,
      description: 'Edited on the legacy path.',
      weightInGrams: '3.5',
      mt_id: String(refs.gold.id),
      sc_id: String(refs.subcategoryId),
      ...(version === undefined ? {} : { version: String(version) }),
    });
    const ok = await restForm(t, 'PUT', `/api/update-product/${id}`, fields('Legacy First', 1), {}, first);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ name: 'Legacy First', version: 2 });

    const stale = await restForm(t, 'PUT', `/api/update-product/${id}`, fields('Legacy Stale', 1), {}, second);
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ details: STALE, currentVersion: 2 });
    expect((await db('SELECT name FROM products WHERE id = ?', [id]))[0].name).toBe('Legacy First');

    const unguarded = await restForm(t, 'PUT', `/api/update-product/${id}`, fields('Legacy Unguarded'), {}, second);
    expect(unguarded.status).toBe(200);
    expect(unguarded.body).toMatchObject({ name: 'Legacy Unguarded', version: 3 });
  });

  it('catalogue setting (metal type): the later save is StaleVersionError and the first change survives, on GraphQL and REST', async () => {
    const metal = (await t.gql(METALS, {}, first)).body.data.metalTypes.find((m: { name: string }) => m.name === 'Platinum');
    const opened = metal.version;

    const saved = await t.gql(UPDATE_METAL, { id: metal.id, input: { name: 'Platinum 950', expectedVersion: opened } }, first);
    expect(saved.body.data.updateMetalType).toEqual({ __typename: 'MetalType', id: metal.id, name: 'Platinum 950', version: opened + 1 });
    const stale = await t.gql(
      UPDATE_METAL,
      { id: metal.id, input: { name: 'Platinum Pt', baseRatePerGram: 1, expectedVersion: opened } },
      second,
    );
    expect(stale.body.data.updateMetalType).toEqual({ __typename: 'StaleVersionError', message: STALE, currentVersion: opened + 1 });

    const rest = await t.rest('PUT', `/api/metal-types/${metal.id}`, { name: 'Platinum REST', version: opened }, second);
    expect(rest.status).toBe(409);
    expect(rest.body).toEqual({ details: STALE, currentVersion: opened + 1 });
    const [row] = await db('SELECT name, baseRatePerGram, version FROM metal_types WHERE id = ?', [metal.id]);
    expect([row.name, Number(row.baseRatePerGram), row.version]).toEqual(['Platinum 950', metal.baseRatePerGram, opened + 1]);
  });

  it('content (social post): the later save is StaleVersionError and the first link survives', async () => {
    const created = await restForm(
      t,
      'POST',
      '/api/admin/instagram-posts',
      { link: 'https://www.instagram.com/p/first' },
      { image: await pngFile('#aa3366', 'post.png') },
      first,
    );
    expect(created.status).toBe(201);
    const post = (await t.gql(POSTS, {})).body.data.socialPosts.find(
      (p: { link: string }) => p.link === 'https://www.instagram.com/p/first',
    );
    expect(post.version).toBe(1);

    const saved = await t.gql(UPDATE_POST, { id: post.id, link: 'https://www.instagram.com/p/by-first', expectedVersion: 1 }, first);
    expect(saved.body.data.updateSocialPost).toMatchObject({ __typename: 'SocialPost', version: 2 });
    const stale = await t.gql(UPDATE_POST, { id: post.id, link: 'https://www.instagram.com/p/by-second', expectedVersion: 1 }, second);
    expect(stale.body.data.updateSocialPost).toEqual({ __typename: 'StaleVersionError', message: STALE, currentVersion: 2 });
    expect((await db('SELECT link FROM social_posts WHERE id = ?', [post.id]))[0].link).toBe('https://www.instagram.com/p/by-first');
  });

  (dbKind() === 'mariadb' ? it : it.skip)(
    'has the version columns exactly as the entities describe them (migration = entity)',
    async () => {
      const queries = (await t.server.dataSource.driver.createSchemaBuilder().log()).upQueries
        .map((q) => q.query)
        .filter((query) => /`version`/.test(query));
      expect(queries).toEqual([]);
    },
  );

  it('two saves sent at the same moment from one version: exactly one wins, the other writes nothing', async () => {
    const { id } = await newProduct('Race Ring');
    const rounds = 4;
    for (let round = 0; round < rounds; round++) {
      const version = (await db('SELECT version FROM products WHERE id = ?', [id]))[0].version;
      // Act: both admins save at once, each with its own name and sizes
      const [a, b] = await Promise.all([
        t.gql(UPDATE_PRODUCT, { id, input: form(`Race A ${round}`, version, refs.sizeIds.slice(0, 1)) }, first),
        t.gql(UPDATE_PRODUCT, { id, input: form(`Race B ${round}`, version, refs.sizeIds.slice(1, 3)) }, second),
      ]);
      const answers = [a.body.data.updateProduct, b.body.data.updateProduct];
      const winners = answers.filter((x) => x.__typename === 'AdminProduct');
      // Assert: one winner, one StaleVersionError, and the stored product is entirely the winner's
      expect(winners).toHaveLength(1);
      expect(answers.filter((x) => x.__typename === 'StaleVersionError')).toEqual([
        expect.objectContaining({ currentVersion: version + 1 }),
      ]);
      const stored = await storedProduct(id);
      expect(stored.product).toEqual([{ name: winners[0].name, version: version + 1 }]);
      const wonByA = winners[0].name.startsWith('Race A');
      expect(stored.sizes.map((s: { sizeId: number }) => s.sizeId)).toEqual(
        wonByA ? refs.sizeIds.slice(0, 1) : refs.sizeIds.slice(1, 3).sort((x, y) => x - y),
      );
    }
  });
});
