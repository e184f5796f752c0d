import { Field, ObjectType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, IntColumn, VarcharColumn } from './columns';
import { Identified } from './records';

@ObjectType('SliderImage', { description: 'A picture of the home-page carousel.' })
@Entity('slider_images')
export class SliderImage extends Identified {
  @Field({ description: 'Path relative to the API base, e.g. uploads/slider/3f2a.webp.' })
  @VarcharColumn(500)
  imageUrl: string;

  @Index()
  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @IntColumn({ default: 0 })
  position: number;

  @Field()
  @CreatedAt()
  createdAt: Date;
}
