/**
 * The longest text each back-office field takes, in characters: the server's TEXT_LIMITS
 * (server/src/domain/common/text-limits.ts), mirrored because the client cannot import server code;
 * test/upload-rules.spec.ts fails when the two differ. A field shows its limit and a counter, and a longer
 * text is refused under the field before anything is sent. No input carries a maxLength attribute: the
 * browser would cut a pasted text at the limit without a word.
 */
export const TEXT_LIMITS = {
  productName: 200,
  productDescription: 5000,
  productReturnPolicy: 5000,
  catalogueName: 100,
  currencyCode: 3,
  socialPostLink: 500,
} as const;
