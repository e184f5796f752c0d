import mysql from 'mysql2/promise';
import { ReplicaSetupError } from './replica-reads';

/**
 * Read replicas need MariaDB on every replica, not only on the primary (docs/decisions.md, "The scaled
 * shop under faults"): a replica read waits for the primary's GTID position with MASTER_GTID_WAIT, which
 * MySQL does not have (its GTIDs are another format, waited for with WAIT_FOR_EXECUTED_GTID_SET). A
 * replica that answers as another engine stops the start with one line; one that does not answer now is
 * only warned about (its reads go to the primary until it is back), so a replica's outage never keeps
 * the shop from starting.
 */
export async function refuseReplicasNotMariaDb(
  urls: readonly string[],
  warn: (message: string, details?: Record<string, unknown>) => void,
  connectTimeoutMs = 2000,
): Promise<void> {
  for (const url of urls) {
    const address = new URL(url);
    const where = `${address.hostname}:${address.port || 3306}`;
    let version: string;
    try {
      // No database: the question is the server's engine, whatever it holds.
      const connection = await mysql.createConnection({
        host: address.hostname,
        port: Number(address.port || 3306),
        user: decodeURIComponent(address.username),
        password: decodeURIComponent(address.password),
        connectTimeout: connectTimeoutMs,
      });
      try {
        const [rows] = await connection.query<mysql.RowDataPacket[]>('SELECT VERSION() AS version');
        version = String(rows[0]?.version ?? '');
      } finally {
        await connection.end().catch(() => undefined);
      }
    } catch (error) {
      warn(`read replica ${where} did not answer at start: its reads go to the primary until it does`, {
        err: error instanceof Error ? error.message : String(error),
      });
      continue;
    }
    if (!/mariadb/i.test(version)) {
      throw new ReplicaSetupError(
        `DATABASE_REPLICA_URLS: the replica at ${where} is ${version}, not MariaDB (replica reads wait for the primary's GTID position with MASTER_GTID_WAIT, which only MariaDB has)`,
      );
    }
  }
}
