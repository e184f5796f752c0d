// The lint gate (npm run lint): typescript-eslint's type-aware rules for server, client and tests,
// Prettier for layout (eslint-config-prettier turns off the rules it owns), and the import
// boundaries of eslint.boundaries.mjs (docs/architecture.md), so a layer or feature cannot reach
// where it must not.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryConfigs, root } from './eslint.boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // The server render's bundle (client/src/entry-server.tsx built by vite build --ssr).
      'client/dist-server/**',
      'data/**',
      'coverage/**',
      'client/src/graphql/generated/**',
      // Per-operation-file documents written by codegen (codegen.yml).
      'client/src/**/*.generated.ts',
      'artifacts/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs', 'test/*.js', 'server/test/env/*.js'] },
        tsconfigRootDir: root,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // GraphQL object types map rows with static factories (`rows.map(AdminProduct.from)`): none uses `this`.
      '@typescript-eslint/unbound-method': 'off',
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  ...boundaryConfigs,
  {
    // Every write runs in the app's unit of work: on SQLite it queues transactions on their own
    // connection, so a direct dataSource.transaction() would bypass the queue.
    files: ['server/**/*.ts'],
    ignores: ['server/src/database/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'Start transactions with inTransaction() from server/src/database/transactions.ts.',
        },
      ],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Every form schema takes zod from shared/forms/zod.ts, which turns off zod's eval probe (the CSP refuses eval).
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/shared/forms/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import { z } from shared/forms/zod: it sets zod's jitless mode before any schema is built." }] },
      ],
    },
  },
  {
    // Tests read JSON answers of real HTTP calls: typing every body would add casts, not safety.
    files: ['server/test/**/*.ts', 'server/bench/**/*.ts', 'e2e/**/*.ts', 'test/**/*.ts', '**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Sizes the next change can still read (issue 17): a production file of at most 400 lines, a function
    // of at most 80 (blank lines and comments not counted). A longer one says why in its disable comment.
    files: ['server/src/**/*.ts', 'client/src/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.{ts,tsx}', 'server/src/migrations/**', 'client/src/test-support/**'],
    rules: {
      'max-lines': ['error', { max: 400 }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
  {
    // The seed's picture drawing: one function draws one piece as a long run of shapes, which reads best
    // whole; its files keep to 400 lines all the same.
    files: ['server/src/seed/drawing/**/*.ts'],
    rules: { 'max-lines-per-function': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    rules: { ...tseslint.configs.disableTypeChecked.rules, '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
