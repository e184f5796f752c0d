// Writes schema.graphql at the repository root from the TypeGraphQL classes (`npm run codegen` runs it).
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { REPO_ROOT } from '../config';
import { createServices } from '../services';
import { buildGraphQLSchema, renderSchemaSdl } from './schema';

async function main() {
  // Building the schema needs no database; the services are never called.
  const services = createServices(new DataSource({ type: 'better-sqlite3', database: ':memory:' }), {
    jwtSecret: 'x'.repeat(32),
    jwtTtlSeconds: 60,
    uploadDir: '/nonexistent',
  });
  const file = path.join(REPO_ROOT, 'schema.graphql');
  writeFileSync(file, renderSchemaSdl(await buildGraphQLSchema(services)));
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
