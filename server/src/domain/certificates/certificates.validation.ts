import { z } from 'zod';
import { CertificateLab } from '../../entities/product-certificate.entity';

// The certificate and hallmark inputs of the back-office (docs/decisions.md#certificates). Every refusal
// names its field and says what a good value looks like.

export const REPORT_NUMBER_MESSAGE = 'The report number must be 6 to 20 letters or digits, e.g. LG123456789';
export const HUID_MESSAGE = 'The HUID must be exactly 6 letters or digits, e.g. AB12C3';
export const LAB_MESSAGE = `The lab must be one of ${Object.values(CertificateLab).join(', ')}`;

/** A lab's report number: 6 to 20 letters and digits, kept upper case (labs print them so; GIA's are digits only). */
export const reportNumber = z
  .string({ error: 'The report number is required' })
  .trim()
  .min(1, 'The report number is required')
  .regex(/^[A-Za-z0-9]{6,20}$/, REPORT_NUMBER_MESSAGE)
  .transform((value) => value.toUpperCase());

/** The BIS Hallmark Unique ID: exactly 6 characters, A-Z and 0-9; lower case is taken as upper case. */
export const huid = z
  .string({ error: 'The HUID is required' })
  .trim()
  .min(1, 'The HUID is required')
  .regex(/^[A-Za-z0-9]{6}$/, HUID_MESSAGE)
  .transform((value) => value.toUpperCase());

export const certificateSchema = z.object({
  lab: z.enum(CertificateLab, { error: LAB_MESSAGE }),
  reportNumber,
});

export const hallmarkSchema = z.object({
  purity: z
    .number({ error: 'The hallmark purity is required' })
    .int('The hallmark purity must be a whole number of karats, e.g. 18')
    .positive('The hallmark purity must be a whole number of karats, e.g. 18'),
  huid,
});
