import { contactFields } from '@shop/contracts';
import { z } from 'zod';

// The contact form's field rules and texts are the ones the storefront's form validates with (@shop/contracts);
// the newsletter's e-mail is the contact form's ("must contain an at sign", docs/specifications.md#storefront-5-validation).
const fields = contactFields();

export const contactInquirySchema = z.object({
  ...fields,
  // Optional; the back-office shows "General" when it is missing.
  inquiryType: z
    .string()
    .trim()
    .max(50, 'Inquiry type must be at most 50 characters')
    .nullish()
    .transform((value) => value || null),
});
export type ContactInquiryData = z.infer<typeof contactInquirySchema>;

export const newsletterSchema = z.object({ email: fields.email });
