import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { CreatedAt, RecordVersion } from './columns';
import { Identified } from './records';

@ObjectType('SocialPost', { description: 'A promotional social-media (Instagram) post shown on the storefront.' })
@Entity('social_posts')
export class SocialPost extends Identified {
  @Field({ description: 'Path relative to the API base, e.g. uploads/social/9c1e.webp.' })
  @Column({ type: 'varchar', length: 500 })
  imagePath: string;

  @Field({ description: 'Where the post links to.' })
  @Column({ type: 'varchar', length: 500 })
  link: string;

  @Field()
  @CreatedAt()
  createdAt: Date;

  @RecordVersion()
  version: number;
}
