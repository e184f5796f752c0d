import type { SelectOption } from '../../shared/admin/form-rules';

/** How many matches the product picker shows at once. */
export const PRODUCT_SEARCH_SIZE = 20;

export interface ProductSearchVariables {
  search: string | null;
  first: number;
  id: number;
  byId: boolean;
}

/**
 * What the product picker asks the API for a typed text: the words of the name (the API matches
 * each), and when the text is a product number ("1234" or "#1234") that product too. A blank text
 * asks for the newest products.
 */
export function productSearchVariables(text: string): ProductSearchVariables {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const number = /^#?(\d{1,9})$/.exec(trimmed);
  const id = number ? Number(number[1]) : 0;
  const byId = id > 0;
  const words = trimmed.replace(/^#/, '');
  return { search: words === '' || (number && trimmed.startsWith('#')) ? null : words, first: PRODUCT_SEARCH_SIZE, id, byId };
}

/** A product as a choice: its name and number, so two products of the same name can be told apart. */
export function productOption(product: { id: number; name: string }): SelectOption {
  return { value: product.id, label: `${product.name} (#${product.id})` };
}

/** The choices to list: the product of that number first, then the name matches, each once. */
export function productChoices(
  byId: { id: number; name: string } | null | undefined,
  matches: readonly { id: number; name: string }[],
): SelectOption[] {
  const seen = new Set<number>();
  const choices: SelectOption[] = [];
  for (const product of byId ? [byId, ...matches] : matches) {
    if (seen.has(product.id)) continue;
    seen.add(product.id);
    choices.push(productOption(product));
  }
  return choices;
}

/** The product number a form field holds ('12' → 12), or null when it holds none. */
export function chosenProductId(value: unknown): number | null {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}
