import { Column, Entity, Unique } from 'typeorm';
import { References } from './columns';
import { Size } from './size.entity';
import { ProductPart } from './product-part';

/** A size a product is offered in (the legacy API addresses sizes by 1-based position). */
@Entity('product_sizes')
@Unique('uq_product_size', ['productId', 'sizeId'])
export class ProductSize extends ProductPart {
  sizeId: number;
  @References(() => Size, 'RESTRICT')
  size?: Size;

  @Column({ type: 'int', default: 0 })
  position: number;
}
