import { z } from 'zod';

// The storefront only says "every field required" (contact form) and "must contain an at sign"
// (newsletter, docs/specifications.md#storefront-5-validation); the texts below are ours. Length limits match
// the columns and keep the public, guest-writable forms from storing arbitrarily large payloads.
const requiredString = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .toLowerCase()
  .pipe(z.email('Please enter a valid email address').max(255, 'Email must be at most 255 characters'));

export const MAX_INQUIRY_MESSAGE_LENGTH = 5000;

// A contact number as people type it: digits with an optional leading plus, spaces, dashes, dots or
// brackets; 7 to 15 digits (E.164 allows at most 15).
const CONTACT_PHONE_PATTERN = /^\+?[\d\s().-]+$/;
const digitCount = (value: string) => value.replace(/\D/g, '').length;

export const contactInquirySchema = z.object({
  name: requiredString('Name is required', 100, 'Name must be at most 100 characters'),
  phone: requiredString('Phone number is required', 20, 'Phone number must be at most 20 characters')
    .regex(CONTACT_PHONE_PATTERN, 'Please enter a valid phone number')
    .refine((value) => digitCount(value) >= 7 && digitCount(value) <= 15, 'Please enter a valid phone number'),
  subject: requiredString('Subject is required', 200, 'Subject must be at most 200 characters'),
  email,
  message: requiredString(
    'Message is required',
    MAX_INQUIRY_MESSAGE_LENGTH,
    `Message must be at most ${MAX_INQUIRY_MESSAGE_LENGTH} characters`,
  ),
  // Optional; the back-office shows "General" when it is missing.
  inquiryType: z
    .string()
    .trim()
    .max(50, 'Inquiry type must be at most 50 characters')
    .nullish()
    .transform((value) => value || null),
});
export type ContactInquiryData = z.infer<typeof contactInquirySchema>;

export const newsletterSchema = z.object({ email });
