import {
  Arg,
  Authorized,
  Ctx,
  Field,
  GraphQLISODateTime,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  registerEnumType,
} from 'type-graphql';
import { type ContactInquiry, InquiryStatus } from '../../entities/contact-inquiry.entity';
import { SliderImage } from '../../entities/slider-image.entity';
import { SocialPost } from '../../entities/social-post.entity';
import { Role } from '../../entities/user.entity';
import { inquiryFields } from '../../domain/content/content-admin.service';
import type { Services } from '../../services';
import { InputValidationErrorType, orError, StaleVersionErrorType } from '../common/error-results';
import { EXPECTED_VERSION } from './catalogue-config.types';
import { Deleted, Page, resultUnion } from '../common/shapes';
import { type FileUpload, GraphQLUpload, readUpload } from '../common/upload';
import type { GraphQLContext } from '../context';

registerEnumType(InquiryStatus, {
  name: 'InquiryStatus',
  description: 'Where a contact inquiry stands: NEW (the default), PENDING, CLOSED.',
});

@ObjectType('ContactInquiry', { description: 'A message sent through the storefront contact form.' })
export class ContactInquiryView {
  @Field(() => Int, { description: 'The inquiry id.' })
  id: number;

  @Field(() => String, { nullable: true, description: 'Kind of inquiry; the back-office shows "General" when null.' })
  inquiryType: string | null;

  @Field({ description: 'Who wrote.' })
  name: string;

  @Field({ description: 'Where to answer.' })
  email: string;

  @Field(() => String, { nullable: true, description: 'A contact number.' })
  phone: string | null;

  @Field(() => String, { nullable: true, description: 'What the message is about.' })
  subject: string | null;

  @Field({ description: 'The message itself.' })
  message: string;

  @Field(() => InquiryStatus, { description: 'Where the inquiry stands.' })
  status: InquiryStatus;

  @Field(() => GraphQLISODateTime, { description: 'When the shop received it.' })
  createdAt: Date;
}

export const toInquiryView = (inquiry: ContactInquiry): ContactInquiryView =>
  Object.assign(new ContactInquiryView(), { id: inquiry.id, ...inquiryFields(inquiry) });

const InquiryList = Page('InquiryList', ContactInquiryView, {
  description: 'One page of contact inquiries, newest first, with how many there are in all.',
  items: 'The inquiries of this page.',
  totalCount: 'How many inquiries (of that status) there are in all.',
});
type InquiryList = InstanceType<typeof InquiryList>;

const SliderImageDeleted = Deleted('SliderImageDeleted', {
  description: 'The slider image is deleted, with its file.',
  id: 'The id the deleted image had.',
});
type SliderImageDeleted = InstanceType<typeof SliderImageDeleted>;

const SocialPostDeleted = Deleted('SocialPostDeleted', {
  description: 'The social post is deleted, with its image file.',
  id: 'The id the deleted post had.',
});
type SocialPostDeleted = InstanceType<typeof SocialPostDeleted>;

const UpdateInquiryStatusResult = resultUnion(
  'UpdateInquiryStatusResult',
  () => [ContactInquiryView, InputValidationErrorType],
  'The inquiry with its new status, or why the status was refused.',
);

const CreateSliderImageResult = resultUnion(
  'CreateSliderImageResult',
  () => [SliderImage, InputValidationErrorType],
  'The stored image, or why the file was refused (nothing was stored then).',
);

const SocialPostResult = resultUnion(
  'SocialPostResult',
  () => [SocialPost, InputValidationErrorType, StaleVersionErrorType],
  'The stored post, or why nothing was stored or changed: what is wrong with the image or the link, or StaleVersionError (changed by someone else since it was opened).',
);

/**
 * Back-office content (the Slider and Instagram pages of docs/specifications.md#back-office-2-screens;
 * inquiries, docs/decisions.md#unsent-forms): admin only.
 */
@Resolver()
export class ContentAdminResolver {
  constructor(private readonly services: Services) {}

