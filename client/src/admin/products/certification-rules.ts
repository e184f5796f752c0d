import { z } from '../../shared/forms/zod';
import { IMAGE_MAX_BYTES, describeBytes } from '../../shared/admin/image-upload';

// The certificate and hallmark rules of the server (server/src/domain/certificates/certificates.validation.ts
// and certificate-files.ts), checked as the admin types so a wrong HUID is said under its field at once.

export const REPORT_NUMBER_MESSAGE = 'The report number must be 6 to 20 letters or digits, e.g. LG123456789';
export const HUID_MESSAGE = 'The HUID must be exactly 6 letters or digits, e.g. AB12C3';
export const CERTIFICATE_FILE_MESSAGE = 'The certificate must be a PDF, JPEG, PNG or WebP file';

export const LAB_OPTIONS = [
  { value: 'IGI', label: 'IGI' },
  { value: 'GIA', label: 'GIA' },
  { value: 'SGL', label: 'SGL' },
  { value: 'OTHER', label: 'Other lab' },
] as const;

export const CERTIFICATE_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
/** The file picker's `accept`. */
export const CERTIFICATE_ACCEPT = [...CERTIFICATE_TYPES, '.pdf', '.jpg', '.jpeg', '.png', '.webp'].join(',');
export const CERTIFICATE_FILE_HINT = `PDF, JPEG, PNG or WebP, up to ${describeBytes(IMAGE_MAX_BYTES)}`;

export interface CertificateValues {
  lab: string;
  reportNumber: string;
}

export interface HallmarkValues {
  purity: string;
  huid: string;
}

export const certificateSchema = z.object({
  lab: z.string().refine((value) => LAB_OPTIONS.some((option) => option.value === value), 'Choose the lab'),
  reportNumber: z
    .string()
    .trim()
    .min(1, 'The report number is required')
    .regex(/^[A-Za-z0-9]{6,20}$/, REPORT_NUMBER_MESSAGE),
});

export const hallmarkSchema = z.object({
  purity: z.string().min(1, 'Choose the hallmark purity'),
  huid: z
    .string()
    .trim()
    .min(1, 'The HUID is required')
    .regex(/^[A-Za-z0-9]{6}$/, HUID_MESSAGE),
});

/** What is wrong with a chosen certificate file, by its declared type (or name) and size; the server checks its bytes. */
export function certificateFileProblem(file: File): string | null {
  const byName = /\.(pdf|jpe?g|png|webp)$/i.test(file.name);
  if (!(CERTIFICATE_TYPES as readonly string[]).includes(file.type) && !(file.type === '' && byName)) return CERTIFICATE_FILE_MESSAGE;
  if (file.size > IMAGE_MAX_BYTES) return `The certificate file is larger than ${describeBytes(IMAGE_MAX_BYTES)}`;
  return null;
}
