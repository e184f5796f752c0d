import { ACCOUNT_MESSAGES, accountFields } from '@shop/contracts';
import { z } from 'zod';
import { Gender } from '../../entities/user.entity';

// The account's field rules and texts are the ones the storefront's forms validate with (@shop/contracts).
const fields = accountFields();
const email = fields.email;

export const signupSchema = z.object({
  firstName: fields.firstName,
  lastName: fields.lastName,
  phone: fields.phone,
  email,
  password: fields.newPassword,
  currencyId: z.number({ error: 'Currency is required' }).int('Currency is required').positive('Currency is required'),
});
export type SignupInputData = z.infer<typeof signupSchema>;

export const loginSchema = z.object({ email, password: fields.password });
export type LoginInputData = z.infer<typeof loginSchema>;

/** Asking for a password-reset link: only the e-mail, with the log-in rules. */
export const requestPasswordResetSchema = z.object({ email });

/** The new password of a reset link: the sign-up rules. */
export const resetPasswordSchema = z.object({ password: signupSchema.shape.password });

export const changePasswordSchema = z.object({
  currentPassword: loginSchema.shape.password,
  newPassword: signupSchema.shape.password,
});

// Profile edits (docs/decisions.md#unsent-forms): every field is optional and only what is sent changes; what
// is sent follows the sign-up rules and texts. gender and dob may be sent as null to clear them.
export const EARLIEST_DOB = '1900-01-01';

/** The latest calendar date anywhere on earth now (UTC+14), so nobody's "today" counts as the future. */
export const latestDateOnEarth = (now: Date = new Date()): string => new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);

const DOB_FORMAT = 'Date of birth must be a valid date in the format YYYY-MM-DD';

export const updateProfileSchema = z.object({
  firstName: signupSchema.shape.firstName.optional(),
  lastName: signupSchema.shape.lastName.optional(),
  email: email.optional(),
  phone: signupSchema.shape.phone.optional(),
  gender: z.enum(Gender, { error: 'Gender must be male, female or other' }).nullish(),
  dob: z
    .string({ error: DOB_FORMAT })
    .trim()
    .pipe(z.iso.date(DOB_FORMAT))
    .refine((dob) => dob <= latestDateOnEarth(), 'Date of birth cannot be in the future')
    .refine((dob) => dob >= EARLIEST_DOB, 'Date of birth cannot be before 1900')
    .nullish(),
  // Asked only when the e-mail or phone changes (docs/decisions.md#email-change); checked, never stored.
  currentPassword: z.string({ error: ACCOUNT_MESSAGES.passwordRequired }).max(128, 'Your current password is not correct').nullish(),
});

/** The text of an e-mail or phone change sent without the current password. */
export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password to change your e-mail or phone number';
export type UpdateProfileData = z.infer<typeof updateProfileSchema>;
