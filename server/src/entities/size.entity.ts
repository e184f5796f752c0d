import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@ObjectType('Size', { description: 'A size a product can be made in, e.g. ring size "23 (20.0 mm)" or a chain length.' })
@Entity('sizes')
export class Size {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ type: 'varchar', length: 100, unique: true })
  name: string;
}
