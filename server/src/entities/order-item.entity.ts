import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Order } from './order.entity';
import { Product } from './product.entity';
import { decimal, minorUnits, References } from './columns';

export enum OrderItemType {
  PRE_LISTED = 'pre-listed',
  CUSTOM = 'custom',
}

/**
 * A line of an order. Names and amounts are copied at ordering time, so later catalogue edits never
 * change a placed order. A custom item is a bespoke jewellery request (docs/decisions.md#frame-shop-remnants).
 */
@Entity('order_items')
export class OrderItem {
  @PrimaryGeneratedColumn()
  id: number;

  orderId: number;
  @References(() => Order, 'CASCADE', (o) => o.items)
  order?: Order;

  @Index()
  @Column({ type: 'simple-enum', enum: OrderItemType, default: OrderItemType.PRE_LISTED })
  productType: OrderItemType;

  productId: number | null;
  @References(() => Product, 'SET NULL')
  product?: Product | null;

  @Column({ type: 'int', nullable: true })
  productCaratId: number | null;

  @Index()
  @Column({ type: 'int', nullable: true })
  productColorId: number | null;

  @Column({ type: 'int', nullable: true })
  productSizeId: number | null;

  /**
   * The variant whose stock this line reserved (domain/inventory); null when its variant is not tracked.
   * A plain number, no foreign key: a variant deleted later must not touch the order.
   */
  @Column({ type: 'int', nullable: true })
  productVariantId: number | null;

  @Column({ type: 'varchar', length: 200 })
  productName: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  purity: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  colorName: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  sizeName: string | null;

  @Column({ type: 'int' })
  quantity: number;

  @Column(minorUnits())
  unitPriceMinor: number;

  @Column(minorUnits({ default: 0 }))
  stoneChargeMinor: number;

  @Column(minorUnits({ default: 0 }))
  labourChargeMinor: number;

  /** (unit price + stone + labour) x quantity. */
  @Column(minorUnits())
  totalMinor: number;

  // Custom (bespoke) requests.
  @Column({ type: 'varchar', length: 500, nullable: true })
  imageUrl: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  customSize: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  material: string | null;

  @Column({ type: 'text', nullable: true })
  instructions: string | null;

  // GST and certification at ordering time (docs/decisions.md#gst-and-invoices); what the invoice prints.
  /** The category's GST rate in percent; 0 for an order without Indian tax. */
  @Column({ ...decimal(5, 2), default: 0 })
  gstRate: number;

  @Column({ type: 'varchar', length: 8, nullable: true })
  hsnCode: string | null;

  /** The line total without the GST it contains; null for an order placed before GST breakups were kept. */
  @Column(minorUnits({ nullable: true }))
  taxableMinor: number | null;

  /** The GST the line total contains: totalMinor − taxableMinor. */
  @Column(minorUnits({ default: 0 }))
  gstMinor: number;

  /** The diamond certificate's lab and report number, copied from the piece's certification. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  certificateLab: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  certificateNumber: string | null;

  /** The BIS hallmark's purity in karats and HUID, copied from the piece's certification. */
  @Column({ type: 'int', nullable: true })
  hallmarkPurity: number | null;

  @Column({ type: 'varchar', length: 6, nullable: true })
  huid: string | null;
  // Custom designs (docs/decisions.md#custom-designs); `purity` above holds the purity asked for.
  /** Millimetres, for a piece sized by its dimensions rather than a ring size. */
  @Column({ ...decimal(7, 2), nullable: true })
  width: number | null;

  @Column({ ...decimal(7, 2), nullable: true })
  height: number | null;

  /** The stone wished for, e.g. "Lab-grown diamond, oval". */
  @Column({ type: 'varchar', length: 100, nullable: true })
  stone: string | null;

  /** The stone's weight wished for, in carats. */
  @Column({ ...decimal(6, 2), nullable: true })
  caratWish: number | null;

  /** What the shopper means to spend, in minor units of the order's currency. */
  @Column(minorUnits({ nullable: true }))
  budgetMinor: number | null;
}
