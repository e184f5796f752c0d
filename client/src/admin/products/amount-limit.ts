/**
 * Per amount, in major units: the server's cap (MAX_AMOUNT of product-admin.validation.ts, ₹100 crore).
 * Its own module without imports, so test/upload-rules.spec.ts can hold it to the server's without
 * compiling React's DOM types into the server's type check.
 */
export const MAX_AMOUNT = 1_000_000_000;
