import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import type { DataSource } from 'typeorm';
import type { AppConfig } from './config';
import { finalErrorHandler } from './http/errors';
import { createLogger, requestLogging } from './http/logging';
import type { Logger } from 'pino';
import { crossOriginPictures, securityHeaders } from './http/security-headers';
import { type Admission, admission } from './http/admission';
import { anonymousContext } from './domain/common/request-context';
import { earlyGraphqlLimits, graphqlLimits } from './graphql/limits';
import { currentCounter, runWithQueryCounter } from './database/query-counter';
import type { GraphQLContext } from './graphql/context';
import { formatGraphQLError } from './graphql/errors';
import { serviceUnavailablePlugin } from './graphql/service-unavailable.plugin';
import { databaseOutage, withTimeout } from './database/availability';
import { createLoaders } from './database/loaders';
import { buildGraphQLSchema } from './graphql/schema';
import { rateLimitPlugin } from './graphql/rate-limit-plugin';
import { sessionCookie } from './graphql/session-cookie';
import { authenticateRequest } from './rest/auth.middleware';
import { restApi } from './rest';
import { paymentWebhookRoutes } from './rest/payments.routes';
import { testGatewayRoutes } from './integrations/test-gateway/routes';
import { takesNoMoney } from './integrations/payment-providers';
import { serveUploads } from './http/serve-uploads';
import { MAX_IMAGE_BYTES } from './domain/uploads/images';
import type { Services } from './services';
import { PUBLIC_REST_PATHS, ResponseCache } from './cache/response-cache';
import { storefrontPages } from './http/storefront-pages/storefront-pages';
import { publicOrigin } from './http/public-origin';
import { useMetricsRoute } from './http/metrics-route';
import { operationMetricsPlugin } from './graphql/metrics-plugin';
import { knownOperationNames } from './graphql/known-operations';
import { replicaReadsPlugin } from './graphql/replica-reads-plugin';
import { cacheControlPlugin } from './graphql/cache-control-plugin';
import { readFromReplica, runInReadScope } from './database/replica-reads';
import { type StorefrontRenderer, storefrontRenderer } from './http/storefront-pages/storefront-renderer';

/** Vite names every file under /assets after its content hash, so a browser may keep it for good. */
const HASHED_ASSET_MAX_AGE = '1y';

/**
 * Serves `<file>.br` (written by the client build at Brotli's highest quality, about 13 % smaller
 * than gzip and too slow to run per request) for a file under /assets when the browser accepts
 * Brotli; everything else falls through to express.static and the compression middleware.
 */
function prebuiltBrotli(assetsDir: string): RequestHandler {
  const brotliTwins = new Set(existsSync(assetsDir) ? readdirSync(assetsDir).filter((name) => name.endsWith('.br')) : []);
  return (req, res, next) => {
    const name = req.path.slice(1);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !brotliTwins.has(`${name}.br`)) return next();
    res.vary('Accept-Encoding');
    if (req.acceptsEncodings('br') !== 'br') return next();
    res.setHeader('Content-Encoding', 'br');
    res.type(path.extname(name));
    res.sendFile(path.join(assetsDir, `${name}.br`), { maxAge: HASHED_ASSET_MAX_AGE, immutable: true }, (error) => {
      if (error && !res.headersSent) {
        res.removeHeader('Content-Encoding');
        next();
      }
    });
  };
}

