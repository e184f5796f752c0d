import { Field, ObjectType } from 'type-graphql';
import { Entity } from 'typeorm';
import { CreatedAt, RecordVersion, VarcharColumn } from './columns';
import { Identified } from './records';

@ObjectType('SocialPost', { description: 'A promotional social-media (Instagram) post shown on the storefront.' })
@Entity('social_posts')
export class SocialPost extends Identified {
  @Field({ description: 'Path relative to the API base, e.g. uploads/social/9c1e.webp.' })
  @VarcharColumn(500)
  imagePath: string;

  @Field({ description: 'Where the post links to.' })
  @VarcharColumn(500)
  link: string;

  @Field()
  @CreatedAt()
  createdAt: Date;

  @RecordVersion()
  version: number;
}
