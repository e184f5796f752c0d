import { Field, Float, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { decimal, RecordVersion } from './columns';
import { UniquelyNamed } from './records';

@ObjectType('MetalType', { description: 'A metal a product is made of, with its base rate per gram in rupees.' })
@Entity('metal_types')
export class MetalType extends UniquelyNamed {
  @Field(() => Float, { description: 'Rupees per gram of the pure metal.' })
  @Column(decimal(12, 2))
  baseRatePerGram: number;

  @RecordVersion()
  version: number;
}
