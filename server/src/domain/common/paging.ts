/** `first` and `offset` as a list query sent them; absent means the default. */
export interface PageArgs {
  first?: number | null;
  offset?: number | null;
}

/** The default page size of a list (default: `max`) and the largest page it serves. */
export interface PageLimits {
  size?: number;
  max: number;
}

/** Orders, contact inquiries and accounts: 10 a page unless asked otherwise, at most 100. */
export const LIST_PAGE: PageLimits = { size: 10, max: 100 };

/**
 * The rows to read for a page: `first` (default `limits.size`) clamped to 1..`limits.max`, and `offset`
 * to at least 0, so a bad page size never fails (GraphQL states the range in each argument's
 * description). Runs for every list that clamps: myOrders, adminOrders, adminInquiries, adminUsers,
 * recentInquiries, newArrivals, socialPosts. The catalogue listing and the product back-office refuse
 * a bad size instead (their schemas); that is their documented contract.
 */
export function pageWindow(page: PageArgs, limits: PageLimits): { take: number; skip: number } {
  const take = Math.min(Math.max(Math.trunc(page.first ?? limits.size ?? limits.max) || 0, 1), limits.max);
  const skip = Math.max(Math.trunc(page.offset ?? 0) || 0, 0);
  return { take, skip };
}
