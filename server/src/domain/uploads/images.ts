import sharp from 'sharp';
import { DomainError, DomainErrorCode } from '../common/domain-error';
import type { FileStorage } from '../../storage/file-storage';

/** The largest image accepted (GraphQL and REST enforce it while receiving, too). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Raster formats accepted, by what the bytes are (never by name or declared type); SVG is refused (scripts). */
const ACCEPTED = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' } as const;
type AcceptedFormat = keyof typeof ACCEPTED;

/** An uploaded image whose content was checked: safe to store. */
export interface CheckedImage {
  data: Buffer;
  extension: string;
  format: AcceptedFormat;
  width: number;
  height: number;
}

/**
 * Decodes the image header with sharp to learn what the bytes really are: a text file renamed .png,
 * an SVG or a truncated file is refused with INVALID_INPUT, before anything is written.
 * `allowed` narrows the formats (social posts take jpeg and png only).
 */
export async function checkImage(
  data: Buffer,
  field = 'image',
  allowed: readonly AcceptedFormat[] = ['jpeg', 'png', 'webp', 'gif'],
): Promise<CheckedImage> {
  const refuse = (message: string) => new DomainError(DomainErrorCode.INVALID_INPUT, message, field);
  if (data.length === 0) throw refuse('The image is empty');
  if (data.length > MAX_IMAGE_BYTES) throw refuse(`The image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`);
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    ({ format, width = 0, height = 0 } = await sharp(data, { failOn: 'error' }).metadata());
  } catch {
    throw refuse('The file is not an image');
  }
  if (!format || !(format in ACCEPTED) || !allowed.includes(format as AcceptedFormat)) {
    throw refuse(`Only ${allowed.map((f) => f.toUpperCase()).join(', ')} images are accepted`);
  }
  if (width < 1 || height < 1 || width * height > 40_000_000) throw refuse('The image dimensions are not acceptable');
  return { data, extension: ACCEPTED[format as AcceptedFormat], format: format as AcceptedFormat, width, height };
}

/**
 * Stores checked images, runs `write` (the database transaction) with their stored paths, and removes
 * the files again when `write` fails: a rejected request leaves neither a file nor a row behind.
 */
export async function withStoredImages<T>(
  storage: FileStorage,
  folder: string,
  images: CheckedImage[],
  write: (paths: string[]) => Promise<T>,
): Promise<T> {
  const paths: string[] = [];
  try {
    for (const image of images) paths.push(await storage.save(folder, image.data, image.extension));
    return await write(paths);
  } catch (error) {
    await Promise.all(paths.map((p) => storage.remove(p).catch(() => undefined)));
    throw error;
  }
}

/** Deletes the files of rows that are gone (after their transaction committed); failures are only logged. */
export async function removeStoredFiles(storage: FileStorage, paths: (string | null | undefined)[]): Promise<void> {
  await Promise.all(
    paths
      .filter((p): p is string => !!p)
      .map((p) => storage.remove(p).catch((error) => console.warn(`[storage] could not remove ${p}: ${String(error)}`))),
  );
}
