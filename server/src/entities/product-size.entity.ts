import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { References } from './columns';
import { Product } from './product.entity';
import { Size } from './size.entity';

/** A size a product is offered in (the legacy API addresses sizes by 1-based position). */
@Entity('product_sizes')
@Unique('uq_product_size', ['productId', 'sizeId'])
export class ProductSize {
  @PrimaryGeneratedColumn()
  id: number;

  productId: number;
  @References(() => Product, 'CASCADE')
  product?: Product;

  sizeId: number;
  @References(() => Size, 'RESTRICT')
  size?: Size;

  @Column({ type: 'int', default: 0 })
  position: number;
}
