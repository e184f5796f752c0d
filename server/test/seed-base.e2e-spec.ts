import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedShop } from '../src/seed/seed-shop';
import { loadConfig } from '../src/config';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, startTestServer } from './support/test-server';

// Issue 21: the demo catalogue never lands in a production database unless asked for. Without it, an
// empty shop still gets what it cannot work without: its currencies and the ADMIN_PASSWORD administrator.

describe('an empty shop without the demo catalogue', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ SEED_DEMO: 'false' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has INR and USD and its administrator, and no catalogue', async () => {
    const answer = await t.gql('{ storeCurrencies { code } products(first: 5) { totalCount } }');
    expect(answer.body.data).toEqual({ storeCurrencies: [{ code: 'INR' }, { code: 'USD' }], products: { totalCount: 0 } });
    const token = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const me = await t.gql('{ me { email role } }', undefined, token);
    expect(me.body.data.me).toEqual({ email: ADMIN_EMAIL, role: 'ADMIN' });
  });

  it('is left alone when seeded again, as at every later start', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-seed-base-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', ADMIN_EMAIL, ADMIN_PASSWORD });
      expect(await seedShop(t.server.dataSource, config)).toBeNull();
      const [currencies, admins] = await Promise.all([
        t.server.dataSource.query<{ n: number | string }[]>('SELECT COUNT(*) AS n FROM currencies'),
        t.server.dataSource.query<{ n: number | string }[]>("SELECT COUNT(*) AS n FROM users WHERE role = 'admin'"),
      ]);
      expect([Number(currencies[0].n), Number(admins[0].n)]).toEqual([2, 1]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
