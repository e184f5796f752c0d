import type { DataSource } from 'typeorm';
import type { AppConfig } from './config';
import { AccountsService } from './domain/accounts/accounts.service';
import { TokenService } from './domain/accounts/tokens';
import { CatalogueService } from './domain/catalogue/catalogue.service';
import { ContentService } from './domain/content/content.service';
import { DashboardService } from './domain/dashboard/dashboard.service';

/** One instance of every service, shared by the GraphQL resolvers and the REST routers. */
export function createServices(dataSource: DataSource, config: Pick<AppConfig, 'jwtSecret' | 'jwtTtlSeconds'>) {
  const tokens = new TokenService(config.jwtSecret, config.jwtTtlSeconds);
  return {
    tokens,
    accounts: new AccountsService(dataSource, tokens),
    catalogue: new CatalogueService(dataSource),
    content: new ContentService(dataSource),
    dashboard: new DashboardService(dataSource),
  };
}

export type Services = ReturnType<typeof createServices>;
