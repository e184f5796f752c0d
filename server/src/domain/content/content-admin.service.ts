import type { DataSource, FindOptionsWhere } from 'typeorm';
import { findOneForUpdate } from '../../database/locks';
import { inTransaction } from '../../database/transactions';
import { ContactInquiry, type InquiryStatus } from '../../entities/contact-inquiry.entity';
import { SliderImage } from '../../entities/slider-image.entity';
import { SocialPost } from '../../entities/social-post.entity';
import type { FileStorage } from '../../storage/file-storage';
import { requireAdmin } from '../common/ownership';
import { DomainError, DomainErrorCode, notFound } from '../common/domain-error';
import { FieldError, InputValidationError, type StaleVersionError } from '../common/error-results';
import { claimVersionOrRollBack, staleOr } from '../common/record-version';
import { LIST_PAGE, pageWindow } from '../common/paging';
import { changeStatus } from '../common/status-change';
import type { RequestContext } from '../common/request-context';
import { fieldError, validateInput } from '../common/validation';
import {
  type CheckedImage,
  type ImageFormat,
  SOCIAL_IMAGE_FORMATS,
  checkImage,
  removeStoredFiles,
  withStoredImages,
} from '../uploads/images';
import { IMAGE_REQUIRED, createSocialPostSchema, inquiryStatusSchema, updateSocialPostSchema } from './content-admin.validation';

// Social posts take JPEG and PNG only (SOCIAL_IMAGE_FORMATS; docs/specifications.md#back-office-5-validation,
// docs/specifications.md#back-office-9-constants); slider images any accepted raster format.

/** An uploaded file as the transports hand it over: its bytes, or nothing when none was sent. */
export type UploadedImage = Buffer | null | undefined;

export interface SocialPostInput {
  link?: unknown;
  image?: UploadedImage;
  /** On update: the version the form was loaded with (docs/decisions.md#no-lost-updates); absent: last write wins. */
  expectedVersion?: unknown;
}

/**
 * What the back-office shows of a contact inquiry besides its id, under the names both transports use
 * (GraphQL ContactInquiry, REST GET /contact/getall).
 */
export const inquiryFields = (inquiry: ContactInquiry) => ({
  inquiryType: inquiry.inquiryType,
  name: inquiry.name,
  email: inquiry.email,
  phone: inquiry.phone,
  subject: inquiry.subject,
  message: inquiry.message,
  status: inquiry.status,
  createdAt: inquiry.createdAt,
});

export interface InquiryListQuery {
  /** Only inquiries with this status; all when absent. */
  status?: InquiryStatus | null;
  first?: number | null;
  offset?: number | null;
}

export interface InquiryPage {
  inquiries: ContactInquiry[];
  totalCount: number;
}

/**
 * Checks an upload by its content (uploads/images.ts): the checked image, or the field error that says
 * why it is refused (missing, empty, not an image, a format not allowed, too large).
 */
async function checkUpload(data: UploadedImage, field: string, formats?: readonly ImageFormat[]): Promise<CheckedImage | FieldError> {
  if (data === null || data === undefined) return fieldError(field, IMAGE_REQUIRED);
  try {
    return await checkImage(data, field, formats);
  } catch (error) {
    if (error instanceof DomainError && error.code === DomainErrorCode.INVALID_INPUT) return fieldError(field, error.message);
    throw error;
  }
}

/**
 * Back-office content: slider images, social posts, contact inquiries. Uploaded files are checked by
 * content before anything is written; a refused request leaves no file and no row, and a deleted row's
 * file is removed once the deletion committed.
 */
