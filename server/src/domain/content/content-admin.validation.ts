import { z } from 'zod';
import { InquiryStatus } from '../../entities/contact-inquiry.entity';
import { expectedVersionField } from '../common/record-version';
import { TEXT_LIMITS } from '../common/text-limits';

// docs/specifications.md#back-office-5-validation: a social post's link is required and must be a URL. We
// accept web links only (http or https with a real host name): the storefront renders it as a link, so no
// javascript: URLs.
const LINK_REQUIRED = 'Link is required';

export const socialLinkSchema = z
  .string({ error: LINK_REQUIRED })
  .trim()
  .min(1, LINK_REQUIRED)
  .max(TEXT_LIMITS.socialPostLink, `Link must be at most ${TEXT_LIMITS.socialPostLink} characters`)
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'Link must be a valid URL (http or https)' }));

export const createSocialPostSchema = z.object({ link: socialLinkSchema });
export const updateSocialPostSchema = z.object({ link: socialLinkSchema.optional(), expectedVersion: expectedVersionField });

export const inquiryStatusSchema = z.object({
  status: z.enum(InquiryStatus, { error: 'Status must be new, pending or closed' }),
});

/**
 * A slider image or a new social post without a file (the slider's text in
 * docs/specifications.md#back-office-5-validation, used for both).
 */
export const IMAGE_REQUIRED = 'Please select an image';
