import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { References } from './columns';
import { Carat } from './carat.entity';
import { Product } from './product.entity';

/** A purity a product is offered in; its prices are PriceEntry rows, one per currency. */
@Entity('product_carats')
@Unique('uq_product_carat', ['productId', 'caratId'])
export class ProductCarat {
  @PrimaryGeneratedColumn()
  id: number;

  productId: number;
  @References(() => Product, 'CASCADE')
  product?: Product;

  caratId: number;
  @References(() => Carat, 'RESTRICT')
  carat?: Carat;

  @Column({ type: 'int', default: 0 })
  position: number;
}