/** Request ids and logs, security headers, compression, the SQL statement count, and load shedding. */
function useBaseMiddleware(app: Express, config: AppConfig, logger: Logger): Admission {
  app.disable('x-powered-by');
  // A hop count ("1") is a number to Express; anything else is a list of addresses, subnets or names like 'loopback'.
  app.set('trust proxy', /^\d+$/.test(config.trustProxy) ? Number(config.trustProxy) : config.trustProxy);
  // A request id and a log line for every request; security headers on every answer.
  app.use(requestLogging(logger));
  app.use(securityHeaders({ graphqlLandingPage: config.graphqlIntrospection }));
  // JSON, HTML and any asset without a prebuilt Brotli twin, compressed per response (fast Brotli or gzip,
  // as the browser accepts); pictures are already compressed and pass through.
  app.use(compression());

  // Count the SQL statements of every request; outside production the count is a response header,
  // which the tests and the benchmark read.
  app.use((req, res, next) => {
    // The response cache's lookup (before Express) may have started the count: its viewer check's SQL is this request's.
    const counter = currentCounter() ?? { statements: 0 };
    if (config.nodeEnv !== 'production') {
      const writeHead = res.writeHead;
      res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
        if (!res.headersSent) res.setHeader('X-SQL-Statements', String(counter.statements));
        return writeHead.apply(this, args);
      } as typeof writeHead;
    }
    // docs/decisions.md#read-replicas: a public storefront read may read a replica (database/replica-reads.ts);
    // the legacy paths are marked here, GraphQL operations by replicaReadsPlugin once parsed.
    runInReadScope(() => {
      if (req.method === 'GET' && req.path.startsWith('/api/') && PUBLIC_REST_PATHS.some((route) => route.test(req.path.slice(4)))) {
        readFromReplica();
      }
      runWithQueryCounter(counter, next);
    });
  });

  // Load shedding: at most MAX_IN_FLIGHT API requests at work, MAX_QUEUE waiting, the rest 503 at once (http/admission.ts).
  const admitted = admission({ ...config.admission, exposeCounts: config.nodeEnv !== 'production' });
  app.use(admitted.middleware);
  return admitted;
}

/** GET /healthz (the process answers) and GET /readyz (it can serve: not draining, the database answers). */
function useHealthRoutes(app: Express, config: AppConfig, dataSource: DataSource): void {
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // Ready: not shutting down (start.ts sets `draining`) and the database answers within 2 s.
  app.get('/readyz', async (req, res) => {
    if (req.app.locals.draining) {
      res.status(503).json({ status: 'draining', database: config.database.kind });
      return;
    }
    try {
      await withTimeout(dataSource.query('SELECT 1'), 2000, 'SELECT 1');
      databaseOutage.available();
      res.json({ status: 'ready', database: config.database.kind });
    } catch (error) {
      databaseOutage.unavailable(error);
      res.status(503).json({ status: 'unavailable', database: config.database.kind, details: 'The database does not answer' });
    }
  });
}

/** The response cache of public reads, or null when it is off (or there is no data version to key on). */
function createResponseCache(config: AppConfig, services: Services, logger: Logger): ResponseCache | null {
  // Public reads answered from memory until the data version moves (cache/response-cache.ts).
  return config.responseCache.enabled && services.dataVersion
    ? new ResponseCache({
        dataVersion: services.dataVersion,
        maxBytes: config.responseCache.maxBytes,
        ttlMs: config.responseCache.ttlSeconds * 1000,
        maxBodyBytes: config.graphqlLimits.maxBodyBytes,
        sqlStatementsHeader: config.nodeEnv !== 'production',
        logHit: (req, res, requestId, startedAt) => {
          if (!logger.isLevelEnabled('info')) return;
          const responseTime = Number(process.hrtime.bigint() - startedAt) / 1e6;
          const path = (req.url ?? '').split('?')[0];
          logger.info(
            {
              reqId: requestId,
              req: { id: requestId, method: req.method, path },
              res: { statusCode: res.statusCode },
              responseTime,
              cache: 'hit',
            },
            'request completed',
          );
        },
        viewerKey: async (req) => {
          const { user } = await authenticateRequest(services.accounts, req);
          // Public reads differ between accounts only in the currency prices are shown in.
          return user ? `currency:${user.currencyId}` : null;
        },
      })
    : null;
}

