import type { PriceEntry } from '../../entities/price-entry.entity';
import { entryPieceTotalMinor } from './totals';

/** The amounts of one price entry, with the total of one piece. Runs whenever a price is shown. */
export interface PriceBreakdown {
  priceMinor: number;
  stoneChargeMinor: number;
  labourChargeMinor: number;
  totalMinor: number;
}

export function priceBreakdown(entry: PriceEntry): PriceBreakdown {
  return {
    priceMinor: entry.priceMinor,
    stoneChargeMinor: entry.stoneChargeMinor,
    labourChargeMinor: entry.labourChargeMinor,
    totalMinor: entryPieceTotalMinor(entry),
  };
}

/** The storefront's purity label of a carat value: 18 -> "18K". */
export const purityLabel = (caratValue: number): string => `${caratValue}K`;
