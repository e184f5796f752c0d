import { z } from 'zod';

/**
 * The rules of an account's fields, which the storefront's forms and the server both validate with, so a
 * shopper meets the server's refusal only for what a form cannot know (an e-mail already taken, a wrong
 * password). Texts word for word from the storefront specification (docs/specifications.md#storefront-5-validation)
 * where it gives one.
 */
export const ACCOUNT_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  emailTooLong: 'Email is too long',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  /** A log-in password longer than any the shop accepts: no account has it. */
  loginFailed: 'Invalid email or password',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  firstNameRequired: 'First name is required',
  firstNameTooLong: 'First name must be at most 100 characters',
  lastNameRequired: 'Last name is required',
  lastNameTooLong: 'Last name must be at most 100 characters',
  phoneRequired: 'Phone number is required',
  phoneFormat: 'Phone number must be in format +<country code><10-15 digits>',
} as const;

export const PHONE_PATTERN = /^\+\d{10,15}$/;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
/** users.firstName and lastName are VARCHAR(100). */
export const NAME_MAX_LENGTH = 100;
/** users.email is VARCHAR(255). */
export const EMAIL_MAX_LENGTH = 255;

const M = ACCOUNT_MESSAGES;
const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/**
 * The account's field schemas, built when called: the client calls it after its own `zod` module has set
 * jitless mode (client/src/shared/forms/zod.ts), which must come before any schema is built.
 */
export function accountFields() {
  return {
    firstName: required(M.firstNameRequired).pipe(z.string().max(NAME_MAX_LENGTH, M.firstNameTooLong)),
    lastName: required(M.lastNameRequired).pipe(z.string().max(NAME_MAX_LENGTH, M.lastNameTooLong)),
    phone: required(M.phoneRequired).pipe(z.string().regex(PHONE_PATTERN, M.phoneFormat)),
    /** Trimmed and lower-cased, as the account stores it. */
    email: required(M.emailRequired).toLowerCase().pipe(z.email(M.emailInvalid).max(EMAIL_MAX_LENGTH, M.emailTooLong)),
    /** A password being chosen (sign-up, reset, change). */
    newPassword: z
      .string({ error: M.passwordRequired })
      .min(1, M.passwordRequired)
      .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
      .max(PASSWORD_MAX_LENGTH, M.passwordTooLong),
    /** A password being given (log-in, the current one): any the shop could have accepted. */
    password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(PASSWORD_MAX_LENGTH, M.loginFailed),
  };
}
