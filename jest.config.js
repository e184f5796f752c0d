// One jest run covers every suite: unit tests, the API integration suite twice (embedded SQLite and
// MariaDB, each file on its own throwaway database), the browser tests in Chromium, and the `checks`
// (slow whole-repository specs that `npm test` runs beside lint and the type checks, not in the inner loop).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      target: 'es2022',
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    },
    module: { type: 'commonjs' },
  },
];

const base = {
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  transform: { '^.+\\.(t|j|mj)s$': swc },
  // ESM-only packages (graphql-upload's, and the client's upload link that server/test/graphql-get.e2e-spec.ts runs) are compiled too.
  transformIgnorePatterns: ['/node_modules/(?!(graphql-upload|fs-capacitor|apollo-upload-client|extract-files|is-plain-obj)/)'],
  setupFiles: ['reflect-metadata'],
  moduleNameMapper: { '^@shop/contracts$': '<rootDir>/packages/contracts/src/index.ts' },
};
// Tests read the shared contracts from source, as the bundler does; only the server's build reads packages/contracts/dist.
const contracts = base.moduleNameMapper;

// The client's pure logic (filters, quantities, money, validation) runs in Node: no DOM needed; its
// components run in jsdom (`client:dom`).
const swcClient = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
    module: { type: 'commonjs' },
  },
];

// Specs that lint, generate or start the whole repository (tens of seconds each, half a minute of
// the unit run's time): the `checks` project, run by `npm test` in its checks step, not by `npm run test:unit`.
const checkSpecs = [
  '<rootDir>/test/lint-boundaries.spec.ts',
  '<rootDir>/test/generated-code.spec.ts',
  '<rootDir>/server/src/startup.spec.ts',
];

// Renders the demo pictures every seeded test shop copies, once before the workers start: only the
// projects that seed a shop name it, so jest runs it only when one of them has a test to run.
const globalSetup = '<rootDir>/server/test/global-setup.ts';

module.exports = {
  projects: [
    {
      ...base,
      displayName: 'unit',
      testMatch: ['<rootDir>/server/src/**/*.spec.ts', '<rootDir>/packages/*/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', ...checkSpecs],
    },
    { ...base, displayName: 'checks', testMatch: checkSpecs },
    {
      ...base,
      displayName: 'api:sqlite',
      testMatch: ['<rootDir>/server/test/**/*.e2e-spec.ts'],
      // MariaDB-only suites (e.g. the fault test, which stops a private MariaDB under load).
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/server/test/mariadb-only/'],
      setupFiles: [...base.setupFiles, '<rootDir>/server/test/env/sqlite.js'],
      globalSetup,
    },
    {
      ...base,
      displayName: 'api:mariadb',
      testMatch: ['<rootDir>/server/test/**/*.e2e-spec.ts'],
      setupFiles: [...base.setupFiles, '<rootDir>/server/test/env/mariadb.js'],
      globalSetup,
    },
    {
      ...base,
      displayName: 'browser',
      testMatch: ['<rootDir>/e2e/**/*.e2e-spec.ts'],
      globalSetup,
    },
    {
      displayName: 'client',
      testEnvironment: 'node',
      moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
      // .tsx through the JSX-aware parser; .ts through the server's decorator-aware one.
      transform: { '^.+\\.tsx$': swcClient, '^.+\\.(t|j|mj)s$': swc },
      moduleNameMapper: contracts,
      testMatch: ['<rootDir>/client/src/**/*.spec.ts'],
    },
    {
      // Component tests (Testing Library): the client's rules as a shopper or an admin meets them, the
      // real components rendered in jsdom inside the app's providers (client/src/test-support).
      displayName: 'client:dom',
      testEnvironment: 'jsdom',
      moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
      transform: { '^.+\\.tsx$': swcClient, '^.+\\.(t|j|mj)s$': swc },
      // Stylesheets (the fonts' CSS) are the bundler's business.
      moduleNameMapper: { ...contracts, '\\.css$': '<rootDir>/client/src/test-support/empty-module.ts' },
      setupFiles: ['<rootDir>/client/src/test-support/jsdom-setup.ts'],
      testMatch: ['<rootDir>/client/src/**/*.spec.tsx'],
    },
  ],
  // One worker on this 2-core machine, replaced after any test file that leaves it holding more than
  // this: a worker that ran every file in turn reached 3.7 GB (each file's servers, schema and module
  // graph are only partly released), and its GC pauses then timed out late suites' start-up hooks.
  // Setting it also makes jest run the files in that worker rather than in its own process.
  workerIdleMemoryLimit: '1GB',
  reporters: ['default', '<rootDir>/test/summary-reporter.js'],
  testTimeout: 60000,
};
