import { Column, Entity, OneToMany, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { References } from './columns';
import { Color } from './color.entity';
import { Product } from './product.entity';
import type { ProductImage } from './product-image.entity';

/** A colour a product is offered in, with its own pictures. */
@Entity('product_colors')
@Unique('uq_product_color', ['productId', 'colorId'])
export class ProductColor {
  @PrimaryGeneratedColumn()
  id: number;

  productId: number;
  @References(() => Product, 'CASCADE')
  product?: Product;

  colorId: number;
  @References(() => Color, 'RESTRICT')
  color?: Color;

  /** Order of the colour in the product's list (the legacy API addresses colours by 1-based position). */
  @Column({ type: 'int', default: 0 })
  position: number;

  @OneToMany('ProductImage', 'productColor')
  images?: ProductImage[];
}
