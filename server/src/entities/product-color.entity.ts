import { Entity, OneToMany, Unique } from 'typeorm';
import { References, IntColumn } from './columns';
import { Color } from './color.entity';
import type { ProductImage } from './product-image.entity';
import { ProductPart } from './product-part';

/** A colour a product is offered in, with its own pictures. */
@Entity('product_colors')
@Unique('uq_product_color', ['productId', 'colorId'])
export class ProductColor extends ProductPart {
  colorId: number;
  @References(() => Color, 'RESTRICT')
  color?: Color;

  /** Order of the colour in the product's list (the legacy API addresses colours by 1-based position). */
  @IntColumn({ default: 0 })
  position: number;

  @OneToMany('ProductImage', 'productColor')
  images?: ProductImage[];
}
