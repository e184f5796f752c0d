import { ObjectType } from 'type-graphql';
import { Entity } from 'typeorm';
import { UniquelyNamed } from './records';
import { RecordVersion } from './columns';

@ObjectType('Color', { description: 'A metal colour a product is offered in, e.g. Yellow Gold.' })
@Entity('colors')
export class Color extends UniquelyNamed {
  @RecordVersion()
  version: number;
}
