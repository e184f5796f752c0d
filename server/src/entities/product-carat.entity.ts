import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Carat } from './carat.entity';
import { Product } from './product.entity';

/** A purity a product is offered in; its prices are PriceEntry rows, one per currency. */
@Entity('product_carats')
@Unique('uq_product_carat', ['productId', 'caratId'])
export class ProductCarat {
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
  caratId: number;

  @ManyToOne(() => Carat, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'caratId' })
  carat?: Carat;

  @Column({ type: 'int', default: 0 })
  position: number;
}
