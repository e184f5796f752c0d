import { ObjectType } from 'type-graphql';
import { Entity } from 'typeorm';
import { UniquelyNamed } from './records';
import { RecordVersion } from './columns';

@ObjectType('Size', { description: 'A size a product can be made in, e.g. ring size "23 (20.0 mm)" or a chain length.' })
@Entity('sizes')
export class Size extends UniquelyNamed {
  @RecordVersion()
  version: number;
}
