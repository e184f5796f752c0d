// The TypeORM DataSource for the CLI (migration:generate / migration:run), built from the same
// configuration as the app. Point DATABASE_URL at MySQL/MariaDB to manage its schema.
import { loadConfig } from './server/src/config';
import { createDataSource } from './server/src/database/data-source';

const config = loadConfig();

export default createDataSource(config.database, { logSql: config.logSql });
