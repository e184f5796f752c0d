import { Entity, Unique } from 'typeorm';
import { References, IntColumn } from './columns';
import { Size } from './size.entity';
import { ProductPart } from './product-part';

/** A size a product is offered in (the legacy API addresses sizes by 1-based position). */
@Entity('product_sizes')
@Unique('uq_product_size', ['productId', 'sizeId'])
export class ProductSize extends ProductPart {
  sizeId: number;
  @References(() => Size, 'RESTRICT')
  size?: Size;

  @IntColumn({ default: 0 })
  position: number;
}
