import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import type { Services } from '../services';
import { CatalogueConfigResolver } from './admin/catalogue-config.resolver';
import { ContentAdminResolver } from './admin/content.resolver';
import { DashboardResolver } from './admin/dashboard.resolver';
import { OrdersAdminResolver } from './admin/orders.resolver';
import { ProductAdminResolver } from './admin/product-admin.resolver';
import { UsersAdminResolver } from './admin/users.resolver';
import { authChecker } from './auth-checker';
import { AccountResolver } from './shop/account.resolver';
import { CartResolver } from './shop/cart.resolver';
import { CatalogueResolver } from './shop/catalogue.resolver';
import { ContentResolver } from './shop/content.resolver';
import { OrderResolver } from './shop/order.resolver';
import { ProfileResolver } from './shop/profile.resolver';
import { WishlistResolver } from './shop/wishlist.resolver';

/** Builds the executable schema; each resolver gets its services through the constructor. */
export function buildGraphQLSchema(services: Services): Promise<GraphQLSchema> {
  const instances = new Map<Function, object>([
    [AccountResolver, new AccountResolver(services.accounts)],
    [CatalogueResolver, new CatalogueResolver(services.catalogue)],
    [ContentResolver, new ContentResolver(services.content)],
    [DashboardResolver, new DashboardResolver(services.dashboard)],
    [CartResolver, new CartResolver(services)],
    [WishlistResolver, new WishlistResolver(services)],
    [OrderResolver, new OrderResolver(services)],
    [ProfileResolver, new ProfileResolver(services)],
    [CatalogueConfigResolver, new CatalogueConfigResolver(services)],
    [ProductAdminResolver, new ProductAdminResolver(services)],
    [UsersAdminResolver, new UsersAdminResolver(services)],
    [OrdersAdminResolver, new OrdersAdminResolver(services)],
    [ContentAdminResolver, new ContentAdminResolver(services)],
  ]);
  return buildSchema({
    resolvers: [...instances.keys()] as unknown as [Function, ...Function[]],
    container: {
      get: (cls: Function) => {
        const instance = instances.get(cls);
        if (!instance) throw new Error(`no instance registered for resolver ${cls.name}`);
        return instance;
      },
    },
    authChecker,
    // Inputs are checked by the services (one set of rules for GraphQL and REST), not by class-validator.
    validate: false,
  });
}

export const SCHEMA_HEADER = '# The public GraphQL contract of the jewellery shop.\n# Generated from the TypeGraphQL classes by `npm run codegen`; do not edit by hand.\n\n';

/** The checked-in SDL: sorted, so a change shows up as a small diff. */
export const renderSchemaSdl = (schema: GraphQLSchema): string => SCHEMA_HEADER + printSchema(lexicographicSortSchema(schema)) + '\n';
