import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@ObjectType('Color', { description: 'A metal colour a product is offered in, e.g. Yellow Gold.' })
@Entity('colors')
export class Color {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ type: 'varchar', length: 100, unique: true })
  name: string;
}
