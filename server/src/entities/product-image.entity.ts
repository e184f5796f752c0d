import { Entity, PrimaryGeneratedColumn } from 'typeorm';
import { References, IntColumn, VarcharColumn } from './columns';
import { ProductColor } from './product-color.entity';

/** A picture of a product in one colour; url is relative to the API base (uploads/...) or absolute. */
@Entity('product_images')
export class ProductImage {
  @PrimaryGeneratedColumn()
  id: number;

  productColorId: number;
  @References(() => ProductColor, 'CASCADE', (c) => c.images)
  productColor?: ProductColor;

  @VarcharColumn(500)
  url: string;

  @IntColumn({ default: 0 })
  position: number;
}
