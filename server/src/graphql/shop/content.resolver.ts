import { Ctx, Query, Resolver } from 'type-graphql';
import type { ContentService } from '../../domain/content/content.service';
import { SliderImage } from '../../entities/slider-image.entity';
import type { GraphQLContext } from '../context';

@Resolver()
export class ContentResolver {
  constructor(private readonly content: ContentService) {}

  @Query(() => [SliderImage], { description: 'The active pictures of the home-page carousel, in order.' })
  sliderImages(@Ctx() ctx: GraphQLContext): Promise<SliderImage[]> {
    return this.content.listActiveSliderImages(ctx);
  }
}
