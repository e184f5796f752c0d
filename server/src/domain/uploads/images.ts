import sharp from 'sharp';
import { DomainError, DomainErrorCode } from '../common/domain-error';
import type { FileStorage, PictureVariant } from '../../storage/file-storage';
import { variantWidthsFor } from '../../storage/picture-variants';

/**
 * The largest image accepted: the one limit of every picture field. GraphQL (graphqlUploadExpress, readUpload)
 * and REST (multer) enforce it while receiving, too, and the back-office checks it before sending
 * (client/src/shared/admin/image-upload.ts mirrors it; test/upload-rules.spec.ts holds the two together).
 */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The one refusal of a picture over MAX_IMAGE_BYTES, in plain words, whichever transport received it. */
export const IMAGE_TOO_LARGE = `The image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`;

/** Raster formats accepted, by what the bytes are (never by name or declared type); SVG is refused (scripts). */
const ACCEPTED = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' } as const;
type AcceptedFormat = keyof typeof ACCEPTED;
export type ImageFormat = AcceptedFormat;
/** Every format a picture field takes, unless it narrows them. */
export const IMAGE_FORMATS = Object.keys(ACCEPTED) as readonly AcceptedFormat[];
/** Social posts take JPEG and PNG only (docs/specifications.md#back-office-9-constants). */
export const SOCIAL_IMAGE_FORMATS: readonly AcceptedFormat[] = ['jpeg', 'png'];

/** Images are decoded at most this big (width x height, all frames): a small file that unpacks to more is refused. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Stored pictures are at most this wide and high; bigger ones are scaled down, keeping their proportions. */
export const MAX_IMAGE_DIMENSION = 4000;

/** An uploaded image, decoded and re-encoded: only pixels, safe to store and serve. */
export interface CheckedImage {
  data: Buffer;
  extension: string;
  format: AcceptedFormat;
  width: number;
  height: number;
}

const tooManyPixels = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/**
 * Decodes the header with sharp to learn what the bytes really are: a text file renamed .png, an SVG
 * or a truncated file is refused with INVALID_INPUT, before anything is written; so is a decompression
 * bomb (more than MAX_INPUT_PIXELS). An accepted image is then re-encoded in its own format (jpeg, png,
 * webp, gif; animation kept), so what is stored is only what sharp decoded: bytes appended after the
 * image (an HTML/JS polyglot), EXIF with GPS and other metadata are gone, and the orientation is applied
 * to the pixels (docs/decisions.md#uploads). `allowed` narrows the formats (social posts take jpeg and png only).
 */
export async function checkImage(data: Buffer, field = 'image', allowed: readonly AcceptedFormat[] = IMAGE_FORMATS): Promise<CheckedImage> {
  const refuse = (message: string) => new DomainError(DomainErrorCode.INVALID_INPUT, message, field);
  const tooLarge = () => refuse(`The image has too many pixels (at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels)`);
  if (data.length === 0) throw refuse('The image is empty');
  if (data.length > MAX_IMAGE_BYTES) throw refuse(IMAGE_TOO_LARGE);
  let format: string | undefined;
  let width = 0;
  let height = 0;
  let pages = 1;
  try {
    ({ format, width = 0, height = 0, pages = 1 } = await sharp(data, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch (error) {
    throw tooManyPixels(error) ? tooLarge() : refuse('The file is not an image');
  }
  if (!format || !(format in ACCEPTED) || !allowed.includes(format as AcceptedFormat)) {
    throw refuse(`Only ${allowed.map((f) => f.toUpperCase()).join(', ')} images are accepted`);
  }
  if (width < 1 || height < 1) throw refuse('The image dimensions are not acceptable');
  if (width * height * Math.max(pages, 1) > MAX_INPUT_PIXELS) throw tooLarge();
  const accepted = format as AcceptedFormat;
  try {
    const reencoded = await reencode(data, accepted, pages > 1);
    return { data: reencoded.data, extension: ACCEPTED[accepted], format: accepted, width: reencoded.width, height: reencoded.height };
  } catch (error) {
    throw tooManyPixels(error) ? tooLarge() : refuse('The file is not an image');
  }
}

/** Decodes every pixel (every frame of an animation) and writes a fresh file of the same format, without metadata. */
async function reencode(data: Buffer, format: AcceptedFormat, animated: boolean): Promise<{ data: Buffer; width: number; height: number }> {
  // autoOrient turns the pixels as EXIF said, since the EXIF itself is not kept (sharp keeps no metadata by default).
  const image = sharp(data, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, animated, autoOrient: true }).resize({
    width: MAX_IMAGE_DIMENSION,
    height: MAX_IMAGE_DIMENSION,
    fit: 'inside',
    withoutEnlargement: true,
  });
  // sharp's default settings (JPEG and WebP quality 80): a picture sharp already wrote comes out unchanged.
  const encoder = format === 'jpeg' ? image.jpeg() : format === 'png' ? image.png() : format === 'webp' ? image.webp() : image.gif();
  const { data: output, info } = await encoder.toBuffer({ resolveWithObject: true });
  return { data: output, width: info.width, height: info.pageHeight ?? info.height };
}

/**
 * The responsive variants of a checked image (storage/picture-variants.ts): a WebP copy at every standard
 * width narrower than the picture, never wider. An animated GIF gets none (its frames would be flattened),
 * so the client shows it as it is.
 */
export async function makeVariants(image: Pick<CheckedImage, 'data' | 'format' | 'width'>): Promise<PictureVariant[]> {
  if (image.format === 'gif') return [];
  const source = sharp(image.data, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
  const variants: PictureVariant[] = [];
  // One at a time: sharp already spreads one resize over the libuv pool, and the machine has 2 cores.
  for (const width of variantWidthsFor(image.width)) {
    variants.push({ width, data: await source.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer() });
  }
  return variants;
}

/** A checked file ready to store: its bytes, its extension and the responsive variants made from it (none for a PDF). */
export interface FileToStore {
  data: Buffer;
  extension: string;
  variants: PictureVariant[];
}

/**
 * Stores checked files (with their variants), runs `write` (the database transaction) with their stored paths, and removes
 * the files again when `write` fails: a rejected request leaves neither a file nor a row behind.
 */
export async function withStoredFiles<T>(
  storage: FileStorage,
  folder: string,
  files: FileToStore[],
  write: (paths: string[]) => Promise<T>,
): Promise<T> {
  const paths: string[] = [];
  try {
    for (const file of files) paths.push(await storage.save(folder, file.data, file.extension, file.variants));
    return await write(paths);
  } catch (error) {
    await Promise.all(paths.map((p) => storage.remove(p).catch(() => undefined)));
    throw error;
  }
}

/** withStoredFiles for checked images, their responsive variants made first. */
export async function withStoredImages<T>(
  storage: FileStorage,
  folder: string,
  images: CheckedImage[],
  write: (paths: string[]) => Promise<T>,
): Promise<T> {
  const files: FileToStore[] = [];
  for (const image of images) files.push({ data: image.data, extension: image.extension, variants: await makeVariants(image) });
  return withStoredFiles(storage, folder, files, write);
}

/** Deletes the files of rows that are gone (after their transaction committed); failures are only logged. */
export async function removeStoredFiles(storage: FileStorage, paths: (string | null | undefined)[]): Promise<void> {
  await Promise.all(
    paths
      .filter((p): p is string => !!p)
      .map((p) => storage.remove(p).catch((error) => console.warn(`[storage] could not remove ${p}: ${String(error)}`))),
  );
}
