import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { type ClassType, buildSchema } from 'type-graphql';
import type { Services } from '../services';
import { CatalogueConfigResolver, CurrencyFieldsResolver, MetalTypeFieldsResolver } from './admin/catalogue-config.resolver';
import { CertificatesAdminResolver } from './admin/certificates.resolver';
import { ContentAdminResolver } from './admin/content.resolver';
import { ColorAdminResolver, SizeAdminResolver } from './admin/named-option.resolver';
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
import { PaymentResolver } from './shop/payment.resolver';
import { PaymentsAdminResolver } from './admin/payments.resolver';
import { PasswordResetResolver } from './shop/password-reset.resolver';
import { PriceFilterResolver } from './shop/price-filter.resolver';
import { StockAdminResolver } from './admin/stock.resolver';
import { ProfileResolver, UserPendingEmailResolver } from './shop/profile.resolver';
import { StoreCurrenciesResolver } from './shop/store-currencies.resolver';
import { WishlistResolver } from './shop/wishlist.resolver';
import { CustomDesignResolver } from './shop/custom-design.resolver';
import { DeliveryRegionsResolver } from './shop/delivery-regions.resolver';
import { ShopIdentityResolver } from './shop/shop-identity.resolver';
import { CustomDesignsAdminResolver } from './admin/custom-designs.resolver';

/** Builds the executable schema; each resolver gets its services through the constructor. */
export function buildGraphQLSchema(services: Services): Promise<GraphQLSchema> {
  // Resolvers that take the whole service registry; the others are given just the service they use.
  const takingServices: (new (services: Services) => object)[] = [
    CartResolver,
    WishlistResolver,
    OrderResolver,
    PaymentResolver,
    PaymentsAdminResolver,
    ProfileResolver,
    CatalogueConfigResolver,
    SizeAdminResolver,
    ColorAdminResolver,
    ProductAdminResolver,
    CertificatesAdminResolver,
    UsersAdminResolver,
    OrdersAdminResolver,
    ContentAdminResolver,
    StockAdminResolver,
    CustomDesignResolver,
    CustomDesignsAdminResolver,
  ];
  const instances = new Map<ClassType, object>([
    [AccountResolver, new AccountResolver(services.accounts, services.sessions)],
    [PasswordResetResolver, new PasswordResetResolver(services.passwordReset)],
    [CatalogueResolver, new CatalogueResolver(services.catalogue, services.inventory)],
    [PriceFilterResolver, new PriceFilterResolver(services.catalogue)],
    [ContentResolver, new ContentResolver(services.content)],
    [DashboardResolver, new DashboardResolver(services.dashboard)],
    [StoreCurrenciesResolver, new StoreCurrenciesResolver(services.catalogueConfig)],
    [MetalTypeFieldsResolver, new MetalTypeFieldsResolver()],
    [CurrencyFieldsResolver, new CurrencyFieldsResolver()],
    [UserPendingEmailResolver, new UserPendingEmailResolver()],
    [DeliveryRegionsResolver, new DeliveryRegionsResolver()],
    [ShopIdentityResolver, new ShopIdentityResolver(services.shopIdentity)],
    ...takingServices.map((resolver): [ClassType, object] => [resolver, new resolver(services)]),
  ]);
  return buildSchema({
    resolvers: [...instances.keys()] as [ClassType, ...ClassType[]],
    container: {
      get: (cls: ClassType) => {
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

export const SCHEMA_HEADER =
  '# The public GraphQL contract of the jewellery shop.\n# Generated from the TypeGraphQL classes by `npm run codegen`; do not edit by hand.\n\n';

/** The checked-in SDL: sorted, so a change shows up as a small diff. */
export const renderSchemaSdl = (schema: GraphQLSchema): string => SCHEMA_HEADER + printSchema(lexicographicSortSchema(schema)) + '\n';
