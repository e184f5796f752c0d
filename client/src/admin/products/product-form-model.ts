import { convertFromInrMinor, rateCardPriceMinor } from '@shop/contracts';
import type { ProductInput } from '../../graphql/generated/graphql';
import type { ProductsDetailsFragment, ProductsFormLookupsQuery } from './products.generated';
import { inputToMinor, minorToInput } from './amount-input';
import { productFormSchema } from './product-form-schema';

/**
 * The product form's state and rules, free of React (unit-tested in product-form-model.spec.ts): the
 * rate-card prices of auto rows, the Auto → Manual switch, the metal-type reset, and the dropping of
 * incomplete rows on submit (docs/specifications.md#back-office-5-validation).
 */

export type Lookups = ProductsFormLookupsQuery;

export const REFERENCE_CURRENCY = 'INR';

/** A picture of a colour row: a stored one (its URL) or a new file with a preview URL. */
export type FormImage = { kind: 'stored'; url: string } | { kind: 'new'; file: File; preview: string };

export interface FormColor {
  /** Stable key of the row (react list key). */
  key: string;
  colorId: string;
  images: FormImage[];
}

export interface FormPrice {
  currencyId: number;
  price: string;
  stoneCharge: string;
  labourCharge: string;
  /** Auto: priced from the rate card; Manual: as typed, left alone by the rate card. */
  manual: boolean;
}

/** The three amounts of a price row. */
export type PriceField = 'price' | 'stoneCharge' | 'labourCharge';

export interface FormCarat {
  key: string;
  caratId: string;
  prices: FormPrice[];
}

export interface FormSize {
  key: string;
  sizeId: string;
}

export interface ProductFormValues {
  name: string;
  description: string;
  weightInGrams: string;
  metalTypeId: string;
  subcategoryId: string;
  colors: FormColor[];
  carats: FormCarat[];
  sizes: FormSize[];
}

let keySeed = 0;
/** A fresh row key. */
export const rowKey = () => `row-${++keySeed}`;

export const emptyProductValues = (): ProductFormValues => ({
  name: '',
  description: '',
  weightInGrams: '',
  metalTypeId: '',
  subcategoryId: '',
  colors: [],
  carats: [],
  sizes: [],
});

/** The carats the form may offer: only those of the chosen metal type (none before one is chosen). */
export function caratsForMetal(lookups: Lookups, metalTypeId: string) {
  const metal = Number(metalTypeId);
  if (!metalTypeId || !Number.isInteger(metal)) return [];
  return lookups.carats.filter((carat) => carat.metalTypeId === metal).sort((a, b) => b.value - a.value);
}

const positiveNumber = (text: string): number | null => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 ? value : null;
};

