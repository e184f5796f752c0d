import type { DataSource } from 'typeorm';
import type { AppConfig } from './config';
import { AccountsService } from './domain/accounts/accounts.service';
import { UsersAdminService } from './domain/accounts/users-admin.service';
import { TokenService } from './domain/accounts/tokens';
import { CartService } from './domain/cart/cart.service';
import { CatalogueService } from './domain/catalogue/catalogue.service';
import { CatalogueConfigService } from './domain/catalogue-config/catalogue-config.service';
import { ContentAdminService } from './domain/content/content-admin.service';
import { ContentService } from './domain/content/content.service';
import { DashboardService } from './domain/dashboard/dashboard.service';
import { OrdersService } from './domain/orders/orders.service';
import { OrdersAdminService } from './domain/orders/orders-admin.service';
import { ProductAdminService } from './domain/products-admin/product-admin.service';
import { WishlistService } from './domain/wishlist/wishlist.service';
import { LocalDiskStorage } from './storage/file-storage';

/** One instance of every service, shared by the GraphQL resolvers and the REST routers. */
export function createServices(dataSource: DataSource, config: Pick<AppConfig, 'jwtSecret' | 'jwtTtlSeconds' | 'uploadDir'>) {
  const tokens = new TokenService(config.jwtSecret, config.jwtTtlSeconds);
  const cart = new CartService(dataSource);
  const storage = new LocalDiskStorage(config.uploadDir);
  return {
    storage,
    tokens,
    accounts: new AccountsService(dataSource, tokens),
    catalogue: new CatalogueService(dataSource),
    content: new ContentService(dataSource),
    dashboard: new DashboardService(dataSource),
    cart,
    wishlist: new WishlistService(dataSource, cart),
    orders: new OrdersService(dataSource),
    catalogueConfig: new CatalogueConfigService(dataSource, storage),
    productAdmin: new ProductAdminService(dataSource, storage),
    usersAdmin: new UsersAdminService(dataSource),
    ordersAdmin: new OrdersAdminService(dataSource),
    contentAdmin: new ContentAdminService(dataSource, storage),
  };
}

export type Services = ReturnType<typeof createServices>;
