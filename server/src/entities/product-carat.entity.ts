import { Entity, Unique } from 'typeorm';
import { References, IntColumn } from './columns';
import { Carat } from './carat.entity';
import { ProductPart } from './product-part';

/** A purity a product is offered in; its prices are PriceEntry rows, one per currency. */
@Entity('product_carats')
@Unique('uq_product_carat', ['productId', 'caratId'])
export class ProductCarat extends ProductPart {
  caratId: number;
  @References(() => Carat, 'RESTRICT')
  carat?: Carat;

  @IntColumn({ default: 0 })
  position: number;
}
