import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@ObjectType('SliderImage', { description: 'A picture of the home-page carousel.' })
@Entity('slider_images')
export class SliderImage {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field({ description: 'Path relative to the API base, e.g. uploads/slider/3f2a.webp.' })
  @Column({ type: 'varchar', length: 500 })
  imageUrl: string;

  @Index()
  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'int', default: 0 })
  position: number;

  @Field()
  @CreateDateColumn({ type: 'datetime', precision: 3 })
  createdAt: Date;
}
