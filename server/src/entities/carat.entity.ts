import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Unique } from 'typeorm';
import { decimal, References, RecordVersion, IntColumn } from './columns';
import { MetalType } from './metal-type.entity';
import { Identified } from './records';

@ObjectType('Carat', { description: 'A purity of a metal, e.g. 18 KT gold, with the share of the base rate it costs.' })
@Entity('carats')
@Unique('uq_carat_metal_value', ['metalTypeId', 'value'])
export class Carat extends Identified {
  @Field(() => Int, { description: 'Purity in karats, shown as e.g. "18KT".' })
  @IntColumn()
  value: number;

  @Field(() => Float, { description: 'Multiplier applied to the base rate per gram (0.75 for 18 KT).' })
  @Column(decimal(8, 4))
  multiplier: number;

  @Field(() => Int)
  metalTypeId: number;
  @References(() => MetalType, 'RESTRICT')
  metalType?: MetalType;

  @RecordVersion()
  version: number;
}
