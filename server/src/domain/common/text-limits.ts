/**
 * The longest text each back-office field takes, in characters: the column's length, or for a TEXT column
 * the form's own limit. The services' validation refuses a longer text with "<Label> must be at most N
 * characters" and writes nothing; nothing is ever cut to fit. The back-office mirrors
 * these numbers in client/src/shared/admin/text-limits.ts (it cannot import server code);
 * test/upload-rules.spec.ts fails when the two differ.
 */
export const TEXT_LIMITS = {
  /** products.name VARCHAR(200). */
  productName: 200,
  /** products.description TEXT. */
  productDescription: 5000,
  /** products.returnPolicy TEXT. */
  productReturnPolicy: 5000,
  /** The names of metal types, categories, subcategories, colours and sizes: VARCHAR(100). */
  catalogueName: 100,
  /** currencies.code VARCHAR(3): exactly three letters. */
  currencyCode: 3,
  /** social_posts.link VARCHAR(500). */
  socialPostLink: 500,
} as const;
