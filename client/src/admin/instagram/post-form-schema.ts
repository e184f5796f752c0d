import { z } from 'zod';

export const POST_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png'] as const;
const IMAGE_NAME = /\.(jpe?g|png)$/i;

/** A chosen file the social posts accept: JPEG or PNG by type, or by name when the browser gives no type. */
export function isPostImage(file: File): boolean {
  return file.type ? (POST_IMAGE_TYPES as readonly string[]).includes(file.type) : IMAGE_NAME.test(file.name);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const link = z
  .string()
  .trim()
  .min(1, { message: 'Link is required', abort: true })
  .refine(isHttpUrl, 'Link must be a valid URL (https://…)');
const image = z.custom<File | null>((value) => value === null || value instanceof File);

/** Adding: an image (jpeg, jpg, png) and a link are both required. */
export const addPostSchema = z.object({
  link,
  image: image
    .refine((file) => file !== null, 'Image is required')
    .refine((file) => !file || isPostImage(file), 'Image must be a JPEG or PNG'),
});

/** Editing: the link stays required; a new image is optional. */
export const editPostSchema = z.object({
  link,
  image: image.refine((file) => !file || isPostImage(file), 'Image must be a JPEG or PNG'),
});

export type PostFormValues = { link: string; image: File | null };
