/** The one client-side rule of the newsletter form (docs/specifications.md#storefront-5-validation): the address contains an at sign. The server checks the rest. */
export const NEWSLETTER_INVALID_EMAIL = 'Please enter a valid email address';
export const NEWSLETTER_THANKS = 'Thank you for subscribing!';
export const NEWSLETTER_FAILED = 'Subscription failed. Please try again.';
/** docs/specifications.md#storefront-4-states: the thank-you shows for 3 s. */
export const NEWSLETTER_THANKS_VISIBLE_MS = 3000;

export function newsletterEmailError(email: string): string | null {
  return email.trim().includes('@') ? null : NEWSLETTER_INVALID_EMAIL;
}