  @Authorized(Role.ADMIN)
  @Query(() => InquiryList, { description: 'Admin only. Contact inquiries, newest first, optionally of one status.' })
  async adminInquiries(
    @Arg('status', () => InquiryStatus, { nullable: true, description: 'Only inquiries with this status; all when omitted.' })
    status: InquiryStatus | null | undefined,
    @Arg('first', () => Int, { defaultValue: 10, description: 'Page size (1-100).' }) first: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'Inquiries to skip.' }) offset: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<InquiryList> {
    const page = await this.services.contentAdmin.listInquiries(ctx, { status, first, offset });
    return Object.assign(new InquiryList(), { items: page.inquiries.map(toInquiryView), totalCount: page.totalCount });
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => UpdateInquiryStatusResult, {
    description: 'Admin only. Sets an inquiry to NEW, PENDING or CLOSED; an unknown id is NOT_FOUND.',
  })
  async updateInquiryStatus(
    @Arg('id', () => Int, { description: 'The inquiry.' }) id: number,
    @Arg('status', () => InquiryStatus, { description: 'The new status.' }) status: InquiryStatus,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof UpdateInquiryStatusResult> {
    return orError(await this.services.contentAdmin.updateInquiryStatus(ctx, id, { status }), toInquiryView);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => CreateSliderImageResult, {
    description:
      'Admin only. Uploads a home-page carousel picture (checked by content: JPEG, PNG, WebP or GIF, at most 5 MB); it becomes active, after the others.',
  })
  async createSliderImage(
    @Arg('image', () => GraphQLUpload, { description: 'The picture (multipart request).' }) image: Promise<FileUpload>,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof CreateSliderImageResult> {
    return this.services.contentAdmin.createSliderImage(ctx, await readUpload(image, 'image'));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => SliderImageDeleted, { description: 'Admin only. Deletes a carousel picture and its file; an unknown id is NOT_FOUND.' })
  async deleteSliderImage(
    @Arg('id', () => Int, { description: 'The slider image.' }) id: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SliderImageDeleted> {
    return SliderImageDeleted.of((await this.services.contentAdmin.deleteSliderImage(ctx, id)).id, 'Image deleted successfully');
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => SocialPostResult, {
    description: 'Admin only. Adds a social post: a JPEG or PNG image (checked by content) and an http(s) link, both required.',
  })
  async createSocialPost(
    @Arg('image', () => GraphQLUpload, { description: 'The picture (multipart request): JPEG or PNG.' }) image: Promise<FileUpload>,
    @Arg('link', () => String, { description: 'Where the post links to: an http or https URL.' }) link: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof SocialPostResult> {
    return this.services.contentAdmin.createSocialPost(ctx, { image: await readUpload(image, 'image'), link });
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => SocialPostResult, {
    description:
      'Admin only. Edits a social post: a new link and/or a new JPEG or PNG image, which replaces (and deletes) the old one. An unknown id is NOT_FOUND.',
  })
  async updateSocialPost(
    @Arg('id', () => Int, { description: 'The post.' }) id: number,
    @Arg('link', () => String, { nullable: true, description: 'A new http or https link; unchanged when omitted.' })
    link: string | null | undefined,
    @Arg('image', () => GraphQLUpload, { nullable: true, description: 'A new picture (multipart request); unchanged when omitted.' })
    image: Promise<FileUpload> | null | undefined,
    @Arg('expectedVersion', () => Int, { nullable: true, description: EXPECTED_VERSION }) expectedVersion: number | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof SocialPostResult> {
    return this.services.contentAdmin.updateSocialPost(ctx, id, {
      link,
      image: image ? await readUpload(image, 'image') : null,
      expectedVersion,
    });
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => SocialPostDeleted, { description: 'Admin only. Deletes a social post and its image file; an unknown id is NOT_FOUND.' })
  async deleteSocialPost(
    @Arg('id', () => Int, { description: 'The post.' }) id: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SocialPostDeleted> {
    return SocialPostDeleted.of((await this.services.contentAdmin.deleteSocialPost(ctx, id)).id, 'Post deleted successfully');
  }
}
