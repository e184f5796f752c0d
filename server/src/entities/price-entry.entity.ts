import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Currency } from './currency.entity';
import { ProductCarat } from './product-carat.entity';
import { References, MoneyColumn } from './columns';

/**
 * The price of one product carat in one currency, in integer minor units (paise, cents).
 * isManual=false: `price` is recomputed by the rate card (pricing/rate-card.ts) whenever an input changes.
 * isManual=true: an administrator set it by hand and the rate card leaves it alone.
 */
@Entity('price_entries')
@Unique('uq_price_entry', ['productCaratId', 'currencyId'])
export class PriceEntry {
  @PrimaryGeneratedColumn()
  id: number;

  productCaratId: number;
  @References(() => ProductCarat, 'CASCADE')
  productCarat?: ProductCarat;

  currencyId: number;
  @References(() => Currency, 'RESTRICT')
  currency?: Currency;

  @MoneyColumn()
  priceMinor: number;

  @MoneyColumn({ default: 0 })
  stoneChargeMinor: number;

  @MoneyColumn({ default: 0 })
  labourChargeMinor: number;

  @Column({ type: 'boolean', default: false })
  isManual: boolean;
}
