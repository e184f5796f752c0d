import { createHash, randomBytes } from 'node:crypto';

// The secret tokens of refresh sessions and password-reset links: 32 random bytes, base64url, of which only
// the sha256 is stored. One definition, so a token of either kind is made, recognised and hashed alike.

/** A new token: 32 random bytes, base64url (43 characters). */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

const OPAQUE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Whether a value looks like a token of newOpaqueToken; anything else is not looked up. */
export const isOpaqueToken = (value: string): boolean => OPAQUE_TOKEN_PATTERN.test(value);

/** What is stored of a token: its sha256, hex. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
