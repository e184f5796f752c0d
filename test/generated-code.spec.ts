import { readFileSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { DataSource } from 'typeorm';
import { REPO_ROOT } from '../server/src/config';
import { buildGraphQLSchema, renderSchemaSdl } from '../server/src/graphql/schema';
import { createServices } from '../server/src/services';

// Fails when schema.graphql or the generated client code no longer matches its source:
// run `npm run codegen` and commit the result.
describe('generated code is up to date', () => {
  it('schema.graphql matches the TypeGraphQL classes', async () => {
    const services = createServices(new DataSource({ type: 'better-sqlite3', database: ':memory:' }), {
      jwtSecret: 'x'.repeat(32),
      jwtTtlSeconds: 60,
      uploadDir: '/nonexistent',
    });
    const expected = renderSchemaSdl(await buildGraphQLSchema(services));
    expect(readFileSync(path.join(REPO_ROOT, 'schema.graphql'), 'utf8')).toBe(expected);
  });

  it('client/src/graphql/generated matches schema.graphql and the client operations', async () => {
    // Codegen runs in a plain Node process: Jest cannot load its ESM-only dependencies.
    const script = `
      const { generate, loadCodegenConfig } = require('@graphql-codegen/cli');
      loadCodegenConfig({ configFilePath: 'codegen.yml' })
        .then(({ config }) => generate({ ...config, cwd: process.cwd(), silent: true }, false))
        .then((files) => process.stdout.write(JSON.stringify(files.map(({ filename, content }) => ({ filename, content })))));`;
    const files: { filename: string; content: string }[] = JSON.parse(
      execFileSync(process.execPath, ['-e', script], { cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }),
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const onDisk = readFileSync(path.resolve(REPO_ROOT, file.filename), 'utf8');
      expect({ file: file.filename, content: onDisk }).toEqual({ file: file.filename, content: file.content });
    }
  });
});
