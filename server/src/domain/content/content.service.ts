import type { DataSource } from 'typeorm';
import { inTransaction } from '../../database/transactions';
import { isUniqueViolation } from '../../database/errors';
import { ContactInquiry, InquiryStatus } from '../../entities/contact-inquiry.entity';
import { NewsletterSubscriber } from '../../entities/newsletter-subscriber.entity';
import { SliderImage } from '../../entities/slider-image.entity';
import { SocialPost } from '../../entities/social-post.entity';
import { InputValidationError } from '../common/error-results';
import { pageWindow } from '../common/paging';
import { type RateLimits, callerIp } from '../common/rate-limits';
import type { RequestContext } from '../common/request-context';
import { validateInput } from '../common/validation';
import { notify } from '../notifications/notify';
import { contactInquirySchema, newsletterSchema } from './content.validation';

export const MAX_SOCIAL_POSTS = 100;

/** A newsletter sign-up: the stored address, and whether it had signed up before. */
export interface NewsletterSignup {
  email: string;
  alreadySubscribed: boolean;
}

/**
 * The storefront's editorial content (home-page slider, Instagram posts) and what guests send the shop
 * (contact inquiries, newsletter sign-ups; docs/decisions.md#unsent-forms). Shared by GraphQL and the REST layer.
 */
export class ContentService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rateLimits: RateLimits,
  ) {}

  /** The active carousel pictures in their order. Runs for GraphQL `sliderImages` and REST `GET /slider/active`. */
  listActiveSliderImages(_ctx: RequestContext): Promise<SliderImage[]> {
    return this.dataSource.getRepository(SliderImage).find({ where: { isActive: true }, order: { position: 'ASC', id: 'ASC' } });
  }

  /**
   * The newest social posts first, at most `first` (clamped to 1-100). Runs for GraphQL `socialPosts`;
   * REST `GET /instagram-posts` asks for the maximum, as the legacy answer had no paging.
   */
  listSocialPosts(_ctx: RequestContext, first: number): Promise<SocialPost[]> {
    const { take } = pageWindow({ first }, { max: MAX_SOCIAL_POSTS });
    return this.dataSource.getRepository(SocialPost).find({ order: { createdAt: 'DESC', id: 'DESC' }, take });
  }

  /**
   * Stores a contact-form message with status `new`, for the back-office's Recent Inquiries. Public:
   * guests may send one. Runs for GraphQL `submitContactInquiry`.
   */
  async submitContactInquiry(ctx: RequestContext, input: unknown): Promise<ContactInquiry | InputValidationError> {
    await this.rateLimits.consume('contactPerIp', callerIp(ctx));
    const data = validateInput(contactInquirySchema, input);
    if (data instanceof InputValidationError) return data;
    return inTransaction(this.dataSource, async (m) => {
      const inquiry = await m.save(
        m.create(ContactInquiry, {
          name: data.name,
          phone: data.phone,
          subject: data.subject,
          email: data.email,
          message: data.message,
          inquiryType: data.inquiryType,
          status: InquiryStatus.NEW,
        }),
      );
      // An acknowledgement to the sender and a notice to the shop (docs/decisions.md#notifications).
      await notify(m, { kind: 'contact-enquiry', inquiryId: inquiry.id });
      return inquiry;
    });
  }

  /**
   * Signs an address up to the newsletter, once per address whatever its case: a repeated sign-up
   * succeeds with `alreadySubscribed` and writes nothing. Runs for GraphQL `subscribeNewsletter`.
   */
  async subscribeNewsletter(ctx: RequestContext, input: unknown): Promise<NewsletterSignup | InputValidationError> {
    await this.rateLimits.consume('newsletterPerIp', callerIp(ctx));
    const data = validateInput(newsletterSchema, input);
    if (data instanceof InputValidationError) return data;
    const subscribers = this.dataSource.getRepository(NewsletterSubscriber);
    if (await subscribers.existsBy({ email: data.email })) return { email: data.email, alreadySubscribed: true };
    try {
      await inTransaction(this.dataSource, (m) => m.insert(NewsletterSubscriber, { email: data.email }));
    } catch (error) {
      // Two sign-ups of one address at once: the UNIQUE index keeps one row, the other is "already".
      if (isUniqueViolation(error)) return { email: data.email, alreadySubscribed: true };
      throw error;
    }
    return { email: data.email, alreadySubscribed: false };
  }
}
