import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config';
import { seedBaseShop } from './seed-base';
import { seedDemoShop } from './seed-demo';

/**
 * An empty shop gets the demo catalogue when SEED_DEMO asks (the default outside production), else only
 * its currencies and the ADMIN_PASSWORD administrator (seed/seed-base.ts). Answers what it made, in words.
 */
export async function seedShop(dataSource: DataSource, config: AppConfig): Promise<string | null> {
  if (config.seedDemo) return (await seedDemoShop(dataSource, config)) ? 'seeded the demo shop' : null;
  const made = await seedBaseShop(dataSource, config);
  const what = [made.currencies ? 'the currencies INR and USD' : null, made.admin ? `the administrator ${config.adminEmail}` : null];
  return made.currencies || made.admin ? `created ${what.filter(Boolean).join(' and ')}` : null;
}
