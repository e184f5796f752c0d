import { Column, Entity, Unique } from 'typeorm';
import { References } from './columns';
import { Carat } from './carat.entity';
import { ProductPart } from './product-part';

/** A purity a product is offered in; its prices are PriceEntry rows, one per currency. */
@Entity('product_carats')
@Unique('uq_product_carat', ['productId', 'caratId'])
export class ProductCarat extends ProductPart {
  caratId: number;
  @References(() => Carat, 'RESTRICT')
  carat?: Carat;

  @Column({ type: 'int', default: 0 })
  position: number;
}