export class ContentAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
  ) {}

  // --- slider images (the active list is ContentService.listActiveSliderImages) ---

  /**
   * Stores a new, active carousel picture after the others (folder `slider`). Without a file, or with
   * one that is not an image, an InputValidationError and nothing stored. Runs for GraphQL
   * `createSliderImage` and REST `POST /slider/createslider`.
   */
  async createSliderImage(ctx: RequestContext, image: UploadedImage): Promise<SliderImage | InputValidationError> {
    requireAdmin(ctx);
    const checked = await checkUpload(image, 'image');
    if (checked instanceof FieldError) return new InputValidationError([checked]);
    return withStoredImages(this.storage, 'slider', [checked], ([imageUrl]) =>
      inTransaction(this.dataSource, async (m) => {
        const slides = m.getRepository(SliderImage);
        const last = await slides
          .createQueryBuilder('s')
          .select('MAX(s.position)', 'position')
          .getRawOne<{ position: number | string | null }>();
        const position = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
        return slides.save(slides.create({ imageUrl, position, isActive: true }));
      }),
    );
  }

  /**
   * Deletes a carousel picture: the row, then its file. An unknown id is NOT_FOUND. Runs for GraphQL
   * `deleteSliderImage` and REST `DELETE /slider/delete/{sliderId}`.
   */
  async deleteSliderImage(ctx: RequestContext, sliderId: number): Promise<SliderImage> {
    requireAdmin(ctx);
    return this.deleteWithFile(SliderImage, sliderId, 'Slider image not found', (slide) => slide.imageUrl);
  }

  // --- social posts (the public list is ContentService.listSocialPosts) ---

  /**
   * Adds a social post: an image (JPEG or PNG, by content) and a web link, both required. Every field's
   * problem comes back in one InputValidationError, with nothing stored. Runs for GraphQL
   * `createSocialPost` and REST `POST /admin/instagram-posts`.
   */
  async createSocialPost(ctx: RequestContext, input: SocialPostInput): Promise<SocialPost | InputValidationError> {
    requireAdmin(ctx);
    const checked = await checkUpload(input.image, 'image', SOCIAL_IMAGE_FORMATS);
    const data = validateInput(createSocialPostSchema, { link: input.link });
    const errors = [...(checked instanceof FieldError ? [checked] : []), ...(data instanceof InputValidationError ? data.fieldErrors : [])];
    if (errors.length > 0 || checked instanceof FieldError || data instanceof InputValidationError) return new InputValidationError(errors);
    return withStoredImages(this.storage, 'social', [checked], ([imagePath]) =>
      inTransaction(this.dataSource, (m) => m.save(m.create(SocialPost, { imagePath, link: data.link }))),
    );
  }

  /**
   * Edits a social post: a new link and/or a new image (optional, JPEG or PNG), which replaces the old
   * one; the old file is removed once the change committed. An unknown id is NOT_FOUND. Runs for GraphQL
   * `updateSocialPost` and REST `PUT /admin/instagram-posts/{id}`. A save from an older version than the stored
   * one (`expectedVersion`) is a StaleVersionError: nothing changes and the new image is not kept.
   */
  async updateSocialPost(
    ctx: RequestContext,
    postId: number,
    input: SocialPostInput,
  ): Promise<SocialPost | InputValidationError | StaleVersionError> {
    requireAdmin(ctx);
    if (!(await this.dataSource.getRepository(SocialPost).existsBy({ id: postId }))) throw notFound('Post not found');
    const checked =
      input.image === null || input.image === undefined ? null : await checkUpload(input.image, 'image', SOCIAL_IMAGE_FORMATS);
    const data = validateInput(updateSocialPostSchema, { link: input.link ?? undefined, expectedVersion: input.expectedVersion });
    const errors = [...(checked instanceof FieldError ? [checked] : []), ...(data instanceof InputValidationError ? data.fieldErrors : [])];
    if (errors.length > 0 || checked instanceof FieldError || data instanceof InputValidationError) return new InputValidationError(errors);

    const write = (newPath: string | null) =>
      inTransaction(this.dataSource, async (m) => {
        const post = await findOneForUpdate(m, SocialPost, { id: postId });
        if (!post) throw notFound('Post not found');
        const oldPath = newPath ? post.imagePath : null;
        const changes: Partial<Pick<SocialPost, 'imagePath' | 'link'>> = {};
        if (newPath) changes.imagePath = newPath;
        if (data.link !== undefined && data.link !== post.link) changes.link = data.link;
        const version = await claimVersionOrRollBack(m, SocialPost, post.id, data.expectedVersion, 'Post not found', {
          changes: Object.keys(changes).length > 0,
        });
        if (Object.keys(changes).length > 0) await m.getRepository(SocialPost).update({ id: post.id }, changes);
        return { post: Object.assign(post, changes, { version }), oldPath };
      });
    const saved = await staleOr(() =>
      checked ? withStoredImages(this.storage, 'social', [checked], ([path]) => write(path)) : write(null),
    );
    if (!('post' in saved)) return saved;
    await removeStoredFiles(this.storage, [saved.oldPath]);
    return saved.post;
  }

  /**
   * Deletes a social post: the row, then its file. An unknown id is NOT_FOUND. Runs for GraphQL
   * `deleteSocialPost` and REST `DELETE /admin/instagram-posts/{id}`.
   */
  async deleteSocialPost(ctx: RequestContext, postId: number): Promise<SocialPost> {
    requireAdmin(ctx);
    return this.deleteWithFile(SocialPost, postId, 'Post not found', (post) => post.imagePath);
  }

  // --- contact inquiries (sent through ContentService.submitContactInquiry) ---

  /**
   * Contact inquiries, newest first, optionally of one status: one page (GraphQL `adminInquiries`), or
   * every one with `all` (REST `GET /contact/getall`, a plain list).
   */
  async listInquiries(ctx: RequestContext, query: InquiryListQuery = {}, options: { all?: boolean } = {}): Promise<InquiryPage> {
    requireAdmin(ctx);
    const where = query.status ? { status: query.status } : {};
    const order = { createdAt: 'DESC', id: 'DESC' } as const;
    const inquiries = this.dataSource.getRepository(ContactInquiry);
    if (options.all) {
      const rows = await inquiries.find({ where, order });
      return { inquiries: rows, totalCount: rows.length };
    }
    const { take, skip } = pageWindow(query, LIST_PAGE);
    const [rows, totalCount] = await inquiries.findAndCount({ where, order, take, skip });
    return { inquiries: rows, totalCount };
  }

  /**
   * Sets an inquiry's status to new, pending or closed (any of them, at any time). An unknown id is
   * NOT_FOUND. Runs for GraphQL `updateInquiryStatus`.
   */
  async updateInquiryStatus(ctx: RequestContext, inquiryId: number, input: unknown): Promise<ContactInquiry | InputValidationError> {
    requireAdmin(ctx);
    const data = validateInput(inquiryStatusSchema, input);
    if (data instanceof InputValidationError) return data;
    return changeStatus(this.dataSource, ContactInquiry, inquiryId, data.status, 'Inquiry not found');
  }

  /** Deletes a row locked for the update (`missing` as NOT_FOUND when unknown), then, once committed, its file. */
  private async deleteWithFile<T extends { id: number }>(
    entity: new () => T,
    id: number,
    missing: string,
    fileOf: (row: T) => string,
  ): Promise<T> {
    const deleted = await inTransaction(this.dataSource, async (m) => {
      const row = await findOneForUpdate(m, entity, { id } as FindOptionsWhere<T>);
      if (!row) throw notFound(missing);
      await m.getRepository(entity).delete({ id: row.id } as FindOptionsWhere<T>);
      return row;
    });
    await removeStoredFiles(this.storage, [fileOf(deleted)]);
    return deleted;
  }
}
