/** What decides whether a product's stock is gone: the combinations it offers, and its variants' counts. */
export interface StockCounts {
  /** Sizes × colours × purities the product offers. */
  combinations: number;
  /** Variants tracked and at 0. */
  soldOutVariants: number;
  /** Variants not tracked, or with pieces left. */
  otherVariants: number;
}

/**
 * Sold out by stock (docs/decisions.md#stock): every size × colour × purity it offers has a variant, and each is
 * tracked and at 0. A combination without a variant row is not tracked (sold without limit), and so is a product
 * without sizes or colours (it has no variants). The manual flag (`outOfStock`) is the caller's to add.
 */
export function isSoldOut(counts: StockCounts): boolean {
  return counts.combinations > 0 && counts.soldOutVariants >= counts.combinations && counts.otherVariants === 0;
}
