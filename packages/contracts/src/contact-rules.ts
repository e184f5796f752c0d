import { z } from 'zod';

/**
 * The contact form's rules, which the storefront's form and the server's submitContactInquiry both validate
 * with. The storefront specification only says "every field required" (docs/specifications.md#storefront-5-validation);
 * the texts are the shop's. The limits are the inquiry's columns, and keep a public, guest-writable form from
 * storing arbitrarily large payloads.
 */
export const CONTACT_LIMITS = { name: 100, phone: 20, subject: 200, email: 255, message: 5000 } as const;

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${CONTACT_LIMITS.name} characters`,
  phoneRequired: 'Phone number is required',
  phoneTooLong: `Phone number must be at most ${CONTACT_LIMITS.phone} characters`,
  phoneInvalid: 'Please enter a valid phone number',
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${CONTACT_LIMITS.subject} characters`,
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: `Email must be at most ${CONTACT_LIMITS.email} characters`,
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${CONTACT_LIMITS.message} characters`,
} as const;

// A contact number as people type it: digits with an optional leading plus, spaces, dashes, dots or
// brackets; 7 to 15 digits (E.164 allows at most 15).
const CONTACT_PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
const hasPhoneDigitCount = (value: string) => {
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
};

/** Whether a (trimmed) entry reads as a phone number: the characters above and 7 to 15 digits. */
export function isContactPhone(value: string): boolean {
  return CONTACT_PHONE_CHARACTERS.test(value) && hasPhoneDigitCount(value);
}

const M = CONTACT_MESSAGES;
const required = (message: string, max: number, tooLong: string) => z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/**
 * The contact form's field schemas, built when called (as accountFields: the client calls it after its own
 * `zod` module has set jitless mode). The e-mail is trimmed and lower-cased; the newsletter's is the same.
 */
export function contactFields() {
  return {
    name: required(M.nameRequired, CONTACT_LIMITS.name, M.nameTooLong),
    phone: required(M.phoneRequired, CONTACT_LIMITS.phone, M.phoneTooLong)
      .regex(CONTACT_PHONE_CHARACTERS, M.phoneInvalid)
      .refine(hasPhoneDigitCount, M.phoneInvalid),
    subject: required(M.subjectRequired, CONTACT_LIMITS.subject, M.subjectTooLong),
    email: z
      .string({ error: M.emailRequired })
      .trim()
      .min(1, M.emailRequired)
      .toLowerCase()
      .pipe(z.email(M.emailInvalid).max(CONTACT_LIMITS.email, M.emailTooLong)),
    message: required(M.messageRequired, CONTACT_LIMITS.message, M.messageTooLong),
  };
}
