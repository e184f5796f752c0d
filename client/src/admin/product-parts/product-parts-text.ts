/** A product's name for a table cell, or its number when it is not among the newest the page loaded. */
export function productName(names: ReadonlyMap<number, string>, productId: number): string {
  return names.get(productId) ?? `Product #${productId}`;
}

/** Picture URLs typed one per line (or separated by commas or spaces), without blanks. */
export function splitUrls(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((url) => url.trim())
    .filter(Boolean);
}
