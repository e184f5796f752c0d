import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DataSource } from 'typeorm';
import { createApp } from './app';
import type { AppConfig, DatabaseConfig } from './config';
import { createDataSource } from './database/data-source';
import { closeDatabase } from './database/transactions';
import { seedDemoShop } from './seed/seed-demo';
import { createServices, type Services } from './services';

/** A start-up failure explained in one line (index.ts prints it without a stack trace). */
export class StartupError extends Error {
  override name = 'StartupError';
}

export interface RunningServer {
  url: string;
  port: number;
  dataSource: DataSource;
  services: Services;
  close(): Promise<void>;
}

function describeDatabaseError(database: DatabaseConfig, error: unknown): string {
  const e = error as { code?: string; message?: string; sqlMessage?: string };
  if (database.kind === 'sqlite') return `cannot open the SQLite database ${database.file}: ${e.message ?? String(error)}`;
  const where = `${database.host}:${database.port}`;
  switch (e.code) {
    case 'ECONNREFUSED':
      return `DATABASE_URL: nothing accepts connections at ${where} (is MySQL/MariaDB running?)`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `DATABASE_URL: the host "${database.host}" cannot be resolved`;
    case 'ETIMEDOUT':
      return `DATABASE_URL: the connection to ${where} timed out`;
    case 'ER_ACCESS_DENIED_ERROR':
      return `DATABASE_URL: access denied at ${where} (check the user and password)`;
    case 'ER_BAD_DB_ERROR':
      return `DATABASE_URL: the database "${database.database}" does not exist at ${where} (create it first)`;
    default:
      return `DATABASE_URL: cannot use the database at ${where}: ${e.sqlMessage ?? e.message ?? String(error)}`;
  }
}

/** Connects, brings the schema up to date (migrations on MySQL/MariaDB) and seeds an empty shop. */
export async function openDatabase(config: AppConfig): Promise<DataSource> {
  const dataSource = createDataSource(config.database, { logSql: config.logSql });
  try {
    await dataSource.initialize();
  } catch (error) {
    throw new StartupError(describeDatabaseError(config.database, error));
  }
  try {
    if (config.database.kind === 'mysql') await dataSource.runMigrations({ transaction: 'each' });
    if (config.seedDemo) await seedDemoShop(dataSource, config);
  } catch (error) {
    await closeDatabase(dataSource).catch(() => undefined);
    throw error;
  }
  return dataSource;
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') reject(new StartupError(`PORT ${port} is already in use on ${host}`));
      else if (error.code === 'EACCES') reject(new StartupError(`PORT ${port} needs more privileges than this process has`));
      else reject(error);
    });
    server.listen(port, host, () => resolve());
  });
}

/** Starts the whole shop on one port. Used by index.ts, the integration tests and the benchmark. */
export async function startServer(config: AppConfig): Promise<RunningServer> {
  const dataSource = await openDatabase(config);
  const services = createServices(dataSource, config);
  const { app, stop } = await createApp(config, dataSource, services);
  const server = createServer(app);
  server.keepAliveTimeout = 65_000;
  try {
    await listen(server, config.port, config.host);
  } catch (error) {
    await stop();
    await closeDatabase(dataSource);
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    dataSource,
    services,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stop();
      await closeDatabase(dataSource);
    },
  };
}
