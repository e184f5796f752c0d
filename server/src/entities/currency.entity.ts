import { Field, Float, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { decimal, RecordVersion, VarcharColumn } from './columns';
import { Identified } from './records';

@ObjectType('Currency', { description: 'A currency prices are kept in. INR is the reference currency (rate 1).' })
@Entity('currencies')
export class Currency extends Identified {
  @Field({ description: 'ISO 4217 code, e.g. INR or USD.' })
  @VarcharColumn(3, { unique: true })
  code: string;

  @Field(() => Float, { description: 'How much of this currency one rupee buys (INR = 1, USD ≈ 0.012).' })
  @Column(decimal(14, 6))
  conversionRateToINR: number;

  @RecordVersion()
  version: number;
}
