// What a re-pricing covers and answers, apart from repricing.ts so that repricing-sql.ts (which
// repricing.ts runs on MySQL/MariaDB) can name them without importing it back.

/** Which auto-priced entries to re-price: any combination narrows; an empty scope means all of them. */
export interface RepriceScope {
  metalTypeId?: number;
  caratId?: number;
  currencyId?: number;
  productIds?: number[];
}

export interface RepriceResult {
  /** Auto entries whose amounts changed. */
  entries: number;
  /**
   * Products with at least one of those entries (what the back-office reports). Products whose prices
   * are all set by hand are left out, though their from-price is refreshed with the rest.
   */
  products: number;
}
