import { Entity, Index } from 'typeorm';
import { CreatedAt, IntColumn } from './columns';
import { ProductLine } from './product-line';

/** A line in a shopper's cart: one product in one carat, colour and size. */
@Entity('cart_items')
@Index('idx_cart_line', ['userId', 'productId', 'productCaratId', 'productColorId', 'productSizeId'])
export class CartItem extends ProductLine {
  @IntColumn()
  quantity: number;

  @CreatedAt()
  createdAt: Date;
}
