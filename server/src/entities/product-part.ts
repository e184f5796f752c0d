import { PrimaryGeneratedColumn } from 'typeorm';
import { References } from './columns';
import { Product } from './product.entity';

/**
 * What every part of one product (the carats, colours and sizes it is offered in, and its variants) starts
 * with: its own id and the product it belongs to, deleted with it. Not an entity: each subclass is its own
 * table with these columns first, then its own (TypeORM registers a base class's columns before the
 * subclass's), as the hand-written columns were.
 */
export abstract class ProductPart {
  @PrimaryGeneratedColumn()
  id: number;

  productId: number;
  @References(() => Product, 'CASCADE')
  product?: Product;
}
