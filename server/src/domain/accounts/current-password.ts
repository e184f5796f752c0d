import type { User } from '../../entities/user.entity';
import type { RateLimits } from '../common/rate-limits';
import { verifyPassword } from './passwords';

/**
 * Whether `password` is the account's current password, for the changes that ask for it (Change password,
 * the e-mail or phone: docs/decisions.md#email-change). Each try is counted per account
 * (`currentPasswordPerAccount`, RATE_LIMITED past the budget) before the check, like log-in, so tries sent
 * at once cannot slip under it; the right password clears the count.
 */
export async function checkCurrentPassword(
  rateLimits: RateLimits,
  user: Pick<User, 'id' | 'passwordHash'>,
  password: string,
): Promise<boolean> {
  const account = String(user.id);
  await rateLimits.consume('currentPasswordPerAccount', account);
  if (!(await verifyPassword(user.passwordHash, password))) return false;
  await rateLimits.reset('currentPasswordPerAccount', account);
  return true;
}
