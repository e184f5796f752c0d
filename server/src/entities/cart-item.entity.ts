import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Product } from './product.entity';
import { ProductCarat } from './product-carat.entity';
import { ProductColor } from './product-color.entity';
import { ProductSize } from './product-size.entity';
import { User } from './user.entity';

/** A line in a shopper's cart: one product in one carat, colour and size. */
@Entity('cart_items')
@Index('idx_cart_line', ['userId', 'productId', 'productCaratId', 'productColorId', 'productSizeId'])
export class CartItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Index()
  @Column({ type: 'int' })
  productId: number;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'productId' })
  product?: Product;

  @Index()
  @Column({ type: 'int' })
  productCaratId: number;

  @ManyToOne(() => ProductCarat, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'productCaratId' })
  productCarat?: ProductCarat;

  @Index()
  @Column({ type: 'int', nullable: true })
  productColorId: number | null;

  @ManyToOne(() => ProductColor, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'productColorId' })
  productColor?: ProductColor | null;

  @Index()
  @Column({ type: 'int', nullable: true })
  productSizeId: number | null;

  @ManyToOne(() => ProductSize, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'productSizeId' })
  productSize?: ProductSize | null;

  @Column({ type: 'int' })
  quantity: number;

  @CreateDateColumn({ type: 'datetime', precision: 3 })
  createdAt: Date;
}
