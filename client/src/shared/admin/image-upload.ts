/**
 * The one upload rule of every back-office picture field (categories, subcategories' category pictures,
 * slider, social posts, product colour pictures): what the server accepts (server/src/domain/uploads/images.ts:
 * MAX_IMAGE_BYTES, IMAGE_FORMATS, SOCIAL_IMAGE_FORMATS; test/upload-rules.spec.ts fails when the two part),
 * checked in the browser before anything is sent. The type is checked by the declared MIME type AND by the
 * file's first bytes, since a text file renamed `fake.png` is declared image/png by its name.
 *
 * Use: `await inspectImageFiles(files)` when files are picked (it reads their first bytes), then
 * `imageFileProblem(file, rule)` (synchronous, so zod schemas can call it) says what is wrong, if anything.
 */

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** The largest picture the server takes (MAX_IMAGE_BYTES). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export interface ImageUploadRule {
  /** MIME types accepted (also the file picker's `accept`). */
  types: readonly ImageType[];
  maxBytes: number;
}

/** Every picture field but the social posts'. */
export const IMAGE_UPLOAD: ImageUploadRule = { types: IMAGE_TYPES, maxBytes: IMAGE_MAX_BYTES };
/** Social posts take JPEG and PNG only (docs/specifications.md#back-office-5-validation). */
export const SOCIAL_POST_UPLOAD: ImageUploadRule = { types: ['image/jpeg', 'image/png'], maxBytes: IMAGE_MAX_BYTES };

const TYPE_NAMES: Record<ImageType, string> = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP', 'image/gif': 'GIF' };
const BY_EXTENSION: Record<string, ImageType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** "JPEG, PNG, WebP or GIF". */
export function describeImageTypes(types: readonly string[]): string {
  const names = types.map((type) => TYPE_NAMES[type as ImageType] ?? type);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/** "5 MB", "512 KB". */
export const describeBytes = (bytes: number) =>
  bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;

/** The hint of a picture field: "JPEG, PNG, WebP or GIF image, up to 5 MB". */
export const imageRuleHint = (rule: ImageUploadRule) => `${describeImageTypes(rule.types)} image, up to ${describeBytes(rule.maxBytes)}`;

/** The picker's `accept`: the MIME types and their file name endings (for systems that give no type). */
export const acceptOf = (rule: ImageUploadRule) =>
  [
    ...rule.types,
    ...Object.keys(BY_EXTENSION)
      .filter((ext) => rule.types.includes(BY_EXTENSION[ext]))
      .map((ext) => `.${ext}`),
  ].join(',');

/** What the first bytes of a file say it is (JPEG, PNG, GIF, WebP), or 'other'. */
export function sniffImageType(head: Uint8Array): ImageType | 'other' {
  const starts = (bytes: number[], at = 0) => bytes.every((byte, index) => head[at + index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x47, 0x49, 0x46, 0x38]) && (head[4] === 0x37 || head[4] === 0x39) && head[5] === 0x61) return 'image/gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return 'other';
}

// What each inspected file's bytes are; a File is immutable, so its answer never goes stale.
const sniffed = new WeakMap<Blob, ImageType | 'other'>();

/** Reads the first bytes of each picked file (before it goes into a form), for imageFileProblem. */
export async function inspectImageFiles(files: readonly File[]): Promise<void> {
  await Promise.all(
    files.map(async (file) => {
      if (sniffed.has(file)) return;
      try {
        sniffed.set(file, sniffImageType(new Uint8Array(await file.slice(0, 12).arrayBuffer())));
      } catch {
        // An unreadable file (gone from the disk) is left to the declared type and the server.
      }
    }),
  );
}

/** The type a file declares: its MIME type (image/jpg is an old name of image/jpeg), else the one its name ends in. */
function declaredType(file: File): string {
  if (file.type) return file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return BY_EXTENSION[extension] ?? '';
}

/** Why a file would be refused: a type the field does not take, bytes that are no image, too large. */
export type ImageProblem = 'type' | 'not-an-image' | 'size';

/** Why a file would be refused, or null. Its bytes count once inspectImageFiles has read them. */
export function imageProblemKind(file: File, rule: ImageUploadRule = IMAGE_UPLOAD): ImageProblem | null {
  const types = rule.types as readonly string[];
  const bytes = sniffed.get(file);
  if (!types.includes(declaredType(file))) return 'type';
  if (bytes === 'other') return 'not-an-image';
  if (bytes !== undefined && !types.includes(bytes)) return 'type';
  if (file.size > rule.maxBytes) return 'size';
  return null;
}

/**
 * The message for a file the rule refuses, else null: "Please choose an image file (JPEG, PNG, WebP or GIF)",
 * "The file is not an image" (the server's words for bytes that are no picture, e.g. a renamed text file) or
 * "<label> must be at most 5 MB". `label` names the field ("Category image").
 */
export function imageFileProblem(file: File, rule: ImageUploadRule = IMAGE_UPLOAD, label = 'The image'): string | null {
  switch (imageProblemKind(file, rule)) {
    case 'type':
      return `Please choose an image file (${describeImageTypes(rule.types)})`;
    case 'not-an-image':
      return 'The file is not an image';
    case 'size':
      return `${label} must be at most ${describeBytes(rule.maxBytes)}`;
    default:
      return null;
  }
}
