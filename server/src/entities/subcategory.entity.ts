import { Field, Int, ObjectType } from 'type-graphql';
import { Entity, Unique } from 'typeorm';
import { References, RecordVersion, VarcharColumn } from './columns';
import { Category } from './category.entity';
import { Identified } from './records';

@ObjectType('Subcategory', { description: 'A style within a category, e.g. Solitaire rings.' })
@Entity('subcategories')
@Unique('uq_subcategory_category_name', ['categoryId', 'name'])
export class Subcategory extends Identified {
  @Field()
  @VarcharColumn(100)
  name: string;

  @Field(() => Int)
  categoryId: number;
  @References(() => Category, 'RESTRICT')
  category?: Category;

  @RecordVersion()
  version: number;
}
