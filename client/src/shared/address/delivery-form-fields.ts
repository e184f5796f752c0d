import { DELIVERY_LIMITS, DELIVERY_MESSAGES, deliveryFields } from '@shop/contracts';
import { z } from '../forms/zod';

/**
 * The delivery address and contact of a form that places an order (the checkout, a custom design request), as
 * the server checks them (@shop/contracts): a long entry is caught under its field, and each empty required one
 * says so under itself (DELIVERY_MESSAGES.required). The apartment is optional: '' when left empty.
 */
export const deliveryFormFields = () => ({
  ...deliveryFields((field) => DELIVERY_MESSAGES.required[field]),
  apartment: z.string().trim().max(DELIVERY_LIMITS.apartment, DELIVERY_MESSAGES.tooLong('apartment')),
});
