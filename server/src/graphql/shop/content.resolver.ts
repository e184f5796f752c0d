import { Arg, Ctx, Field, GraphQLISODateTime, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { InputValidationError } from '../../domain/common/error-results';
import type { ContentService } from '../../domain/content/content.service';
import { SliderImage } from '../../entities/slider-image.entity';
import { SocialPost } from '../../entities/social-post.entity';
import { InputValidationErrorType } from '../common/error-results';
import { resultUnion } from '../common/shapes';
import type { GraphQLContext } from '../context';

@InputType({ description: 'A message from the storefront contact form. Every field but inquiryType is required.' })
class ContactInquiryInput {
  @Field({ description: 'Who is writing (at most 100 characters).' }) name: string;
  @Field({ description: 'A contact number: 7-15 digits, optionally with a leading plus, spaces, dashes or brackets.' }) phone: string;
  @Field({ description: 'What the message is about (at most 200 characters).' }) subject: string;
  @Field({ description: 'Where the shop should answer.' }) email: string;
  @Field({ description: 'The message itself (at most 5000 characters).' }) message: string;
  @Field(() => String, { nullable: true, description: 'Optional kind of inquiry, e.g. "Custom order"; shown as "General" when absent.' })
  inquiryType?: string | null;
}

@ObjectType('ContactInquiryReceived', { description: 'The contact message was stored; the shop answers by e-mail or phone.' })
class ContactInquiryReceived {
  @Field(() => Int, { description: 'Reference of the stored inquiry.' }) inquiryId: number;
  @Field(() => GraphQLISODateTime, { description: 'When the shop received it.' }) receivedAt: Date;
  @Field({ description: 'A confirmation fit to show to the sender.' }) message: string;
}

@ObjectType('NewsletterSubscription', { description: 'The address is on the newsletter list.' })
class NewsletterSubscription {
  @Field({ description: 'The subscribed address, in lower case.' }) email: string;
  @Field({ description: 'True when the address had signed up before; nothing was written then.' }) alreadySubscribed: boolean;
  @Field({ description: 'A confirmation fit to show to the subscriber.' }) message: string;
}

const ContactInquiryResult = resultUnion(
  'ContactInquiryResult',
  () => [ContactInquiryReceived, InputValidationErrorType],
  'The stored inquiry, or what is wrong with the form.',
);

const NewsletterResult = resultUnion(
  'NewsletterResult',
  () => [NewsletterSubscription, InputValidationErrorType],
  'The subscription, or what is wrong with the address.',
);

@Resolver()
export class ContentResolver {
  constructor(private readonly content: ContentService) {}

  @Query(() => [SliderImage], { description: 'The active pictures of the home-page carousel, in order.' })
  sliderImages(@Ctx() ctx: GraphQLContext): Promise<SliderImage[]> {
    return this.content.listActiveSliderImages(ctx);
  }

  @Query(() => [SocialPost], { description: "The shop's social-media (Instagram) posts, newest first." })
  socialPosts(
    @Arg('first', () => Int, { defaultValue: 12, description: 'How many (1-100).' }) first: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SocialPost[]> {
    return this.content.listSocialPosts(ctx, first);
  }

  @Mutation(() => ContactInquiryResult, { description: 'Sends a message through the contact form; guests may send one.' })
  async submitContactInquiry(
    @Arg('input', () => ContactInquiryInput, { description: 'The contact form.' }) input: ContactInquiryInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof ContactInquiryResult> {
    const result = await this.content.submitContactInquiry(ctx, { ...input });
    if (result instanceof InputValidationError) return result;
    return Object.assign(new ContactInquiryReceived(), {
      inquiryId: result.id,
      receivedAt: result.createdAt,
      message: 'Thank you for contacting us! We will get back to you soon.',
    });
  }

  @Mutation(() => NewsletterResult, { description: 'Signs an e-mail address up to the newsletter, once per address; guests may sign up.' })
  async subscribeNewsletter(
    @Arg('email', () => String, { description: 'The address to send the newsletter to.' }) email: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof NewsletterResult> {
    const result = await this.content.subscribeNewsletter(ctx, { email });
    if (result instanceof InputValidationError) return result;
    return Object.assign(new NewsletterSubscription(), {
      ...result,
      message: result.alreadySubscribed ? 'You are already subscribed' : 'Thank you for subscribing!',
    });
  }
}
