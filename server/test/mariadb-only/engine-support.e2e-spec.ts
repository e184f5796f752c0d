import { readFileSync } from 'node:fs';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { parse } from 'yaml';
import { REPO_ROOT } from '../../src/config';
import { startTestServer } from '../support/test-server';
import { type PrivateMariaDb, createPrivateMariaDb, freePort } from './private-mariadb';

// Which database engines the shop supports where (docs/decisions.md, "The scaled shop under faults"):
// docker-compose.yml ships the MariaDB the suites run on; read replicas need MariaDB on the primary and on
// every replica (MASTER_GTID_WAIT), and the server refuses another engine at start with one line. No MySQL
// runs here: "MySQL" is a real MariaDB started with --version=8.4.3, so VERSION() answers as MySQL 8.4 does
// (the check reads only that).

describe('the engine docker-compose.yml ships [mariadb]', () => {
  it('is the MariaDB major.minor the suites run on', async () => {
    const compose = parse(readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8')) as {
      services: Record<string, { image?: string }>;
    };
    const images = Object.values(compose.services)
      .map((service) => service.image ?? '')
      .filter((image) => /^(mysql|mariadb):/.test(image));
    expect(images).toEqual([expect.stringMatching(/^mariadb:\d+\.\d+$/)]);
    const connection = await mysql.createConnection(process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test');
    try {
      const [[{ version }]] = await connection.query<mysql.RowDataPacket[]>('SELECT VERSION() AS version');
      expect(version).toMatch(/MariaDB/);
      expect(String(version).startsWith(`${images[0].slice('mariadb:'.length)}.`)).toBe(true);
    } finally {
      await connection.end();
    }
  });
});

describe('read replicas on an engine the shop cannot keep fresh [mariadb]', () => {
  const previousMysqlUrl = process.env.TEST_MYSQL_URL;
  let primary: PrivateMariaDb;
  let mysqlLike: PrivateMariaDb;

  beforeAll(async () => {
    primary = await createPrivateMariaDb({ replication: 'primary' });
    mysqlLike = await createPrivateMariaDb({ serverArgs: ['--version=8.4.3'] });
    await Promise.all([primary.start(), mysqlLike.start()]);
  }, 120_000);

  afterAll(async () => {
    process.env.TEST_MYSQL_URL = previousMysqlUrl;
    await Promise.all([primary?.destroy(), mysqlLike?.destroy()]);
  });

  it('stops the start with one line when the primary answers as MySQL', async () => {
    process.env.TEST_MYSQL_URL = mysqlLike.url('test');
    await expect(startTestServer({ DATABASE_REPLICA_URLS: `mysql://root@127.0.0.1:${primary.port}` })).rejects.toThrow(
      'DATABASE_REPLICA_URLS needs a MariaDB primary (its GTIDs keep replica reads fresh); this one is 8.4.3',
    );
  });

  it('stops the start with one line when a replica answers as MySQL', async () => {
    process.env.TEST_MYSQL_URL = primary.url('test');
    await expect(startTestServer({ DATABASE_REPLICA_URLS: `mysql://root@127.0.0.1:${mysqlLike.port}` })).rejects.toThrow(
      `DATABASE_REPLICA_URLS: the replica at 127.0.0.1:${mysqlLike.port} is 8.4.3, not MariaDB (replica reads wait for the primary's GTID position with MASTER_GTID_WAIT, which only MariaDB has)`,
    );
  });

  it('starts when a replica does not answer yet (its reads go to the primary until it does)', async () => {
    process.env.TEST_MYSQL_URL = primary.url('test');
    const t = await startTestServer({ DATABASE_REPLICA_URLS: `mysql://root@127.0.0.1:${await freePort()}` });
    expect((await t.gql('{ colors { id name } }')).body.data.colors.length).toBeGreaterThan(0);
    await t.close();
  });
});
