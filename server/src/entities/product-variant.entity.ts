import { Entity, Unique } from 'typeorm';
import { References, IntColumn } from './columns';
import { ProductCarat } from './product-carat.entity';
import { ProductColor } from './product-color.entity';
import { Size } from './size.entity';
import { ProductPart } from './product-part';

/** A stockable combination of size, colour and carat of one product. */
@Entity('product_variants')
@Unique('uq_product_variant', ['productId', 'sizeId', 'productColorId', 'productCaratId'])
export class ProductVariant extends ProductPart {
  sizeId: number;
  @References(() => Size, 'RESTRICT')
  size?: Size;

  productColorId: number;
  @References(() => ProductColor, 'CASCADE')
  productColor?: ProductColor;

  productCaratId: number;
  @References(() => ProductCarat, 'CASCADE')
  productCarat?: ProductCarat;

  /**
   * Pieces on hand (docs/decisions.md#stock): null = not tracked (sold without limit, as before stock
   * existed), else a whole number >= 0 that placing an order lowers and cancelling raises
   * (domain/inventory).
   */
  @IntColumn({ nullable: true })
  stock: number | null;
}
