import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Order } from './order.entity';
import { Product } from './product.entity';
import { decimal, References, EnumColumn, IntColumn, MoneyColumn, VarcharColumn } from './columns';

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
  @EnumColumn(OrderItemType, { default: OrderItemType.PRE_LISTED })
  productType: OrderItemType;

  productId: number | null;
  @References(() => Product, 'SET NULL')
  product?: Product | null;

  @IntColumn({ nullable: true })
  productCaratId: number | null;

  @Index()
  @IntColumn({ nullable: true })
  productColorId: number | null;

  @IntColumn({ nullable: true })
  productSizeId: number | null;

  /**
   * The variant whose stock this line reserved (domain/inventory); null when its variant is not tracked.
   * A plain number, no foreign key: a variant deleted later must not touch the order.
   */
  @IntColumn({ nullable: true })
  productVariantId: number | null;

  @VarcharColumn(200)
  productName: string;

  @VarcharColumn(20, { nullable: true })
  purity: string | null;

  @VarcharColumn(100, { nullable: true })
  colorName: string | null;

  @VarcharColumn(100, { nullable: true })
  sizeName: string | null;

  @IntColumn()
  quantity: number;

  @MoneyColumn()
  unitPriceMinor: number;

  @MoneyColumn({ default: 0 })
  stoneChargeMinor: number;

  @MoneyColumn({ default: 0 })
  labourChargeMinor: number;

  /** (unit price + stone + labour) x quantity. */
  @MoneyColumn()
  totalMinor: number;

  // Custom (bespoke) requests.
  @VarcharColumn(500, { nullable: true })
  imageUrl: string | null;

  @VarcharColumn(100, { nullable: true })
  customSize: string | null;

  @VarcharColumn(100, { nullable: true })
  material: string | null;

  @Column({ type: 'text', nullable: true })
  instructions: string | null;

  // GST and certification at ordering time (docs/decisions.md#gst-and-invoices); what the invoice prints.
  /** The category's GST rate in percent; 0 for an order without Indian tax. */
  @Column({ ...decimal(5, 2), default: 0 })
  gstRate: number;

  @VarcharColumn(8, { nullable: true })
  hsnCode: string | null;

  /** The line total without the GST it contains; null for an order placed before GST breakups were kept. */
  @MoneyColumn({ nullable: true })
  taxableMinor: number | null;

  /** The GST the line total contains: totalMinor − taxableMinor. */
  @MoneyColumn({ default: 0 })
  gstMinor: number;

  /** The diamond certificate's lab and report number, copied from the piece's certification. */
  @VarcharColumn(8, { nullable: true })
  certificateLab: string | null;

  @VarcharColumn(20, { nullable: true })
  certificateNumber: string | null;

  /** The BIS hallmark's purity in karats and HUID, copied from the piece's certification. */
  @IntColumn({ nullable: true })
  hallmarkPurity: number | null;

  @VarcharColumn(6, { nullable: true })
  huid: string | null;
  // Custom designs (docs/decisions.md#custom-designs); `purity` above holds the purity asked for.
  /** Millimetres, for a piece sized by its dimensions rather than a ring size. */
  @Column({ ...decimal(7, 2), nullable: true })
  width: number | null;

  @Column({ ...decimal(7, 2), nullable: true })
  height: number | null;

  /** The stone wished for, e.g. "Lab-grown diamond, oval". */
  @VarcharColumn(100, { nullable: true })
  stone: string | null;

  /** The stone's weight wished for, in carats. */
  @Column({ ...decimal(6, 2), nullable: true })
  caratWish: number | null;

  /** What the shopper means to spend, in minor units of the order's currency. */
  @MoneyColumn({ nullable: true })
  budgetMinor: number | null;
}
