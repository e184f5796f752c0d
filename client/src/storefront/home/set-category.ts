/**
 * The category the JEWELLERY SET row shows: the one named "Sets" (or "Jewellery Set", "Bridal sets"…).
 * Null when the shop has none; the row then shows the new arrivals, as the original storefront did.
 */
export function findSetCategory<T extends { id: number; name: string }>(categories: readonly T[] | undefined): T | null {
  return categories?.find((category) => /\bsets?\b/i.test(category.name)) ?? null;
}
