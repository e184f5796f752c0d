import { Entity, Index } from 'typeorm';
import { CreatedAt } from './columns';
import { ProductLine } from './product-line';

/** A product a shopper keeps for later, in one carat, colour and size. */
@Entity('wishlist_items')
@Index('idx_wishlist_line', ['userId', 'productId', 'productCaratId', 'productColorId', 'productSizeId'])
export class WishlistItem extends ProductLine {
  @CreatedAt()
  createdAt: Date;
}
