import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { AppConfig } from './config';
import { defaultInvoicing } from './config/invoicing';
import { type PaymentsConfig, parsePaymentsConfig } from './config/payments';
import { AccountsService } from './domain/accounts/accounts.service';
import { UsersAdminService } from './domain/accounts/users-admin.service';
import { SessionsService } from './domain/accounts/sessions.service';
import { PasswordResetService } from './domain/accounts/password-reset.service';
import { ProfileService } from './domain/accounts/profile.service';
import { TokenService } from './domain/accounts/tokens';
import { CartService } from './domain/cart/cart.service';
import { CatalogueService } from './domain/catalogue/catalogue.service';
import { CertificatesService } from './domain/certificates/certificates.service';
import { SearchEngineService } from './domain/catalogue/search-engine.service';
import { CatalogueConfigService } from './domain/catalogue-config/catalogue-config.service';
import { ContentAdminService } from './domain/content/content-admin.service';
import { ContentService } from './domain/content/content.service';
import { DashboardService } from './domain/dashboard/dashboard.service';
import { InventoryService } from './domain/inventory/inventory.service';
import { OrdersService } from './domain/orders/orders.service';
import { InvoicesService } from './domain/invoices/invoices.service';
import { OrdersAdminService } from './domain/orders/orders-admin.service';
import { ProductAdminService } from './domain/products-admin/product-admin.service';
import { WishlistService } from './domain/wishlist/wishlist.service';
import { PaymentsService } from './domain/payments/payments.service';
import { CustomDesignsService } from './domain/custom-designs/custom-designs.service';
import { createPaymentProviders } from './integrations/payment-providers';
import { requestLog } from './http/logging';
import { unlimited } from './domain/common/rate-limits';
import { alwaysNewDataVersion } from './domain/common/data-version';
import type { SharedDataVersion } from './cache/data-version';
import { FlexibleRateLimits } from './rate-limit/flexible-rate-limits';
import { createFileStorage } from './storage/create-storage';
import type { FileStorage } from './storage/file-storage';
import { PrivatePictures } from './storage/private-pictures';

/** The payments of an empty environment: the test gateway for every currency, with a secret of this process's. */
function testGatewayEverywhere(): PaymentsConfig {
  const config = parsePaymentsConfig({}, () => randomBytes(32).toString('hex'));
  if (typeof config === 'string') throw new Error(config);
  return config;
}

/** One instance of every service, shared by the GraphQL resolvers and the REST routers. */
export function createServices(
  dataSource: DataSource,
  config: Pick<AppConfig, 'jwtSecret' | 'jwtTtlSeconds' | 'uploadDir'> &
    Partial<Pick<AppConfig, 'accessTokenTtlSeconds' | 'refreshTokenTtlSeconds' | 'storage'>> &
    Partial<Pick<AppConfig, 'rateLimits' | 'payments' | 'stock' | 'invoicing'>>,
  /** When the shared data last changed (start.ts tracks it on the DataSource); absent: caches never hit. */
  dataVersion: SharedDataVersion | null = null,
  /** Where uploads go; by default the one the configuration names. */
  storage: FileStorage = createFileStorage(config),
) {
  const tokens = new TokenService(config.jwtSecret, config.jwtTtlSeconds);
  const cart = new CartService(dataSource, config.stock?.lowStockThreshold);
  // Without a configuration (schema emission, unit tests) nothing is limited.
  const rateLimits = config.rateLimits ? FlexibleRateLimits.create(config.rateLimits) : null;
  const limits = rateLimits ?? unlimited;
  const version = dataVersion ?? alwaysNewDataVersion;
  const invoicing = config.invoicing ?? defaultInvoicing();
  // Without a configuration (schema emission, unit tests) the test gateway serves every currency.
  const paymentProviders = createPaymentProviders(config.payments ?? testGatewayEverywhere(), { dataSource });
  const payments = new PaymentsService(dataSource, paymentProviders, requestLog);
  return {
    dataVersion,
    storage,
    tokens,
    /** The one shop identity (invoices, e-mails, the storefront's footer and contact page, JSON-LD). */
    shopIdentity: invoicing,
    rateLimits,
    accounts: new AccountsService(dataSource, tokens, limits),
    sessions: new SessionsService(dataSource, tokens, {
      accessTtlSeconds: config.accessTokenTtlSeconds ?? 15 * 60,
      refreshTtlSeconds: config.refreshTokenTtlSeconds ?? 30 * 86400,
    }),
    passwordReset: new PasswordResetService(dataSource, limits),
    profile: new ProfileService(dataSource, limits),
    catalogue: new CatalogueService(dataSource, version),
    searchEngine: new SearchEngineService(dataSource),
    content: new ContentService(dataSource, limits),
    dashboard: new DashboardService(dataSource),
    cart,
    wishlist: new WishlistService(dataSource, cart),
    orders: new OrdersService(dataSource, limits, invoicing.state),
    catalogueConfig: new CatalogueConfigService(dataSource, storage),
    productAdmin: new ProductAdminService(dataSource, storage),
    certificates: new CertificatesService(dataSource, storage),
    usersAdmin: new UsersAdminService(dataSource),
    ordersAdmin: new OrdersAdminService(dataSource, (refundId) => payments.refunds.send(refundId)),
    invoices: new InvoicesService(dataSource, invoicing),
    contentAdmin: new ContentAdminService(dataSource, storage),
    paymentProviders,
    payments,
    inventory: new InventoryService(dataSource, config.stock?.lowStockThreshold ?? 3),
    customDesigns: new CustomDesignsService(dataSource, storage, limits, invoicing.state),
    /** Links to the private pictures (custom designs) for the answers that may show them. */
    privatePictures: new PrivatePictures(config.jwtSecret),
  };
}

export type Services = ReturnType<typeof createServices>;
