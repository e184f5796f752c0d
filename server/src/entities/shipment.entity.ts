import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { IntColumn, TimestampColumn, VarcharColumn } from './columns';

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
  @VarcharColumn(100)
  name: string;

  @VarcharColumn(500, { nullable: true })
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
  @IntColumn()
  orderId: number;

  /** The courier chosen; a plain number: its name and link are copied below. */
  @IntColumn({ nullable: true })
  courierId: number | null;

  @VarcharColumn(100)
  courierName: string;

  @VarcharColumn(60)
  trackingNumber: string;

  /** The courier's template filled with the tracking number when it was shipped; null when the courier has none. */
  @VarcharColumn(600, { nullable: true })
  trackingUrl: string | null;

  @TimestampColumn()
  shippedAt: Date;

  /** The administrator who shipped it. */
  @IntColumn({ nullable: true })
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
  @IntColumn()
  shipmentId: number;

  @Index('idx_shipment_piece_item')
  @IntColumn()
  orderItemId: number;

  @Index('uq_shipment_piece_huid', { unique: true })
  @VarcharColumn(6, { nullable: true })
  huid: string | null;

  @VarcharColumn(40, { nullable: true })
  certificateNumber: string | null;
}
