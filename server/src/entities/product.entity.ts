import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { decimal, References, CreatedAt, RecordVersion, IntColumn, MoneyColumn, VarcharColumn } from './columns';
import { MetalType } from './metal-type.entity';
import { Subcategory } from './subcategory.entity';
import { Identified } from './records';

@ObjectType({ description: 'A piece of jewellery as listed in the shop.' })
@Entity('products')
@Index('idx_products_created', ['createdAt'])
export class Product extends Identified {
  @Field()
  @Index()
  @VarcharColumn(200)
  name: string;

  @Field()
  @Column({ type: 'text' })
  description: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  returnPolicy: string | null;

  @Field(() => Float, { description: 'Metal weight in grams; drives the rate-card price.' })
  @Column(decimal(10, 3))
  weightInGrams: number;

  @Field(() => Int)
  metalTypeId: number;
  @References(() => MetalType, 'RESTRICT')
  metalType?: MetalType;

  @Field(() => Int)
  subcategoryId: number;
  @References(() => Subcategory, 'RESTRICT')
  subcategory?: Subcategory;

  /** Denormalised from the subcategory so listings filter by category without a join. */
  @Index()
  @IntColumn()
  categoryId: number;

  @Field()
  @Column({ type: 'boolean', default: false })
  outOfStock: boolean;

  /**
   * Lowest total (price + stone + labour) of any carat in INR minor units, kept by the pricing
   * module (pricing/totals.ts fromPriceMinor) whenever an INR entry changes, so the listing can filter
   * and sort by price with an index.
   */
  @Index()
  @MoneyColumn({ nullable: true })
  fromPriceInrMinor: number | null;

  @Field()
  @CreatedAt()
  createdAt: Date;

  @RecordVersion()
  version: number;
}
