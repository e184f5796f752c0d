import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { References } from './columns';
import { ProductColor } from './product-color.entity';

/** A picture of a product in one colour; url is relative to the API base (uploads/...) or absolute. */
@Entity('product_images')
export class ProductImage {
  @PrimaryGeneratedColumn()
  id: number;

  productColorId: number;
  @References(() => ProductColor, 'CASCADE', (c) => c.images)
  productColor?: ProductColor;

  @Column({ type: 'varchar', length: 500 })
  url: string;

  @Column({ type: 'int', default: 0 })
  position: number;
}
