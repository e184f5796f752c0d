import { Field, Float, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { UniquelyNamed } from './records';
import { decimal, RecordVersion, VarcharColumn } from './columns';

@ObjectType('Category', { description: 'A top-level kind of jewellery: rings, necklaces, earrings, bracelets, sets.' })
@Entity('categories')
export class Category extends UniquelyNamed {
  @Field(() => String, { nullable: true, description: 'Image path relative to the API base, e.g. uploads/categories/x.webp.' })
  @VarcharColumn(255, { nullable: true })
  image: string | null;

  /** GST on this category's pieces (docs/decisions.md#gst-and-invoices); jewellery is 3 %. */
  @Field(() => Float, { description: 'GST rate in percent contained in the prices of this category, e.g. 3 (jewellery, HSN 7113).' })
  @Column({ ...decimal(5, 2), default: 3 })
  gstRate: number;

  @Field({ description: 'HSN code printed on invoices for this category, e.g. 7113 (jewellery of precious metal).' })
  @VarcharColumn(8, { default: '7113' })
  hsnCode: string;

  @RecordVersion()
  version: number;
}
