import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Product } from './product.entity';
import { Size } from './size.entity';

/** A size a product is offered in (the legacy API addresses sizes by 1-based position). */
@Entity('product_sizes')
@Unique('uq_product_size', ['productId', 'sizeId'])
export class ProductSize {
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

  @Column({ type: 'int', default: 0 })
  position: number;
}
