import { CONTACT_LIMITS, CONTACT_MESSAGES, contactFields, isContactPhone } from '@shop/contracts';
import { z } from '../../shared/forms/zod';
import type { ContactInquiryInput } from '../../graphql/generated/graphql';

/** The contact form's texts and rules: every field required (docs/specifications.md#storefront-5-validation), the server's own (@shop/contracts). */
export { CONTACT_MESSAGES, isContactPhone };

export const MESSAGE_MAX_LENGTH = CONTACT_LIMITS.message;

export const contactSchema = z.object(contactFields());

export type ContactFormInput = z.input<typeof contactSchema>;
export type ContactFormValues = z.output<typeof contactSchema>;

export const EMPTY_CONTACT_FORM: ContactFormInput = { name: '', phone: '', subject: '', email: '', message: '' };

export function toContactInquiryInput(values: ContactFormValues): ContactInquiryInput {
  return { name: values.name, phone: values.phone, subject: values.subject, email: values.email, message: values.message };
}
