import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 in hex, compared in constant time (a length mismatch is a plain mismatch): how Razorpay and
 * the test gateway sign what they send.
 */
export function hmacMatches(message: string | Buffer, secret: string, signature: string): boolean {
  const expected = createHmac('sha256', secret).update(message).digest();
  const given = /^[0-9a-f]+$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
