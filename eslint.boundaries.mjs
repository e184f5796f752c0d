// The import boundaries of docs/architecture.md, on their own so that a test can lint a planted
// import with them alone (test/lint-boundaries.spec.ts). eslint.config.mjs includes them.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

export const root = path.dirname(fileURLToPath(import.meta.url));
const foldersIn = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const featuresOf = (area) => foldersIn(`client/src/${area}`);

// Client features import each other only through shared/ (bulletproof-react's rule): a feature may
// import its own folder, shared/, theme/ and the generated GraphQL types, never a sibling or app/.
// One exception, Saleor's urls.ts: a back-office feature writes another's addresses with that feature's
// <feature>-urls.ts, which imports nothing but shared/ (adminUrlsZone), so it brings no screen along.
const urlsFileOf = (feature) => `client/src/admin/${feature}/${feature}-urls.ts`;
const adminUrlsFiles = (except) =>
  featuresOf('admin')
    .filter((feature) => feature !== except && existsSync(path.join(root, urlsFileOf(feature))))
    .map((feature) => `./${feature}/${feature}-urls.ts`);
const featureZones = ['storefront', 'admin'].flatMap((area) =>
  featuresOf(area).map((feature) => ({
    target: `./client/src/${area}/${feature}`,
    from: `./client/src/${area}`,
    except: [`./${feature}`, ...(area === 'admin' ? adminUrlsFiles(feature) : [])],
    message:
      area === 'admin'
        ? 'A back-office feature imports another feature only through client/src/shared, or its <feature>-urls.ts for its addresses.'
        : `A ${area} feature imports another feature only through client/src/shared.`,
  })),
);
const adminUrlsZone = {
  target: './client/src/admin/*/*-urls.ts',
  from: ['./client/src/admin', './client/src/storefront', './client/src/app'],
  message:
    "A feature's <feature>-urls.ts builds addresses from client/src/shared alone: features import it, so it must bring no screen along.",
};

// Server domain folders (docs/architecture.md#domain-zones): the shared core imports only the core folders
// listed for it, never a feature; a feature imports the whole core and no sibling feature (cart, wishlist and
// orders never each other: what they share is in line-selection/), but for the reads named here.
// notifications is core: every feature queues its messages through notify(), and it reads rows, not features.
const DOMAIN_CORE = {
  common: [],
  pricing: ['common'],
  uploads: ['common'],
  'line-selection': ['common', 'pricing'],
  notifications: ['common'],
  // Stock per variant: checkout reserves and order status changes return through it, the cart reads it.
  inventory: ['common', 'pricing', 'line-selection', 'notifications'],
  // GST: the rates, states and split that checkout stores and the category form validates.
  tax: ['common', 'pricing'],
  // Delivery addresses: India's states (tax/indian-states) and the countries an order may go to.
  addresses: ['common', 'tax'],
};
// An order keeps the certificate and HUID of each piece sold; an invoice prints an order and them. A custom
// design request is an order: it takes the checkout's address rules (orders.validation). The transaction that
// confirms a sale issues its invoice, and the one that refunds or cancels it its credit note
// (docs/decisions.md#credit-notes): checkout and the order lifecycle (orders), a COD quote's acceptance (custom-designs) and the
// payment that marks an order paid (payments) call invoices/invoice-issue.ts and invoices/credit-notes.ts, which
// import no feature back.
const DOMAIN_FEATURE_READS = {
  dashboard: ['orders'],
  orders: ['certificates', 'invoices'],
  invoices: ['orders', 'certificates'],
  'custom-designs': ['orders', 'invoices'],
  payments: ['invoices'],
};
// The order lifecycle (domain/orders/lifecycle, docs/decisions.md#order-lifecycle) is the one writer of an order's
// state: the folders that change an order (payment events and refunds, reservation expiry, quotes) call it.
const LIFECYCLE_CALLERS = ['payments', 'inventory', 'custom-designs'];
const domainZones = foldersIn('server/src/domain').map((folder) => {
  const allowed = [
    ...(DOMAIN_CORE[folder] ?? [...Object.keys(DOMAIN_CORE), ...(DOMAIN_FEATURE_READS[folder] ?? [])]),
    ...(LIFECYCLE_CALLERS.includes(folder) ? ['orders/lifecycle'] : []),
  ];
  return {
    target: `./server/src/domain/${folder}`,
    from: './server/src/domain',
    except: [folder, ...allowed].map((name) => `./${name}`),
    message: `domain/${folder} imports only ${allowed.join(', ') || 'no other domain folder'} (docs/architecture.md#domain-zones).`,
  };
});

