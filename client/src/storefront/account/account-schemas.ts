import { accountFields } from '@shop/contracts';
import { z } from '../../shared/forms/zod';
import { VALIDATION_MESSAGES as M } from '../../shared/validation/messages';

// The account's fields follow the server's own rules and texts (@shop/contracts); built after ../../shared/forms/zod set jitless mode.
const fields = accountFields();

export const loginSchema = z.object({ email: fields.email, password: fields.password });
export type LoginFormValues = z.input<typeof loginSchema>;

/** A password typed a second time (never sent). */
const confirmation = z.string().min(1, M.confirmPasswordRequired);

export const signupSchema = z
  .object({
    firstName: fields.firstName,
    lastName: fields.lastName,
    phone: fields.phone,
    email: fields.email,
    password: fields.newPassword,
    rePassword: confirmation,
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
export const forgotPasswordSchema = z.object({ email: fields.email });
export type ForgotPasswordFormValues = z.input<typeof forgotPasswordSchema>;

/** The reset-link page: a new password and its confirmation. */
export const resetPasswordSchema = z
  .object({ password: fields.newPassword, rePassword: confirmation })
  .refine((values) => values.rePassword === '' || values.password === values.rePassword, {
    path: ['rePassword'],
    message: M.passwordsDoNotMatch,
  });
export type ResetPasswordFormValues = z.input<typeof resetPasswordSchema>;

/** Change password (Personal Information): the current password, and the new one twice. */
export const changePasswordSchema = z
  .object({ currentPassword: fields.password, newPassword: fields.newPassword, confirmPassword: confirmation })
  .refine((values) => values.confirmPassword === '' || values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: M.passwordsDoNotMatch,
  });
export type ChangePasswordFormValues = z.input<typeof changePasswordSchema>;
