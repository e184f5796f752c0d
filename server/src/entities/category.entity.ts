import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { UniquelyNamed } from './records';

@ObjectType('Category', { description: 'A top-level kind of jewellery: rings, necklaces, earrings, bracelets, sets.' })
@Entity('categories')
export class Category extends UniquelyNamed {
  @Field(() => String, { nullable: true, description: 'Image path relative to the API base, e.g. uploads/categories/x.webp.' })
  @Column({ type: 'varchar', length: 255, nullable: true })
  image: string | null;
}