// A half-typed form may hold what the rate card refuses (RangeError): that row shows no price rather than failing.
function unlessRefused(compute: () => number): number | null {
  try {
    return compute();
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/**
 * The rate-card price of one carat in one currency with the form's weight and metal (@shop/contracts, the
 * server's own rule: the admin sees what will be stored), or null when something is missing.
 */
export function autoPriceMinor(
  lookups: Lookups,
  values: Pick<ProductFormValues, 'weightInGrams' | 'metalTypeId'>,
  caratId: string,
  currencyId: number,
): number | null {
  const metal = lookups.metalTypes.find((candidate) => String(candidate.id) === values.metalTypeId);
  const carat = lookups.carats.find((candidate) => String(candidate.id) === caratId);
  const currency = lookups.currencies.find((candidate) => candidate.id === currencyId);
  const inr = lookups.currencies.find((candidate) => candidate.code === REFERENCE_CURRENCY);
  const weight = positiveNumber(values.weightInGrams);
  if (!metal || !carat || carat.metalTypeId !== metal.id || !currency || !inr || weight === null) return null;
  return unlessRefused(() =>
    rateCardPriceMinor({
      baseRatePerGram: metal.baseRatePerGram,
      caratMultiplier: carat.multiplier,
      weightInGrams: weight,
      currencyRate: currency.conversionRateToINR,
      inrRate: inr.conversionRateToINR,
    }),
  );
}

/**
 * The auto rows of a carat, recomputed: the price from the rate card; in a non-INR currency the stone and
 * labour charges follow the INR row, converted (as the server stores them). Manual rows are left alone.
 */
export function repriceCarat(
  lookups: Lookups,
  values: Pick<ProductFormValues, 'weightInGrams' | 'metalTypeId'>,
  carat: FormCarat,
): FormCarat {
  const inr = lookups.currencies.find((currency) => currency.code === REFERENCE_CURRENCY);
  const inrRow = carat.prices.find((row) => row.currencyId === inr?.id);
  const prices = carat.prices.map((row) => {
    if (row.manual) return row;
    const priceMinor = autoPriceMinor(lookups, values, carat.caratId, row.currencyId);
    const next = { ...row, price: priceMinor === null ? '' : minorToInput(priceMinor) };
    const currency = lookups.currencies.find((candidate) => candidate.id === row.currencyId);
    if (inr && inrRow && currency && currency.id !== inr.id) {
      const convert = (text: string) => {
        const minor = inputToMinor(text);
        const converted =
          minor === null ? null : unlessRefused(() => convertFromInrMinor(minor, currency.conversionRateToINR, inr.conversionRateToINR));
        return converted === null ? '' : minorToInput(converted);
      };
      next.stoneCharge = convert(inrRow.stoneCharge);
      next.labourCharge = convert(inrRow.labourCharge);
    }
    return next;
  });
  return { ...carat, prices };
}

/** Every carat repriced (after weight, metal, carat or an INR charge changed). */
export const repriceAll = (lookups: Lookups, values: ProductFormValues): FormCarat[] =>
  values.carats.map((carat) => repriceCarat(lookups, values, carat));

/** A new carat row: an Auto row per currency (INR first), charges 0. */
export function newCaratRow(lookups: Lookups): FormCarat {
  const currencies = [...lookups.currencies].sort((a, b) => Number(b.code === REFERENCE_CURRENCY) - Number(a.code === REFERENCE_CURRENCY));
  return {
    key: rowKey(),
    caratId: '',
    prices: currencies.map((currency) => ({
      currencyId: currency.id,
      price: '',
      stoneCharge: '0.00',
      labourCharge: '0.00',
      manual: false,
    })),
  };
}

/** An admin typed into a price row: it keeps what was typed and turns Manual. */
export function editPriceRow(row: FormPrice, fieldName: PriceField, text: string): FormPrice {
  return { ...row, [fieldName]: text, manual: true };
}

/** Changing the metal type resets the carat choices (the old metal's carats are not offered any more). */
export function changeMetal(values: ProductFormValues, metalTypeId: string): ProductFormValues {
  if (metalTypeId === values.metalTypeId) return values;
  return { ...values, metalTypeId, carats: [] };
}

/** "Back to Auto": the row is priced by the rate card again (repriceCarat fills it in). */
export const backToAuto = (row: FormPrice): FormPrice => ({ ...row, manual: false });

/** Every price row of every carat back to Auto (the form's "All prices back to Auto"). */
export const allBackToAuto = (carats: FormCarat[]): FormCarat[] =>
  carats.map((carat) => ({ ...carat, prices: carat.prices.map(backToAuto) }));

/**
 * A product from the API as form values. Its stored price rows start Manual, whatever their stored flag
 * (the back-office spec: "Products loaded for editing start as manual"; docs/decisions.md#manual-on-edit):
 * saving keeps the prices the admin saw, and "back to Auto" hands a row to the rate card again. A
 * currency without a stored row gets a fresh Auto row.
 */
export function productToValues(product: ProductsDetailsFragment, lookups: Lookups): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    weightInGrams: String(product.weightInGrams),
    metalTypeId: String(product.metalTypeId),
    subcategoryId: String(product.subcategoryId),
    colors: product.colors.map((color) => ({
      key: rowKey(),
      colorId: String(color.colorId),
      images: color.images.map((image) => ({ kind: 'stored' as const, url: image.url })),
    })),
    carats: product.carats.map((carat) => {
      const blank = newCaratRow(lookups);
      return {
        key: rowKey(),
        caratId: String(carat.caratId),
        prices: blank.prices.map((row) => {
          const entry = carat.prices.find((price) => price.currencyId === row.currencyId);
          return entry
            ? {
                currencyId: entry.currencyId,
                price: entry.price.amount,
                stoneCharge: entry.stoneCharge.amount,
                labourCharge: entry.labourCharge.amount,
                manual: true,
              }
            : row;
        }),
      };
    }),
    sizes: product.sizes.map((size) => ({ key: rowKey(), sizeId: String(size.sizeId) })),
  };
}

