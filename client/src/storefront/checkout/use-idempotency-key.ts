import { useState } from 'react';
import { newIdempotencyKey } from './idempotency-key';

/**
 * One idempotency key per checkout attempt: made when the page opens and again whenever the order the
 * shopper sees changes (`signature`: lines, quantities, prices, total). A double click or a retry of the
 * same attempt sends the same key, so the server places that order once.
 */
export function useIdempotencyKey(signature: string | null): string {
  const [attempt, setAttempt] = useState(() => ({ signature, key: newIdempotencyKey() }));
  if (attempt.signature !== signature) {
    // Adjusting state while rendering (React's documented pattern), so no render ever pairs a new order with an old key.
    const next = { signature, key: newIdempotencyKey() };
    setAttempt(next);
    return next.key;
  }
  return attempt.key;
}
