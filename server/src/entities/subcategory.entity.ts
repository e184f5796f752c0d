import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { References } from './columns';
import { Category } from './category.entity';

@ObjectType('Subcategory', { description: 'A style within a category, e.g. Solitaire rings.' })
@Entity('subcategories')
@Unique('uq_subcategory_category_name', ['categoryId', 'name'])
export class Subcategory {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Field(() => Int)
  categoryId: number;
  @References(() => Category, 'RESTRICT')
  category?: Category;
}
