import { type EntityManager, In } from 'typeorm';
import { Carat } from '../../entities/carat.entity';
import { Color } from '../../entities/color.entity';
import { Currency } from '../../entities/currency.entity';
import { MetalType } from '../../entities/metal-type.entity';
import { Size } from '../../entities/size.entity';
import { Subcategory } from '../../entities/subcategory.entity';
import type { FieldError } from '../common/error-results';
import { fieldError } from '../common/validation';
import type { PriceRowData, ProductData } from './product-admin.validation';

/** docs/specifications.md#back-office-5-validation: "only carats of the chosen metal are offered". */
export const WRONG_METAL_CARAT = 'Only carats of the chosen metal type can be offered';

/** What the reference checks of a product found, for the write that follows. */
export interface ProductReferences {
  subcategory: Subcategory | null;
  currencies: Currency[];
  errors: FieldError[];
}

const idsOf = <T>(rows: (T | null)[] | undefined, pick: (row: T) => number): number[] => [
  ...new Set((rows ?? []).filter((r): r is T => r !== null).map(pick)),
];

/** Reports each id of `rows` (`row[key]`, or the row itself for a list of ids) that repeats an earlier one, at `<list>.<row number>.<key>` (or `<list>.<row number>`). */
function duplicates<T>(
  rows: (T | null)[] | undefined,
  list: string,
  key: (keyof T & string) | null,
  message: string,
  errors: FieldError[],
): void {
  const seen = new Set<number>();
  (rows ?? []).forEach((row, i) => {
    if (row === null) return;
    const id = Number(key === null ? row : (row as T)[key]);
    if (seen.has(id)) errors.push(fieldError(key === null ? `${list}.${i}` : `${list}.${i}.${key}`, message));
    seen.add(id);
  });
}

/** The price rows of one carat: every currency must exist and appear once. */
export function priceRowErrors(prices: (PriceRowData | null)[], currencies: Currency[], prefix: string): FieldError[] {
  const errors: FieldError[] = [];
  const known = new Set(currencies.map((c) => c.id));
  prices.forEach((row, j) => {
    if (row && !known.has(row.currencyId)) errors.push(fieldError(`${prefix}.${j}.currencyId`, 'Currency not found'));
  });
  duplicates(prices, prefix, 'currencyId', 'This currency already has a price row', errors);
  return errors;
}

/**
 * Checks that everything a product form names exists (metal type, subcategory, colours, carats,
 * currencies, sizes), that every carat belongs to the chosen metal type, and that no colour, carat,
 * size or currency (within a carat) is chosen twice. One IN (...) read per table.
 */
export async function productReferences(m: EntityManager, data: ProductData): Promise<ProductReferences> {
  const errors: FieldError[] = [];
  const colorIds = idsOf(data.colors, (r) => r.colorId);
  const caratIds = idsOf(data.carats, (r) => r.caratId);
  const sizeIds = idsOf(data.sizeIds, (r) => r);
  const [metal, subcategory, colors, carats, sizes, currencies] = await Promise.all([
    m.getRepository(MetalType).findOneBy({ id: data.metalTypeId }),
    m.getRepository(Subcategory).findOneBy({ id: data.subcategoryId }),
    colorIds.length ? m.getRepository(Color).findBy({ id: In(colorIds) }) : [],
    caratIds.length ? m.getRepository(Carat).findBy({ id: In(caratIds) }) : [],
    sizeIds.length ? m.getRepository(Size).findBy({ id: In(sizeIds) }) : [],
    m.getRepository(Currency).find({ order: { id: 'ASC' } }),
  ]);
  if (!metal) errors.push(fieldError('metalTypeId', 'Metal type not found'));
  if (!subcategory) errors.push(fieldError('subcategoryId', 'Subcategory not found'));

  const knownColors = new Set(colors.map((c) => c.id));
  data.colors?.forEach((row, i) => {
    if (row && !knownColors.has(row.colorId)) errors.push(fieldError(`colors.${i}.colorId`, 'Colour not found'));
  });
  duplicates(data.colors, 'colors', 'colorId', 'This colour is already chosen', errors);

  const caratById = new Map(carats.map((c) => [c.id, c]));
  data.carats?.forEach((row, i) => {
    if (!row) return;
    const carat = caratById.get(row.caratId);
    if (!carat) errors.push(fieldError(`carats.${i}.caratId`, 'Carat not found'));
    else if (metal && carat.metalTypeId !== metal.id) errors.push(fieldError(`carats.${i}.caratId`, WRONG_METAL_CARAT));
    errors.push(...priceRowErrors(row.prices, currencies, `carats.${i}.prices`));
  });
  duplicates(data.carats, 'carats', 'caratId', 'This carat is already chosen', errors);

  const knownSizes = new Set(sizes.map((s) => s.id));
  data.sizeIds?.forEach((id, i) => {
    if (id !== null && !knownSizes.has(id)) errors.push(fieldError(`sizeIds.${i}`, 'Size not found'));
  });
  duplicates(data.sizeIds, 'sizeIds', null, 'This size is already chosen', errors);

  return { subcategory, currencies, errors };
}
