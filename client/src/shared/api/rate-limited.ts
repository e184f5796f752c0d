import { CombinedGraphQLErrors, ServerError } from '@apollo/client';

/** Shown when a 429 arrives without a readable message (e.g. from a proxy in front of the shop). */
export const RATE_LIMITED_FALLBACK = 'Too many attempts. Please try again later.';

/**
 * The message to show when the server refused a request for too many attempts (HTTP 429, error code
 * RATE_LIMITED: "Too many attempts. Please try again in 14 minutes."), or null for any other failure.
 * Forms call it in their catch, before their generic "please try again" message.
 */
export function rateLimitedMessage(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.find((graphQLError) => graphQLError.extensions?.code === 'RATE_LIMITED')?.message ?? null;
  }
  if (!ServerError.is(error) || error.statusCode !== 429) return null;
  try {
    const body = JSON.parse(error.bodyText) as { errors?: { message?: unknown }[] };
    const message = body.errors?.[0]?.message;
    return typeof message === 'string' && message ? message : RATE_LIMITED_FALLBACK;
  } catch {
    return RATE_LIMITED_FALLBACK;
  }
}
