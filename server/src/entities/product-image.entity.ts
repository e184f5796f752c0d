import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { ProductColor } from './product-color.entity';

/** A picture of a product in one colour; url is relative to the API base (uploads/...) or absolute. */
@Entity('product_images')
export class ProductImage {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'int' })
  productColorId: number;

  @ManyToOne(() => ProductColor, (c) => c.images, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'productColorId' })
  productColor?: ProductColor;

  @Column({ type: 'varchar', length: 500 })
  url: string;

  @Column({ type: 'int', default: 0 })
  position: number;
}
