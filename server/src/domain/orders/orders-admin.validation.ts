import { z } from 'zod';
import { OrderStatus } from '../../entities/order.entity';

// The back-office may set any of the five statuses at any time (docs/decisions.md#order-status); the text is ours.
export const ORDER_STATUS_MESSAGE = 'Status must be a whole number from 1 (Pending) to 5 (Cancelled)';

export const updateOrderStatusSchema = z.object({
  status: z
    .number({ error: ORDER_STATUS_MESSAGE })
    .int(ORDER_STATUS_MESSAGE)
    .min(OrderStatus.PENDING, ORDER_STATUS_MESSAGE)
    .max(OrderStatus.CANCELLED, ORDER_STATUS_MESSAGE)
    .transform((status) => status as OrderStatus),
});
export type UpdateOrderStatusData = z.infer<typeof updateOrderStatusSchema>;
