import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { decimal } from './columns';

@ObjectType('MetalType', { description: 'A metal a product is made of, with its base rate per gram in rupees.' })
@Entity('metal_types')
export class MetalType {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ type: 'varchar', length: 100, unique: true })
  name: string;

  @Field(() => Float, { description: 'Rupees per gram of the pure metal.' })
  @Column(decimal(12, 2))
  baseRatePerGram: number;
}
