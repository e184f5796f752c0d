import { z } from '../../shared/forms/zod';
import { SOCIAL_POST_UPLOAD, imageFileProblem } from '../../shared/admin/image-upload';
import { TEXT_LIMITS } from '../../shared/admin/text-limits';

/**
 * Why a chosen file cannot be a post's picture, or null: the back-office's one upload rule with the social
 * posts' types (JPEG or PNG by type, or by name when the browser gives no type; by its first bytes once the
 * picker read them; at most 5 MB).
 */
export const postImageProblem = (file: File) => imageFileProblem(file, SOCIAL_POST_UPLOAD, 'Image');

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
  .max(TEXT_LIMITS.socialPostLink, { message: `Link must be at most ${TEXT_LIMITS.socialPostLink} characters`, abort: true })
  .refine(isHttpUrl, 'Link must be a valid URL (https://…)');
const image = z.custom<File | null>((value) => value === null || value instanceof File);
const checkedImage = image.superRefine((file, ctx) => {
  const problem = file ? postImageProblem(file) : null;
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** Adding: an image (jpeg, jpg, png) and a link are both required. */
export const addPostSchema = z.object({
  link,
  image: checkedImage.refine((file) => file !== null, 'Image is required'),
});

/** Editing: the link stays required; a new image is optional. */
export const editPostSchema = z.object({
  link,
  image: checkedImage,
});

export type PostFormValues = { link: string; image: File | null };
