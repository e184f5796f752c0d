import { type DataSource, LessThanOrEqual } from 'typeorm';
import { ProductVariant } from '../../entities/product-variant.entity';
import { requireAdmin } from '../common/ownership';
import type { RequestContext } from '../common/request-context';

/** How a shopper is told about a variant's stock. */
export enum StockStatus {
  /** Not tracked, or more than the low-stock threshold left. */
  IN_STOCK = 'IN_STOCK',
  /** At most LOW_STOCK_THRESHOLD left: "Only N left". */
  LOW_STOCK = 'LOW_STOCK',
  SOLD_OUT = 'SOLD_OUT',
}

/** A variant's stock as the storefront shows it: the exact count only when it is low. */
export interface AvailabilityView {
  status: StockStatus;
  /** Pieces left when LOW_STOCK (or 0 when SOLD_OUT); null otherwise, so the shop does not publish its stock. */
  left: number | null;
  /** Whether the pieces are counted: a line may then hold up to them, otherwise MAX_LINE_QUANTITY. */
  tracked: boolean;
}

/** What the storefront shows for a stock count under `threshold` (null: not tracked, always in stock). */
export function availabilityOf(stock: number | null, threshold: number): AvailabilityView {
  if (stock === null) return { status: StockStatus.IN_STOCK, left: null, tracked: false };
  if (stock <= 0) return { status: StockStatus.SOLD_OUT, left: 0, tracked: true };
  if (stock <= threshold) return { status: StockStatus.LOW_STOCK, left: stock, tracked: true };
  return { status: StockStatus.IN_STOCK, left: null, tracked: true };
}

/** At most this many low-stock rows on the dashboard. */
const LOW_STOCK_LIST = 50;

/**
 * Stock per variant (docs/decisions.md#stock) as the storefront and the back-office read it: the
 * availability of a count under the LOW_STOCK_THRESHOLD, and the dashboard's low-stock list. The writes
 * (reserve, return) are in inventory.ts, inside the transactions of checkout and order status changes.
 */
export class InventoryService {
  constructor(
    private readonly dataSource: DataSource,
    readonly lowStockThreshold: number,
  ) {}

  /** What the storefront shows for a stock count (null: not tracked, always in stock). */
  availability(stock: number | null): AvailabilityView {
    return availabilityOf(stock, this.lowStockThreshold);
  }

  /**
   * Tracked variants with at most LOW_STOCK_THRESHOLD pieces, fewest first, with their product, size, colour
   * and purity joined (one query). Runs for the back-office dashboard (GraphQL adminLowStock).
   */
  lowStock(ctx: RequestContext): Promise<ProductVariant[]> {
    requireAdmin(ctx);
    return this.dataSource.getRepository(ProductVariant).find({
      // NULL (not tracked) never compares <= , so only tracked variants come back.
      where: { stock: LessThanOrEqual(this.lowStockThreshold) },
      relations: { product: true, size: true, productColor: { color: true }, productCarat: { carat: true } },
      order: { stock: 'ASC', id: 'ASC' },
      take: LOW_STOCK_LIST,
    });
  }
}
