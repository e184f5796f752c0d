import { PrimaryGeneratedColumn } from 'typeorm';
import { References } from './columns';
import { Product } from './product.entity';
import { ProductCarat } from './product-carat.entity';
import { ProductColor } from './product-color.entity';
import { ProductSize } from './product-size.entity';
import { User } from './user.entity';

/**
 * The columns a cart line and a wishlist line share: a shopper's pick of one product in one carat,
 * colour and size. Not an entity: each subclass is its own table (cart_items, wishlist_items) with these
 * columns first, then its own (TypeORM registers a base class's columns before the subclass's).
 */
export abstract class ProductLine {
  @PrimaryGeneratedColumn()
  id: number;

  userId: number;
  @References(() => User, 'CASCADE')
  user?: User;

  productId: number;
  @References(() => Product, 'CASCADE')
  product?: Product;

  productCaratId: number;
  @References(() => ProductCarat, 'CASCADE')
  productCarat?: ProductCarat;

  productColorId: number | null;
  @References(() => ProductColor, 'SET NULL')
  productColor?: ProductColor | null;

  productSizeId: number | null;
  @References(() => ProductSize, 'SET NULL')
  productSize?: ProductSize | null;
}
