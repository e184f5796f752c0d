import { execFileSync } from 'node:child_process';
import { REPO_ROOT } from '../server/src/config';

interface Planted {
  file: string;
  code: string;
}

// Lints planted imports (never written to disk) with the boundary rules that `npm run lint` uses,
// in a plain Node process: ESLint loads its flat config as ESM, which Jest's sandbox cannot.
function violations(planted: Planted[]): string[][] {
  const script = `
    const { ESLint } = require('eslint');
    const planted = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ overrideConfigFile: 'eslint.boundaries.mjs' });
    Promise.all(planted.map(({ file, code }) => eslint.lintText(code, { filePath: file })))
      .then((results) => process.stdout.write(JSON.stringify(results.map(([r]) => r.messages.map((m) => m.ruleId + ': ' + m.message)))));`;
  return JSON.parse(
    execFileSync(process.execPath, ['-e', script, JSON.stringify(planted)], { cwd: REPO_ROOT, encoding: 'utf8' }),
  ) as string[][];
}

const plant = (file: string, from: string): Planted => ({ file, code: `import { x } from '${from}';\nexport const y = x;\n` });

describe('the import boundaries of the lint gate', () => {
  it('refuses imports across a boundary, and allows the ones the layers are built on', () => {
    // Arrange: one planted import per rule, then imports that must stay allowed.
    const refused: Planted[] = [
      plant('server/src/domain/cart/planted.ts', '../../graphql/errors'),
      plant('server/src/domain/cart/planted.ts', '../../rest/errors'),
      plant('server/src/domain/cart/planted.ts', 'type-graphql'),
      plant('server/src/domain/cart/planted.ts', 'express'),
      { file: 'server/src/domain/cart/planted.ts', code: "import type { Request } from 'express';\nexport type Y = Request;\n" },
      // The ports the domain imports (storage/, database/) carry no transport type either.
      { file: 'server/src/storage/planted.ts', code: "import type { RequestHandler } from 'express';\nexport type Y = RequestHandler;\n" },
      { file: 'server/src/database/planted.ts', code: "import type { Request } from 'express';\nexport type Y = Request;\n" },
      plant('server/src/domain/accounts/planted.ts', '../../rate-limit/flexible-rate-limits'),
      plant('server/src/domain/payments/planted.ts', '../../integrations/stripe/stripe.provider'),
      plant('server/src/integrations/stripe/planted.ts', '../../graphql/errors'),
      plant('server/src/rest/planted.ts', '../graphql/errors'),
      plant('server/src/graphql/planted.ts', '../rest/errors'),
      plant('client/src/storefront/home/planted.ts', '../../admin/dashboard/views/dashboard-view'),
      plant('client/src/storefront/home/planted.ts', '../account/order-status'),
      plant('client/src/admin/dashboard/planted.ts', '../catalogue-config/views/catalogue-hub-view'),
      // A feature's URL builders bring no screen along: they import shared/ alone.
      plant('client/src/admin/users/users-urls.ts', './views/users-view'),
      plant('client/src/admin/users/users-urls.ts', '../orders/orders-urls'),
      plant('client/src/shared/ui/planted.ts', '../../storefront/account/order-status'),
      // Domain zones: features never import each other, the core never imports a feature.
      plant('server/src/domain/wishlist/planted.ts', '../cart/cart.service'),
      plant('server/src/domain/cart/planted.ts', '../wishlist/wishlist.service'),
      plant('server/src/domain/orders/planted.ts', '../cart/cart.service'),
      plant('server/src/domain/line-selection/planted.ts', '../cart/cart.service'),
      plant('server/src/domain/pricing/planted.ts', '../line-selection/line-pricing'),
      plant('server/src/domain/common/planted.ts', '../pricing/money'),
      // An import circle: repricing.ts imports repricing-sql.ts.
      plant('server/src/domain/pricing/repricing-sql.ts', './repricing'),
    ];
    const allowed: Planted[] = [
      plant('server/src/domain/cart/planted.ts', '../../entities/cart-item.entity'),
      plant('server/src/integrations/razorpay/planted.ts', '../../domain/payments/provider'),
      plant('server/src/graphql/planted.ts', '../domain/cart/cart.service'),
      plant('server/src/rest/planted.ts', '../domain/cart/cart.service'),
      plant('server/src/domain/accounts/planted.ts', '../common/rate-limits'),
      plant('server/src/domain/wishlist/planted.ts', '../line-selection/stored-lines'),
      plant('server/src/domain/orders/planted.ts', '../line-selection/product-options'),
      plant('server/src/domain/line-selection/planted.ts', '../pricing/totals'),
      plant('server/src/domain/products-admin/planted.ts', '../uploads/images'),
      plant('server/src/domain/dashboard/planted.ts', '../orders/order-status'),
      plant('server/src/domain/orders/planted.ts', '../../database/user-transaction'),
      plant('server/src/domain/content/planted.ts', '../../storage/file-storage'),
      plant('server/src/http/planted.ts', 'express'),
      plant('client/src/storefront/home/planted.ts', '../../shared/ui/page-loader'),
      plant('client/src/storefront/account/views/planted.ts', '../order-status'),
      plant('client/src/app/planted.ts', '../storefront/home/views/home-view'),
      // Back-office features link to each other through the other feature's URL builders.
      plant('client/src/admin/dashboard/planted.ts', '../users/users-urls'),
      plant('client/src/admin/users/users-urls.ts', '../../shared/admin/admin-paths'),
    ];

    // Act
    const found = violations([...refused, ...allowed]);

    // Assert: every refused import is reported by a boundary rule, and nothing else is.
    found.slice(0, refused.length).forEach((messages, i) => {
      expect({ planted: refused[i], messages }).toEqual({
        planted: refused[i],
        messages: [expect.stringMatching(/^(import-x\/no-restricted-paths|import-x\/no-cycle|no-restricted-imports): /)],
      });
    });
    found
      .slice(refused.length)
      .forEach((messages, i) => expect({ planted: allowed[i], messages }).toEqual({ planted: allowed[i], messages: [] }));
  });
});
