/**
 * A new key for one checkout attempt: 128 random bits as hex, e.g. 'checkout-3f9a…'. It is sent with
 * every createOrder of that attempt (double click, retry), so the server places one order at most.
 * crypto.getRandomValues works on plain http too, where randomUUID does not.
 */
export function newIdempotencyKey(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const bytes = random(new Uint8Array(16));
  return `checkout-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