const boundaries = [
  // Server layers: the domain knows no transport; the two transports never import each other.
  {
    target: './server/src/domain',
    from: ['./server/src/graphql', './server/src/rest', './server/src/app.ts'],
    message: 'The domain knows no transport: map its results in graphql/ or rest/.',
  },
  {
    target: './server/src/domain',
    from: './server/src/integrations',
    message: 'The domain never imports an adapter: it defines the port (e.g. domain/payments/provider.ts); services.ts wires the adapter.',
  },
  {
    target: './server/src/domain',
    from: './server/src/rate-limit',
    message: 'The domain counts attempts through its RateLimits port (domain/common/rate-limits.ts); services.ts wires the implementation.',
  },
  {
    target: './server/src/integrations',
    from: ['./server/src/graphql', './server/src/rest', './server/src/app.ts'],
    message: 'An adapter (integrations/) implements a domain port and knows no transport of the shop.',
  },
  {
    target: './server/src/rest',
    from: './server/src/graphql',
    message: 'REST and GraphQL never import each other: share through domain/.',
  },
  {
    target: './server/src/graphql',
    from: './server/src/rest',
    message: 'REST and GraphQL never import each other: share through domain/.',
  },
  {
    target: './server/src/entities',
    from: ['./server/src/graphql', './server/src/rest', './server/src/domain'],
    message: 'Entities are the bottom layer.',
  },
  // Client areas: shoppers never load admin code; shared code knows no feature; features know no app.
  { target: './client/src/storefront', from: './client/src/admin', message: 'The storefront never imports the back-office.' },
  {
    target: './client/src/admin',
    from: './client/src/storefront',
    message: 'The back-office imports storefront code only through client/src/shared.',
  },
  {
    target: './client/src/shared',
    from: ['./client/src/storefront', './client/src/admin', './client/src/app'],
    message: 'shared/ is imported by features, never the other way.',
  },
  { target: ['./client/src/storefront', './client/src/admin'], from: './client/src/app', message: 'Features do not import the app shell.' },
  ...featureZones,
  adminUrlsZone,
  ...domainZones,
];

const TRANSPORT_LIBRARIES = ['express', 'graphql', 'type-graphql', '@apollo/server', 'graphql-upload', 'multer'];
const TRANSPORT_PATTERNS = ['graphql-upload/*', '@as-integrations/*', '@apollo/*'];
/** The rule that keeps transport libraries (their types too) out of the files matched. */
const noTransport = (message) => [
  'error',
  {
    paths: TRANSPORT_LIBRARIES.map((name) => ({ name, message })),
    patterns: [{ group: TRANSPORT_PATTERNS, message }],
  },
];

export const boundaryConfigs = [
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mts'],
    languageOptions: { parser: tseslint.parser },
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle reads the imported modules: TypeScript ones too, with the TypeScript parser.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['server/tsconfig.json', 'client/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries }] },
  },
  {
    // No import circle in application code (a circle hides which module is the lower layer).
    files: ['server/src/**/*.ts', 'client/src/**/*.ts', 'client/src/**/*.tsx'],
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // The domain imports no transport library either.
    files: ['server/src/domain/**/*.ts'],
    rules: { 'no-restricted-imports': noTransport('The domain knows no transport: this belongs in graphql/ or rest/.') },
  },
  {
    // Nor do the ports it imports: the storage and the database carry no transport type; serving a stored
    // file over HTTP is http/'s (http/stored-files.ts).
    files: ['server/src/storage/**/*.ts', 'server/src/database/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: { 'no-restricted-imports': noTransport('A port the domain imports knows no transport: the HTTP side belongs in http/.') },
  },
];

export default boundaryConfigs;
