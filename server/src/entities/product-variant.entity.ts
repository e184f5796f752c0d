import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Product } from './product.entity';
import { ProductCarat } from './product-carat.entity';
import { ProductColor } from './product-color.entity';
import { Size } from './size.entity';

/** A stockable combination of size, colour and carat of one product. */
@Entity('product_variants')
@Unique('uq_product_variant', ['productId', 'sizeId', 'productColorId', 'productCaratId'])
export class ProductVariant {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'int' })
  productId: number;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'productId' })
  product?: Product;

  @Index()
  @Column({ type: 'int' })
  sizeId: number;

  @ManyToOne(() => Size, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'sizeId' })
  size?: Size;

  @Index()
  @Column({ type: 'int' })
  productColorId: number;

  @ManyToOne(() => ProductColor, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'productColorId' })
  productColor?: ProductColor;

  @Index()
  @Column({ type: 'int' })
  productCaratId: number;

  @ManyToOne(() => ProductCarat, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'productCaratId' })
  productCarat?: ProductCarat;
}
