import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config';
import { inTransaction } from '../database/transactions';
import { hashPassword } from '../domain/accounts/passwords';
import { Currency } from '../entities/currency.entity';
import { Role, User } from '../entities/user.entity';
import { DEMO_CURRENCIES } from './demo-catalogue';

export interface BaseSeed {
  /** The shop had no currency: INR and USD were made. */
  currencies: boolean;
  /** The shop had no administrator and ADMIN_PASSWORD named one: the account was made. */
  admin: boolean;
}

/**
 * What a shop needs before anyone can use it, without the demo catalogue (a production start, where
 * SEED_DEMO defaults to false): its two currencies (INR, the base, and USD at the demo's rate, which the
 * back-office changes) and, when ADMIN_PASSWORD is set and no administrator exists, the administrator
 * ADMIN_EMAIL. Idempotent: a shop that has them is left alone. Runs under the schema lock (start.ts).
 */
export async function seedBaseShop(dataSource: DataSource, config: AppConfig): Promise<BaseSeed> {
  const passwordHash = config.adminPassword ? await hashPassword(config.adminPassword) : null;
  return inTransaction(dataSource, async (m) => {
    let inr = await m.findOneBy(Currency, { code: 'INR' });
    const currencies = (await m.count(Currency)) === 0;
    if (currencies) [inr] = await m.save(DEMO_CURRENCIES.map((c) => m.create(Currency, { ...c })));
    const admin = passwordHash !== null && inr !== null && (await m.countBy(User, { role: Role.ADMIN })) === 0;
    if (admin) {
      await m.save(
        m.create(User, {
          firstName: 'Shop',
          lastName: 'Admin',
          email: config.adminEmail,
          phone: '',
          passwordHash,
          role: Role.ADMIN,
          currencyId: inr!.id,
        }),
      );
    }
    return { currencies, admin };
  });
}
