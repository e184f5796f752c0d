import { z } from 'zod';
import { OrderStatus } from '../../entities/order.entity';

// The number asks for a transition of the order lifecycle (docs/decisions.md#order-lifecycle), which may refuse it.
export const ORDER_STATUS_MESSAGE = 'Status must be a whole number from 1 (Placed) to 5 (Cancelled)';

export const updateOrderStatusSchema = z.object({
  status: z
    .number({ error: ORDER_STATUS_MESSAGE })
    .int(ORDER_STATUS_MESSAGE)
    .min(OrderStatus.PENDING, ORDER_STATUS_MESSAGE)
    .max(OrderStatus.CANCELLED, ORDER_STATUS_MESSAGE)
    .transform((status) => status as OrderStatus),
  expectedVersion: z.number().int().positive().nullish(),
});
/** An action that names only the version the admin saw (collecting cash on delivery). */
export const expectedVersionSchema = z.object({ expectedVersion: z.number().int().positive().nullish() });

export type UpdateOrderStatusData = z.infer<typeof updateOrderStatusSchema>;

export const orderNoteSchema = z.object({
  note: z.string({ error: 'A note is required' }).trim().min(1, 'A note is required').max(500, 'A note may have at most 500 characters'),
});
