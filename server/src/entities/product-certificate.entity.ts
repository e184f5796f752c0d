import { Entity, Index, JoinColumn, ManyToOne, Unique } from 'typeorm';
import { References, UpdatedAt, IntColumn, VarcharColumn } from './columns';
import { Product } from './product.entity';
import { ProductVariant } from './product-variant.entity';
import { Identified } from './records';

/** The laboratories whose diamond reports the shop accepts; OTHER for any other lab. */
export enum CertificateLab {
  IGI = 'IGI',
  GIA = 'GIA',
  SGL = 'SGL',
  OTHER = 'OTHER',
}

/**
 * The diamond certificate and the BIS hallmark of a product, or of one of its variants where it differs
 * (docs/decisions.md#certificates). One row per product (variantKey 0) and at most one per variant
 * (variantKey = variantId), so the unique key holds for the product row too (NULLs would not collide).
 * The certificate (lab, report number, file) and the hallmark (purity, HUID) are set and cleared
 * separately; a variant's part falls back to the product's when the variant has none.
 */
@Entity('product_certificates')
@Unique('uq_product_certificate_scope', ['productId', 'variantKey'])
export class ProductCertificate extends Identified {
  productId: number;
  @References(() => Product, 'CASCADE')
  product?: Product;

  /** The variant this row overrides the product's for; null for the product row. Deleted with the variant. */
  @Index()
  @IntColumn({ nullable: true })
  variantId: number | null;
  @ManyToOne(() => ProductVariant, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'variantId' })
  variant?: ProductVariant | null;

  /** 0 for the product row, else the variant id: the unique key with productId. */
  @IntColumn({ default: 0 })
  variantKey: number;

  @VarcharColumn(8, { nullable: true })
  lab: CertificateLab | null;

  @VarcharColumn(20, { nullable: true })
  reportNumber: string | null;

  /** The uploaded report (PDF or picture), a stored path relative to the API base. */
  @VarcharColumn(500, { nullable: true })
  fileUrl: string | null;

  /** Purity in karats the BIS hallmark states (one of the carats of the product's metal type). */
  @IntColumn({ nullable: true })
  hallmarkPurity: number | null;

  /** The six-character Hallmark Unique ID, upper case. */
  @VarcharColumn(6, { nullable: true })
  huid: string | null;

  @UpdatedAt()
  updatedAt: Date;
}
