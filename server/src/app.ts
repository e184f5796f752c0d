import { existsSync } from 'node:fs';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import type { DataSource } from 'typeorm';
import type { AppConfig } from './config';
import { runWithQueryCounter } from './database/query-counter';
import type { GraphQLContext } from './graphql/context';
import { formatGraphQLError } from './graphql/errors';
import { createLoaders } from './database/loaders';
import { buildGraphQLSchema } from './graphql/schema';
import { bearerToken } from './rest/auth.middleware';
import { restApi } from './rest';
import type { Services } from './services';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * The whole HTTP surface on one Express app: /healthz, /readyz, POST /graphql, the REST layer under
 * /api, uploaded files under /api/uploads, and the built client with its SPA fallback.
 */
export async function createApp(config: AppConfig, dataSource: DataSource, services: Services): Promise<{ app: Express; stop: () => Promise<void> }> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');

  // Count the SQL statements of every request; outside production the count is a response header,
  // which the tests and the benchmark read.
  app.use((_req, res, next) => {
    const counter = { statements: 0 };
    if (config.nodeEnv !== 'production') {
      const writeHead = res.writeHead;
      res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
        if (!res.headersSent) res.setHeader('X-SQL-Statements', String(counter.statements));
        return writeHead.apply(this, args);
      } as typeof writeHead;
    }
    runWithQueryCounter(counter, next);
  });

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    try {
      await dataSource.query('SELECT 1');
      res.json({ status: 'ready', database: config.database.kind });
    } catch (error) {
      res.status(503).json({ status: 'unavailable', database: config.database.kind, details: (error as Error).message });
    }
  });

  const apollo = new ApolloServer<GraphQLContext>({
    schema: await buildGraphQLSchema(services),
    formatError: formatGraphQLError,
    introspection: true,
    plugins: config.nodeEnv === 'production' ? [ApolloServerPluginLandingPageDisabled()] : [],
  });
  await apollo.start();
  app.use(
    '/graphql',
    graphqlUploadExpress({ maxFileSize: MAX_UPLOAD_BYTES, maxFiles: 20 }),
    express.json({ limit: '1mb' }),
    expressMiddleware(apollo, {
      context: async ({ req }) => ({
        ...(await services.accounts.authenticate(bearerToken(req.headers.authorization))),
        loaders: createLoaders(dataSource),
      }),
    }),
  );

  app.use('/api/uploads', express.static(config.uploadDir, { fallthrough: false, index: false, immutable: true, maxAge: '30d' }));
  app.use('/api', restApi(services));

  if (existsSync(path.join(config.clientDist, 'index.html'))) {
    app.use(express.static(config.clientDist, { index: false, maxAge: '1h' }));
    // SPA fallback: every other GET that wants HTML gets the client, which routes it.
    app.get(/^(?!\/(api|graphql)(\/|$)).*/, (req, res, next) => {
      if (!req.accepts('html')) return next();
      res.sendFile(path.join(config.clientDist, 'index.html'));
    });
  } else {
    app.get('/', (_req, res) => {
      res.type('text').send('The client is not built: run `npm run build` (npm start does it for you).');
    });
  }

  app.use((_req, res) => {
    res.status(404).json({ details: 'Not found' });
  });

  return { app, stop: () => apollo.stop() };
}
