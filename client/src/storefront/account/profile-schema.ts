import { ACCOUNT_MESSAGES, NAME_MAX_LENGTH, accountFields } from '@shop/contracts';
import { z } from '../../shared/forms/zod';
import type { Gender, UpdateProfileInput } from '../../graphql/generated/graphql';

/** The profile form's choices (docs/specifications.md#storefront-3-entities): male, female, other; or not stated. */
export const GENDER_OPTIONS: readonly { value: Gender; label: string }[] = [
  { value: 'MALE', label: 'Male' },
  { value: 'FEMALE', label: 'Female' },
  { value: 'OTHER', label: 'Other' },
];

export { NAME_MAX_LENGTH };

export const PROFILE_MESSAGES = {
  firstNameTooLong: ACCOUNT_MESSAGES.firstNameTooLong,
  lastNameTooLong: ACCOUNT_MESSAGES.lastNameTooLong,
  dobInvalid: 'Please enter a valid date of birth',
  dobInFuture: 'Date of birth cannot be in the future',
  // The server's texts (docs/decisions.md#email-change): the e-mail and phone change only with the current password.
  currentPasswordRequired: 'Enter your current password to change your e-mail or phone number',
  currentPasswordWrong: 'Your current password is not correct',
} as const;

/** The saved e-mail and phone the form started from: changing either needs the current password. */
export interface SavedContact {
  email: string;
  phone: string;
}

/** Whether the form's e-mail (letter case aside, as the server stores it) or phone differs from the saved ones. */
export function changesContact(values: SavedContact, saved: SavedContact): boolean {
  return values.email.trim().toLowerCase() !== saved.email.toLowerCase() || values.phone.trim() !== saved.phone;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (not 2023-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 1900;
}

/** Today as YYYY-MM-DD in the shopper's own time zone (the latest date of birth the form accepts). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The Personal Information form: the sign-up rules for names, e-mail and phone; gender and date of birth optional;
 * the current password when the e-mail or phone differs from `saved`.
 */
export function createProfileSchema(today: string = todayIso(), saved?: SavedContact) {
  // The sign-up rules and texts, the server's own (@shop/contracts).
  const fields = accountFields();
  const schema = z.object({
    firstName: fields.firstName,
    lastName: fields.lastName,
    email: fields.email,
    phone: fields.phone,
    // '' = not stated (a native <select>'s empty option).
    gender: z.enum(['', 'MALE', 'FEMALE', 'OTHER']),
    dob: z
      .string()
      .trim()
      .refine((value) => value === '' || isIsoDate(value), PROFILE_MESSAGES.dobInvalid)
      // ISO dates compare as text.
      .refine((value) => value === '' || !isIsoDate(value) || value <= today, PROFILE_MESSAGES.dobInFuture),
    currentPassword: z.string().default(''),
  });
  return schema.superRefine((values, ctx) => {
    if (saved && values.currentPassword === '' && changesContact(values, saved)) {
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: PROFILE_MESSAGES.currentPasswordRequired });
    }
  });
}

export type ProfileFormInput = z.input<ReturnType<typeof createProfileSchema>>;
export type ProfileFormValues = z.output<ReturnType<typeof createProfileSchema>>;

export interface ProfileSource {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  gender?: Gender | null;
  dob?: string | null;
}

/** The form's starting values from the account (the API's `me`). */
export function toProfileFormValues(user: ProfileSource): ProfileFormInput {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    gender: user.gender ?? '',
    dob: user.dob ?? '',
    currentPassword: '',
  };
}

/**
 * What updateProfile receives: every field, with an empty gender or date of birth sent as null (cleared); the
 * current password only when the e-mail or phone differs from `saved`.
 */
export function toUpdateProfileInput(values: ProfileFormValues, saved?: SavedContact): UpdateProfileInput {
  return {
    ...(saved && changesContact(values, saved) ? { currentPassword: values.currentPassword } : {}),
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    gender: values.gender === '' ? null : values.gender,
    dob: values.dob === '' ? null : values.dob,
  };
}
