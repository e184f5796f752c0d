import type { DataSource } from 'typeorm';
import type { CartService } from '../cart/cart.service';

/** A shopper's wishlist: add, remove, list, and move an item to the cart in one operation. */
export class WishlistService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cart: CartService,
  ) {}
}
