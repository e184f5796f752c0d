import { CreateDateColumn, Entity, Index } from 'typeorm';
import { ProductLine } from './product-line';

/** A product a shopper keeps for later, in one carat, colour and size. */
@Entity('wishlist_items')
@Index('idx_wishlist_line', ['userId', 'productId', 'productCaratId', 'productColorId', 'productSizeId'])
export class WishlistItem extends ProductLine {
  @CreateDateColumn({ type: 'datetime', precision: 3 })
  createdAt: Date;
}
