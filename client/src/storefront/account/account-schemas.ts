import { z } from '../../shared/forms/zod';
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH, PHONE_PATTERN, VALIDATION_MESSAGES as M } from '../../shared/validation/messages';

const email = z.string().trim().min(1, M.emailRequired).regex(EMAIL_PATTERN, M.emailInvalid);

export const loginSchema = z.object({
  email,
  password: z.string().min(1, M.passwordRequired),
});
export type LoginFormValues = z.input<typeof loginSchema>;

export const signupSchema = z
  .object({
    firstName: z.string().trim().min(1, M.firstNameRequired),
    lastName: z.string().trim().min(1, M.lastNameRequired),
    phone: z.string().trim().min(1, M.phoneRequired).regex(PHONE_PATTERN, M.phoneFormat),
    email,
    password: z.string().min(1, M.passwordRequired).min(PASSWORD_MIN_LENGTH, M.passwordTooShort),
    // Client-only confirmation; never sent.
    rePassword: z.string().min(1, M.confirmPasswordRequired),
    // A native <select> yields '' until a currency is chosen; the options are the API's (storeCurrencies).
    currencyId: z.string().regex(/^\d+$/, M.currencyRequired),
  })
  .refine((values) => values.rePassword === '' || values.password === values.rePassword, {
    path: ['rePassword'],
    message: M.passwordsDoNotMatch,
  });
export type SignupFormInput = z.input<typeof signupSchema>;
export type SignupFormValues = z.output<typeof signupSchema>;

/** Forgot password: the e-mail only. */
export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordFormValues = z.input<typeof forgotPasswordSchema>;

/** A password chosen with the sign-up rules, typed twice (the second copy is never sent). */
const newPassword = z.string().min(1, M.passwordRequired).min(PASSWORD_MIN_LENGTH, M.passwordTooShort);
const confirmation = z.string().min(1, M.confirmPasswordRequired);

/** The reset-link page: a new password and its confirmation. */
export const resetPasswordSchema = z
  .object({ password: newPassword, rePassword: confirmation })
  .refine((values) => values.rePassword === '' || values.password === values.rePassword, {
    path: ['rePassword'],
    message: M.passwordsDoNotMatch,
  });
export type ResetPasswordFormValues = z.input<typeof resetPasswordSchema>;

/** Change password (Personal Information): the current password, and the new one twice. */
export const changePasswordSchema = z
  .object({ currentPassword: z.string().min(1, M.passwordRequired), newPassword, confirmPassword: confirmation })
  .refine((values) => values.confirmPassword === '' || values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: M.passwordsDoNotMatch,
  });
export type ChangePasswordFormValues = z.input<typeof changePasswordSchema>;
