import type { DataSource } from 'typeorm';
import type { AppConfig } from './config';
import { AccountsService } from './domain/accounts/accounts.service';
import { TokenService } from './domain/accounts/tokens';
import { CartService } from './domain/cart/cart.service';
import { CatalogueService } from './domain/catalogue/catalogue.service';
import { ContentService } from './domain/content/content.service';
import { DashboardService } from './domain/dashboard/dashboard.service';
import { OrdersService } from './domain/orders/orders.service';
import { WishlistService } from './domain/wishlist/wishlist.service';

/** One instance of every service, shared by the GraphQL resolvers and the REST routers. */
export function createServices(dataSource: DataSource, config: Pick<AppConfig, 'jwtSecret' | 'jwtTtlSeconds'>) {
  const tokens = new TokenService(config.jwtSecret, config.jwtTtlSeconds);
  const cart = new CartService(dataSource);
  return {
    tokens,
    accounts: new AccountsService(dataSource, tokens),
    catalogue: new CatalogueService(dataSource),
    content: new ContentService(dataSource),
    dashboard: new DashboardService(dataSource),
    cart,
    wishlist: new WishlistService(dataSource, cart),
    orders: new OrdersService(dataSource),
  };
}

export type Services = ReturnType<typeof createServices>;
