import { DomainError, DomainErrorCode } from '../common/domain-error';
import { type FileToStore, type ImageFormat, MAX_IMAGE_BYTES, checkImage, makeVariants } from '../uploads/images';

/** Pictures of a certificate: the formats labs send scans in. */
export const CERTIFICATE_IMAGE_FORMATS: readonly ImageFormat[] = ['jpeg', 'png', 'webp'];
export const CERTIFICATE_FILE_MESSAGE = 'The certificate must be a PDF, JPEG, PNG or WebP file';
/** Where certificate files are stored (uploads/certificates/...). */
export const CERTIFICATE_FOLDER = 'certificates';

/** A certificate file fit to store: a PDF as sent, or a picture re-encoded by the image check. */
export type CheckedCertificateFile = FileToStore;

// Every PDF starts with "%PDF-" and a version; some writers put up to 1 KB of junk before it, which
// readers accept, but a certificate from a lab's system has none, so the header must come first.
const PDF_HEADER = /^%PDF-\d\.\d/;
const PDF_END = Buffer.from('%%EOF');

/**
 * Decides what an uploaded certificate is by its bytes, never by its name or declared type: a PDF (its
 * header, and the end-of-file marker within the last 1 KB, so a truncated upload is refused), or a JPEG,
 * PNG or WebP picture (decoded and re-encoded as every picture is). Anything else is INVALID_INPUT on
 * `field`. A PDF is stored as sent: the upload route serves it sandboxed and nosniff (http/serve-uploads.ts).
 */
export async function checkCertificateFile(data: Buffer, field = 'file'): Promise<CheckedCertificateFile> {
  const refuse = (message: string) => new DomainError(DomainErrorCode.INVALID_INPUT, message, field);
  if (data.length === 0) throw refuse('The certificate file is empty');
  if (data.length > MAX_IMAGE_BYTES) throw refuse(`The certificate file is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`);
  if (PDF_HEADER.test(data.subarray(0, 8).toString('latin1'))) {
    if (!data.subarray(-1024).includes(PDF_END)) throw refuse('The PDF is incomplete (no end-of-file marker)');
    return { data, extension: 'pdf', variants: [] };
  }
  try {
    const image = await checkImage(data, field, CERTIFICATE_IMAGE_FORMATS);
    return { data: image.data, extension: image.extension, variants: await makeVariants(image) };
  } catch (error) {
    if (error instanceof DomainError)
      throw refuse(/too many pixels|dimensions/i.test(error.message) ? error.message : CERTIFICATE_FILE_MESSAGE);
    throw error;
  }
}
