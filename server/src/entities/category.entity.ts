import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@ObjectType('Category', { description: 'A top-level kind of jewellery: rings, necklaces, earrings, bracelets, sets.' })
@Entity('categories')
export class Category {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ type: 'varchar', length: 100, unique: true })
  name: string;

  @Field(() => String, { nullable: true, description: 'Image path relative to the API base, e.g. uploads/categories/x.webp.' })
  @Column({ type: 'varchar', length: 255, nullable: true })
  image: string | null;
}
