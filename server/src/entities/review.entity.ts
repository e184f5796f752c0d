import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { References, CreatedAt, IntColumn, VarcharColumn } from './columns';
import { Product } from './product.entity';
import { User } from './user.entity';

/** A shopper's rating (1-5) and comment on a product. */
@Entity('reviews')
export class Review {
  @PrimaryGeneratedColumn()
  id: number;

  productId: number;
  @References(() => Product, 'CASCADE')
  product?: Product;

  userId: number | null;
  @References(() => User, 'SET NULL')
  user?: User | null;

  @VarcharColumn(100)
  authorName: string;

  @IntColumn()
  rating: number;

  @Column({ type: 'text' })
  comment: string;

  @CreatedAt()
  createdAt: Date;
}