/** A typed amount as a number; null only when nothing was typed. */
const typedNumber = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

const idOf = (text: string): number | null => {
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) && value > 0 ? value : null;
};

/** The request and where each sent row came from (to put the server's "carats.0.prices.1.price" under the right form row). */
export interface BuiltInput {
  input: ProductInput;
  /** Server field path → form field path, for the rows whose index moved when incomplete rows were dropped. */
  fieldPath: (serverPath: string) => string;
}

/**
 * The one request of a save. Incomplete rows are dropped (docs/specifications.md#back-office-5-validation):
 * colours without a colour, carat rows without a carat, price rows lacking (blank) stone or labour charge
 * (or, manual, a price), size rows without a size. Auto rows send manual: false, so the server prices them.
 */
export function buildProductInput(values: ProductFormValues, editing: boolean): BuiltInput {
  const colorIndex: number[] = [];
  const colors = values.colors.flatMap((color, index) => {
    const colorId = idOf(color.colorId);
    if (colorId === null) return [];
    colorIndex.push(index);
    const files = color.images.flatMap((image) => (image.kind === 'new' ? [image.file] : []));
    const kept = color.images.flatMap((image) => (image.kind === 'stored' ? [image.url] : []));
    return [{ colorId, images: files, ...(editing ? { keepImageUrls: kept } : {}) }];
  });
  const caratIndex: number[] = [];
  const priceIndex: number[][] = [];
  const carats = values.carats.flatMap((carat, index) => {
    const caratId = idOf(carat.caratId);
    if (caratId === null) return [];
    caratIndex.push(index);
    const kept: number[] = [];
    const prices = carat.prices.flatMap((row, rowIndex) => {
      // Only a row LACKING an amount is dropped; a typed one is sent as typed (validateProduct refuses a
      // bad one before this, and the server would refuse it too): never dropped, so never silently Auto.
      const stone = typedNumber(row.stoneCharge);
      const labour = typedNumber(row.labourCharge);
      const price = typedNumber(row.price);
      if (stone === null || labour === null || (row.manual && price === null)) return [];
      kept.push(rowIndex);
      return [
        { currencyId: row.currencyId, stoneCharge: stone, labourCharge: labour, manual: row.manual, ...(row.manual ? { price } : {}) },
      ];
    });
    priceIndex.push(kept);
    return [{ caratId, prices }];
  });
  const sizeIndex: number[] = [];
  const sizeIds = values.sizes.flatMap((size, index) => {
    const sizeId = idOf(size.sizeId);
    if (sizeId === null) return [];
    sizeIndex.push(index);
    return [sizeId];
  });
  const weight = Number(values.weightInGrams);
  const input: ProductInput = {
    name: values.name.trim(),
    description: values.description.trim(),
    weightInGrams: values.weightInGrams.trim() === '' || !Number.isFinite(weight) ? null : weight,
    metalTypeId: idOf(values.metalTypeId),
    subcategoryId: idOf(values.subcategoryId),
    colors,
    carats,
    sizeIds,
  };
  const fieldPath = (serverPath: string) => {
    const parts = serverPath.split('.');
    const at = (list: number[], text: string | undefined) => String(list[Number(text)] ?? text);
    if (parts[0] === 'colors' && parts[1] !== undefined) parts[1] = at(colorIndex, parts[1]);
    if (parts[0] === 'sizeIds' && parts[1] !== undefined) return `sizes.${at(sizeIndex, parts[1])}.sizeId`;
    if (parts[0] === 'carats' && parts[1] !== undefined) {
      const sent = Number(parts[1]);
      parts[1] = at(caratIndex, parts[1]);
      if (parts[2] === 'prices' && parts[3] !== undefined) parts[3] = at(priceIndex[sent] ?? [], parts[3]);
    }
    return parts.join('.');
  };
  return { input, fieldPath };
}

/** Field path → message. */
export type FormErrors = Record<string, string>;

/**
 * The product's fields checked before sending, by the form's zod schema (the shared back-office rules, in
 * the server's words; its validation has the final say and its field errors land under the same paths).
 */
export function validateProduct(values: ProductFormValues): FormErrors {
  const result = productFormSchema.safeParse(values);
  const errors: FormErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}
