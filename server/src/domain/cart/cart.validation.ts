import { z } from 'zod';
import { lineSelectionSchema, quantity, quantityOrOne } from '../line-selection/line-selection.validation';

export const cartAddItemSchema = lineSelectionSchema.extend({
  quantity: quantityOrOne,
});
export type CartAddItemData = z.infer<typeof cartAddItemSchema>;

export const quantityInputSchema = z.object({ quantity });
