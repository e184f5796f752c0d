import { describe, expect, it } from '@jest/globals';
import { NEWSLETTER_INVALID_EMAIL, newsletterEmailError } from './newsletter-email';

describe('newsletter e-mail rule', () => {
  it('asks only for an at sign, leaving the full check to the server', () => {
    expect(newsletterEmailError('asha@example.com')).toBeNull();
    expect(newsletterEmailError('a@b')).toBeNull();
    expect(newsletterEmailError('asha.example.com')).toBe(NEWSLETTER_INVALID_EMAIL);
    expect(newsletterEmailError('   ')).toBe(NEWSLETTER_INVALID_EMAIL);
  });
});
