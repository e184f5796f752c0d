import { DELIVERY_LIMITS, DELIVERY_MESSAGES, deliveryFields } from '@shop/contracts';
import { z } from 'zod';
import { lineSelectionSchema, quantity } from '../line-selection/line-selection.validation';

// The address's rules and texts are the ones the storefront's checkout and custom design forms validate with
// (@shop/contracts); an empty field says the specification's checkout text (docs/specifications.md#storefront-5-validation).
export const ADDRESS_REQUIRED = DELIVERY_MESSAGES.addressRequired;
export const EMAIL_INVALID = DELIVERY_MESSAGES.emailInvalid;
const delivery = deliveryFields(() => ADDRESS_REQUIRED);
const amount = (message: string) => z.number({ error: message }).nonnegative(message).max(1e9, message);

/** A line as the client showed it (REST items): its amounts are compared with the server's. */
const expectedLineSchema = z.object({
  cartItemId: z.number().int().positive().nullish(),
  productId: z.number().int().positive(),
  productCaratId: z.number().int().positive(),
  /** What the client meant to order: a whole number of at least 1 (checkout checks it against stock or MAX_LINE_QUANTITY), even where the cart's quantity is charged. */
  quantity,
  unitPrice: amount('price must be an amount').nullish(),
  stoneCharge: amount('stoneCharge must be an amount').nullish(),
  labourCharge: amount('labourCharge must be an amount').nullish(),
});
export type ExpectedLine = z.infer<typeof expectedLineSchema>;

/**
 * A checkout, whatever the transport: the address, how the shopper pays, where the items come from
 * (the cart, optionally some of its lines; or one product for Buy Now), and optionally what the client
 * showed (total, per-line amounts) so a changed price is reported instead of charged.
 */
export const createOrderSchema = z
  .object({
    firstName: delivery.firstName,
    lastName: delivery.lastName,
    email: delivery.email,
    phone: delivery.phone,
    address: delivery.address,
    apartment: z
      .string({ error: 'Apartment must be text' })
      .trim()
      .max(DELIVERY_LIMITS.apartment, DELIVERY_MESSAGES.tooLong('apartment'))
      .nullish()
      .transform((value) => value || null),
    city: delivery.city,
    /** A state or union territory of India for a rupee order (checked with the currency: addresses/delivery-address.ts). */
    state: delivery.state,
    zipCode: delivery.zipCode,
    /** ISO 3166-1 alpha-2; required for an order in another currency than rupees, IN (or absent) for a rupee order. */
    country: z
      .string({ error: 'Country must be a two-letter code such as US' })
      .trim()
      .max(60, 'Country must be a two-letter code such as US')
      .nullish()
      .transform((value) => value || null),
    paymentMethod: z.enum(['online', 'cod'], { error: 'Choose a payment method: online or cod' }),
    source: z.enum(['cart', 'buyNow'], { error: 'Order source must be cart or buyNow' }),
    /** Buy Now: the one product ordered. */
    item: lineSelectionSchema.extend({ quantity }).nullish(),
    /** Cart: only these lines (default: every line of the cart). */
    cartItemIds: z
      .array(z.number().int().positive(), { error: 'cartItemIds must be a list of cart item ids' })
      .max(100, 'Too many cart items')
      .nullish(),
    /** Major units, e.g. 45210.5; when given and different from the server's total, nothing is ordered. */
    expectedTotal: amount('The expected total must be an amount').nullish(),
    expectedLines: z.array(expectedLineSchema).max(100).nullish(),
  })
  .superRefine((data, issue) => {
    if (data.source === 'buyNow' && !data.item) issue.addIssue({ code: 'custom', path: ['item'], message: 'Choose the product to buy' });
  });
export type CreateOrderData = z.infer<typeof createOrderSchema>;

export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(1, 'The idempotency key must be 1-100 characters')
  .max(100, 'The idempotency key must be 1-100 characters');
