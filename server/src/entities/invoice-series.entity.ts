import { Entity, PrimaryColumn } from 'typeorm';
import { IntColumn } from './columns';

/**
 * The last number given in each invoice series (docs/decisions.md#gst-and-invoices): one row per kind and
 * financial year, e.g. "INV/2026-27". Incremented under a row lock, so numbers are consecutive without gaps.
 */
@Entity('invoice_series')
export class InvoiceSeries {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  series: string;

  @IntColumn()
  lastNumber: number;
}
