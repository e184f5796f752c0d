import { Field, Int, ObjectType } from 'type-graphql';
import { PrimaryGeneratedColumn } from 'typeorm';
import { VarcharColumn } from './columns';

/**
 * The auto-increment `id` every record the API exposes starts with, as an `Int` field. Not an entity, and
 * never emitted as a GraphQL type (no field returns it, as with `DeletedFields` in graphql/common/shapes.ts):
 * each subclass is its own table and type with this column and field first (TypeORM and type-graphql both
 * put a base class's columns and fields before the subclass's), so the tables and `schema.graphql` are what
 * the hand-written `@Field(() => Int) @PrimaryGeneratedColumn()` on each entity gave.
 */
@ObjectType()
export abstract class Identified {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;
}

/** A record known by a unique name of up to 100 characters (category, colour, size, metal type). */
@ObjectType()
export abstract class UniquelyNamed extends Identified {
  @Field()
  @VarcharColumn(100, { unique: true })
  name: string;
}
