/** One combination as the grid holds it: its ids and what the admin typed ('' = not tracked). */
export interface StockCell {
  productColorId: number;
  productCaratId: number;
  sizeId: number;
  stock: number | null;
}

/** The key of a combination in the grid's state. */
export const cellKey = (cell: Pick<StockCell, 'productColorId' | 'productCaratId' | 'sizeId'>) =>
  `${cell.productColorId}:${cell.productCaratId}:${cell.sizeId}`;

/** The server's limit (server/src/domain/products-admin/product-admin.validation.ts). */
export const MAX_STOCK = 1_000_000;

/** What is wrong with a typed count, or null: empty (not tracked) or a whole number from 0 to 1,000,000. */
export function stockTextProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return 'A whole number of at least 0, or empty';
  if (Number(trimmed) > MAX_STOCK) return 'At most 1,000,000';
  return null;
}

/** A valid typed count as the API takes it: null for empty. */
export const stockOfText = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/** The text a stored count starts as. */
export const textOfStock = (stock: number | null): string => (stock === null ? '' : String(stock));

/** The entries to save: the combinations whose typed count differs from the stored one (all valid). */
export function changedEntries(stored: readonly StockCell[], typed: Readonly<Record<string, string>>): StockCell[] {
  return stored.flatMap((cell) => {
    const text = typed[cellKey(cell)];
    if (text === undefined || stockTextProblem(text) !== null) return [];
    const stock = stockOfText(text);
    return stock === cell.stock
      ? []
      : [{ productColorId: cell.productColorId, productCaratId: cell.productCaratId, sizeId: cell.sizeId, stock }];
  });
}
