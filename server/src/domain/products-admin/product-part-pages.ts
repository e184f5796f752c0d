import { z } from 'zod';
import { DomainError, DomainErrorCode } from '../common/domain-error';
import { InputValidationError } from '../common/error-results';
import { validateInput } from '../common/validation';

/** Which rows of a part list: one product's, or every product's; paged. */
export interface PartListArgs {
  productId?: number | null;
  first?: number | null;
  offset?: number | null;
}

export const DEFAULT_PART_PAGE_SIZE = 200;
export const MAX_PART_PAGE_SIZE = 500;

const partPageSchema = z.object({
  productId: z.number().int('productId must be a product id').positive('productId must be a product id').nullish(),
  first: z
    .number()
    .int(`first must be a whole number from 1 to ${MAX_PART_PAGE_SIZE}`)
    .min(1, `first must be a whole number from 1 to ${MAX_PART_PAGE_SIZE}`)
    .max(MAX_PART_PAGE_SIZE, `first must be a whole number from 1 to ${MAX_PART_PAGE_SIZE}`),
  offset: z.number().int('offset must be a whole number of at least 0').min(0, 'offset must be a whole number of at least 0'),
});

export function page(args: PartListArgs) {
  const parsed = validateInput(partPageSchema, {
    productId: args.productId,
    first: args.first ?? DEFAULT_PART_PAGE_SIZE,
    offset: args.offset ?? 0,
  });
  if (parsed instanceof InputValidationError)
    throw new DomainError(DomainErrorCode.INVALID_INPUT, parsed.message, parsed.fieldErrors[0]?.field);
  return { where: parsed.productId ? { productId: parsed.productId } : {}, take: parsed.first, skip: parsed.offset };
}