/** /graphql (POST, and GET for queries): Apollo with its limits and plugins, behind the upload and JSON body parsers. */
async function useGraphQL(
  app: Express,
  config: AppConfig,
  dataSource: DataSource,
  services: Services,
  logger: Logger,
): Promise<ApolloServer<GraphQLContext>> {
  const schema = await buildGraphQLSchema(services);
  const limits = graphqlLimits<GraphQLContext>(config.graphqlLimits, { blockSuggestions: !config.graphqlIntrospection });
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    formatError: formatGraphQLError,
    logger,
    // index.ts stops the whole server on SIGTERM/SIGINT, after the requests in flight (Apollo last).
    stopOnTerminationSignals: false,
    introspection: config.graphqlIntrospection,
    includeStacktraceInErrorResponses: false,
    // An array body (operation batching) is refused with a 400: the client never batches.
    allowBatchedHttpRequests: false,
    // Depth, aliases, directives, tokens and cost are bounded before anything runs (graphql/limits.ts).
    parseOptions: { maxTokens: config.graphqlLimits.maxTokens },
    validationRules: limits.validationRules,
    plugins: [
      ...limits.plugins,
      // No cache hints are used (cache/response-cache.ts keys on the data version), and the default
      // plugin wraps every field resolver to collect them.
      ApolloServerPluginCacheControlDisabled(),
      ...(config.graphqlIntrospection ? [] : [ApolloServerPluginLandingPageDisabled()]),
    ],
  });
  apollo.addPlugin(serviceUnavailablePlugin());
  apollo.addPlugin(rateLimitPlugin());
  apollo.addPlugin(operationMetricsPlugin(knownOperationNames()));
  apollo.addPlugin(replicaReadsPlugin());
  apollo.addPlugin(cacheControlPlugin());
  await apollo.start();
  const originOf = publicOrigin(config);
  app.use(
    '/graphql',
    graphqlUploadExpress({ maxFileSize: MAX_IMAGE_BYTES, maxFiles: 20 }),
    express.json({ limit: config.graphqlLimits.maxBodyBytes }),
    earlyGraphqlLimits(schema, config.graphqlLimits),
    expressMiddleware(apollo, {
      context: async ({ req, res }) => ({
        ...(await authenticateRequest(services.accounts, req)),
        loaders: createLoaders(dataSource),
        privatePictures: services.privatePictures,
        ip: req.ip ?? null,
        sessionCookie: sessionCookie(req, res, config.cookieSecure),
        // Links in e-mails and payment return URLs: PUBLIC_URL, never a Host the caller made up.
        origin: originOf(req),
      }),
    }),
  );
  return apollo;
}

