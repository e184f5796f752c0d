import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { timestamp } from './columns';

/**
 * A courier the shop ships with (docs/decisions.md#shipments-and-one-vocabulary): its name and the address of
 * its tracking page, `{tracking}` standing for the tracking number. Deactivated, never deleted: shipments keep
 * their snapshot of the name and link anyway.
 */
@Entity('couriers')
export class Courier {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('uq_courier_name', { unique: true })
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  trackingUrlTemplate: string | null;

  @Column({ type: 'boolean', default: true })
  active: boolean;
}

/** The parcel of an order: one per order, written in the transaction that marks it shipped (lifecycle SHIP). */
@Entity('shipments')
export class Shipment {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('uq_shipment_order', { unique: true })
  @Column({ type: 'int' })
  orderId: number;

  /** The courier chosen; a plain number: its name and link are copied below. */
  @Column({ type: 'int', nullable: true })
  courierId: number | null;

  @Column({ type: 'varchar', length: 100 })
  courierName: string;

  @Column({ type: 'varchar', length: 60 })
  trackingNumber: string;

  /** The courier's template filled with the tracking number when it was shipped; null when the courier has none. */
  @Column({ type: 'varchar', length: 600, nullable: true })
  trackingUrl: string | null;

  @Column(timestamp())
  shippedAt: Date;

  /** The administrator who shipped it. */
  @Column({ type: 'int', nullable: true })
  shippedByUserId: number | null;
}

/**
 * One physical piece sent for an order line: its BIS HUID (six upper-case letters or digits, unique across the
 * shop: the unique index decides between two admins) and its certificate report number.
 */
@Entity('shipment_pieces')
export class ShipmentPiece {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('idx_shipment_piece_shipment')
  @Column({ type: 'int' })
  shipmentId: number;

  @Index('idx_shipment_piece_item')
  @Column({ type: 'int' })
  orderItemId: number;

  @Index('uq_shipment_piece_huid', { unique: true })
  @Column({ type: 'varchar', length: 6, nullable: true })
  huid: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  certificateNumber: string | null;
}
