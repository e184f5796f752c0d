import { type EntityManager, In } from 'typeorm';
import { Category } from '../../entities/category.entity';
import { Product } from '../../entities/product.entity';
import { DEFAULT_HSN_CODE, GST_CURRENCY, type GstState, containedGst, gstStateOf, placeOfSupplyLabel, splitGst } from './gst';

/** A category's GST rate and HSN code, as a product of it is taxed. */
export interface TaxClass {
  gstRate: number;
  hsnCode: string;
}

/** The tax class of each product (its category's), in one query. */
export async function taxClassesOf(manager: EntityManager, productIds: readonly number[]): Promise<Map<number, TaxClass>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map();
  const rows: Array<{ id: number; gstRate: string | number; hsnCode: string }> = await manager
    .getRepository(Product)
    .createQueryBuilder('p')
    .innerJoin(Category, 'c', 'c.id = p.categoryId')
    .select('p.id', 'id')
    .addSelect('c.gstRate', 'gstRate')
    .addSelect('c.hsnCode', 'hsnCode')
    .where({ id: In(ids) })
    .getRawMany();
  return new Map(rows.map((row) => [Number(row.id), { gstRate: Number(row.gstRate), hsnCode: row.hsnCode }]));
}

/** What an order line keeps of its tax. */
export interface LineGst {
  gstRate: number;
  hsnCode: string;
  taxableMinor: number;
  gstMinor: number;
}

/** What an order keeps of its tax. */
export interface OrderGst {
  taxableMinor: number;
  cgstMinor: number;
  sgstMinor: number;
  igstMinor: number;
  placeOfSupply: string | null;
}

/**
 * The GST an order's lines contain (docs/decisions.md#gst-and-invoices). A rupee order: each line's GST at
 * its category's rate, the order's sum split CGST + SGST when the delivery state is the shop's, else IGST
 * (a state not recognised is taken as another state: IGST). Any other currency: an export, no GST.
 */
export function orderGst(
  order: { currencyCode: string; state: string },
  shopState: GstState,
  lines: ReadonlyArray<{ totalMinor: number; taxClass: TaxClass | undefined }>,
): { lines: LineGst[]; order: OrderGst } {
  const taxed = order.currencyCode === GST_CURRENCY;
  const lineGst = lines.map(({ totalMinor, taxClass }): LineGst => {
    const hsnCode = taxClass?.hsnCode ?? DEFAULT_HSN_CODE;
    if (!taxed || !taxClass) return { gstRate: 0, hsnCode, taxableMinor: totalMinor, gstMinor: 0 };
    return { gstRate: taxClass.gstRate, hsnCode, ...containedGst(totalMinor, taxClass.gstRate) };
  });
  const taxableMinor = lineGst.reduce((sum, line) => sum + line.taxableMinor, 0);
  const gstMinor = lineGst.reduce((sum, line) => sum + line.gstMinor, 0);
  if (!taxed) return { lines: lineGst, order: { taxableMinor, cgstMinor: 0, sgstMinor: 0, igstMinor: 0, placeOfSupply: null } };
  const delivery = gstStateOf(order.state);
  const split = splitGst(gstMinor, delivery?.code === shopState.code);
  return {
    lines: lineGst,
    order: { taxableMinor, ...split, placeOfSupply: delivery ? placeOfSupplyLabel(delivery) : order.state.trim().slice(0, 120) },
  };
}