/** The built client: hashed assets (with their Brotli twins), the other files and the SPA fallback. */
function useClient(
  app: Express,
  config: AppConfig,
  services: Services,
  render: StorefrontRenderer | null,
  admit: Admission['admit'],
): void {
  const indexHtml = path.join(config.clientDist, 'index.html');
  const built = existsSync(indexHtml);
  // robots.txt, sitemap.xml and each page's status and head, built or not; the public pages drawn on the
  // server when the client's server entry is built (http/storefront-pages).
  const pages = storefrontPages(
    {
      searchEngine: services.searchEngine,
      dataVersion: services.dataVersion,
      originOf: publicOrigin(config),
      render,
      admit,
      storeCurrencies: async () => (await services.catalogueConfig.currencies.listForStore(anonymousContext())).map((c) => c.code),
      identity: services.shopIdentity,
    },
    built ? indexHtml : null,
  );
  app.use(pages.router);
  if (built) {
    // Source maps are built for error tracking ('hidden'), never published.
    app.get(/\.map$/, (_req, res) => {
      res.status(404).json({ details: 'Not found' });
    });
    const assetsDir = path.join(config.clientDist, 'assets');
    // A missing hashed file is a 404, never the SPA page (a stale chunk must fail as a script, not parse HTML).
    app.use(
      '/assets',
      prebuiltBrotli(assetsDir),
      express.static(assetsDir, { index: false, maxAge: HASHED_ASSET_MAX_AGE, immutable: true }),
      (_req, res) => {
        res.status(404).json({ details: 'Not found' });
      },
    );
    app.use(
      express.static(config.clientDist, {
        index: false,
        maxAge: '1h',
        // index.html names the current hashed files: the browser must revalidate it every time.
        setHeaders: (res, file) => {
          if (file.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
        },
      }),
    );
    // Browsers ask for /favicon.ico on a page without an icon link (a JSON answer, an image opened alone):
    // the shop's icon is an SVG, and an answer beats a 404 in every such tab.
    if (existsSync(path.join(config.clientDist, 'favicon.svg'))) {
      app.get('/favicon.ico', (_req, res) => {
        res.redirect(301, '/favicon.svg');
      });
    }
    // SPA fallback: every other GET that wants HTML gets the client, which routes it; the server answers
    // 404 for a path the client has no page for, and puts the page's head in (http/storefront-pages).
    app.get(/^(?!\/(api|graphql)(\/|$)).*/, (req, res, next) => {
      if (!req.accepts('html')) return next();
      return pages.spaPage(req, res, next);
    });
  } else {
    app.get('/', (_req, res) => {
      res.type('text').send('The client is not built: run `npm run build` (npm start does it for you).');
    });
  }
}

/** The test gateway takes no money: a production shop that uses it says so, loudly, once at start. */
function warnAboutTestGateway(config: AppConfig, logger: Logger): void {
  const { byCurrency, otherCurrencies } = config.payments;
  const currencies = [...byCurrency]
    .filter(([code, name]) => takesNoMoney(name) && code !== 'USD')
    .map(([code]) => code)
    .concat(takesNoMoney(otherCurrencies) ? ['USD and other currencies'] : []);
  if (config.nodeEnv === 'production' && currencies.length > 0) {
    logger.warn(
      { payments: Object.fromEntries([...byCurrency].map(([code, name]) => [code.toLowerCase(), name])) },
      `PAYMENTS: THE TEST GATEWAY SERVES ${currencies.join(' AND ')} IN PRODUCTION — IT TAKES NO MONEY; set PAYMENT_PROVIDER_INR/PAYMENT_PROVIDER_USD and the provider keys`,
    );
  }
}

/**
 * The demo shop's name, address and phone on a production shop's invoices and e-mails would mislead its customers:
 * said once at start (the shop still starts, as a staging copy of the demo may run with NODE_ENV=production).
 */
function warnAboutDemoIdentity(config: AppConfig, logger: Logger): void {
  if (config.nodeEnv === 'production' && config.invoicing.demo) {
    logger.warn(
      { shop: { legalName: config.invoicing.legalName, address: config.invoicing.address } },
      "SHOP IDENTITY: THE DEMO SHOP'S NAME, ADDRESS AND CONTACTS ARE PRINTED ON INVOICES, E-MAILS AND PAGES IN PRODUCTION; set SHOP_LEGAL_NAME, SHOP_ADDRESS, SHOP_STATE, SHOP_GSTIN, SHOP_SUPPORT_EMAIL and SHOP_SUPPORT_PHONE",
    );
  }
}

/**
 * The whole HTTP surface on one Express app: /healthz, /readyz, POST /graphql, the REST layer under
 * /api, uploaded files under /api/uploads, and the built client with its SPA fallback.
 */
export async function createApp(
  config: AppConfig,
  dataSource: DataSource,
  services: Services,
): Promise<{ app: Express; stop: () => Promise<void>; lookup: ResponseCache['lookup'] | null }> {
  const app = express();
  const logger = createLogger(config.logLevel, config.logFormat);
  warnAboutTestGateway(config, logger);
  warnAboutDemoIdentity(config, logger);
  const admitted = useBaseMiddleware(app, config, logger);
  useHealthRoutes(app, config, dataSource);
  useMetricsRoute(app, config.metricsToken);
  const cache = createResponseCache(config, services, logger);
  // Keeps the uncompressed answer of a cacheable miss (compression, above, wraps the socket side).
  if (cache) app.use(cache.capture());
  const apollo = await useGraphQL(app, config, dataSource, services, logger);
  app.use('/api/uploads', crossOriginPictures, ...serveUploads(services.storage, services.privatePictures, config.assetsBaseUrl));
  // Before the REST layer's JSON parser: webhooks keep their raw body for the signature check.
  app.use('/api', paymentWebhookRoutes(services));
  app.use('/api', restApi(services));
  // The test gateway's pages (it takes no money), before the client's SPA fallback.
  const testGateway = services.paymentProviders.testGateway;
  if (testGateway) app.use(testGatewayRoutes(testGateway, logger));
  // The public storefront pages' server render: GraphQL in-process, as a guest, one context (DataLoaders) per render.
  const render = storefrontRenderer(config.ssrEntry, apollo, (origin) => ({
    user: null,
    authError: null,
    ip: null,
    loaders: createLoaders(dataSource),
    origin,
    privatePictures: services.privatePictures,
  }));
  useClient(app, config, services, render, admitted.admit);
  app.use((_req, res) => {
    res.status(404).json({ details: 'Not found' });
  });
  app.use(finalErrorHandler);

  return {
    app,
    lookup: cache ? cache.lookup.bind(cache) : null,
    stop: async () => {
      await apollo.stop();
      await services.rateLimits?.close();
      await services.dataVersion?.close();
      services.storage.close();
    },
  };
}
