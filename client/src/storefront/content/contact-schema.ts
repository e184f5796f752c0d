import { z } from '../../shared/forms/zod';
import type { ContactInquiryInput } from '../../graphql/generated/graphql';
import { EMAIL_PATTERN } from '../../shared/validation/messages';

/** The contact form's texts: every field required (docs/specifications.md#storefront-5-validation), the same wording as the server's. */
export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  subjectRequired: 'Subject is required',
  subjectTooLong: 'Subject must be at most 200 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be at most 5000 characters',
} as const;

export const MESSAGE_MAX_LENGTH = 5000;
const M = CONTACT_MESSAGES;

// A number as people type it: digits with an optional leading plus, spaces, dashes, dots or
// brackets, 7 to 15 digits (the server's rule).
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

export function isContactPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_CHARACTERS.test(value) && digits >= 7 && digits <= 15;
}

export const contactSchema = z.object({
  name: z.string().trim().min(1, M.nameRequired).max(100, M.nameTooLong),
  phone: z.string().trim().min(1, M.phoneRequired).max(20, M.phoneInvalid).refine(isContactPhone, M.phoneInvalid),
  subject: z.string().trim().min(1, M.subjectRequired).max(200, M.subjectTooLong),
  email: z.string().trim().min(1, M.emailRequired).regex(EMAIL_PATTERN, M.emailInvalid),
  message: z.string().trim().min(1, M.messageRequired).max(MESSAGE_MAX_LENGTH, M.messageTooLong),
});

export type ContactFormInput = z.input<typeof contactSchema>;
export type ContactFormValues = z.output<typeof contactSchema>;

export const EMPTY_CONTACT_FORM: ContactFormInput = { name: '', phone: '', subject: '', email: '', message: '' };

export function toContactInquiryInput(values: ContactFormValues): ContactInquiryInput {
  return { name: values.name, phone: values.phone, subject: values.subject, email: values.email, message: values.message };
}
