import { z } from 'zod';
import { createOrderSchema } from '../orders/orders.validation';

// The messages are shown next to the field on the storefront's "Design your own" form and the back-office's
// quote dialog, so they say what to do.

/** Optional text: blank is absent. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || null);

const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** An optional positive number up to `max`, two decimals at most (amounts, millimetres, carats). */
const optionalAmount = (max: number, message: string) =>
  z
    .number({ error: message })
    .positive(message)
    .max(max, message)
    .refine(twoDecimals, message)
    .nullish()
    .transform((value) => value ?? null);

const address = createOrderSchema.shape;

/**
 * A "Design your own" request: what the shopper wishes for, and where the piece goes (the checkout's address
 * rules). The reference picture travels beside it and is checked by its bytes.
 */
export const customDesignRequestSchema = z.object({
  material: z
    .string({ error: 'Choose a metal' })
    .trim()
    .min(1, 'Choose a metal')
    .max(100, 'The metal is too long (at most 100 characters)'),
  purity: optionalText(20, 'The purity is too long (at most 20 characters)'),
  stone: optionalText(100, 'The stone is too long (at most 100 characters)'),
  caratWish: optionalAmount(50, 'The carat weight must be a number from 0.01 to 50'),
  customSize: optionalText(100, 'The ring size is too long (at most 100 characters)'),
  width: optionalAmount(500, 'The width must be a number of millimetres from 0.01 to 500'),
  height: optionalAmount(500, 'The height must be a number of millimetres from 0.01 to 500'),
  budget: optionalAmount(100_000_000, 'The budget must be an amount from 0.01 to 100,000,000'),
  instructions: z
    .string({ error: 'Describe the piece you would like (at least 10 characters)' })
    .trim()
    .min(10, 'Describe the piece you would like (at least 10 characters)')
    .max(2000, 'The description is too long (at most 2000 characters)'),
  firstName: address.firstName,
  lastName: address.lastName,
  email: address.email,
  phone: address.phone,
  address: address.address,
  apartment: address.apartment,
  city: address.city,
  state: address.state,
  zipCode: address.zipCode,
  country: address.country,
});
export type CustomDesignRequestData = z.infer<typeof customDesignRequestSchema>;

/** The back-office's price for a request, in major units of the request's currency, and an optional note. */
export const quoteSchema = z.object({
  amount: z
    .number({ error: 'The quote must be an amount' })
    .positive('The quote must be more than 0')
    .max(100_000_000, 'The quote must be at most 100,000,000')
    .refine(twoDecimals, 'The quote has at most two decimals'),
  note: optionalText(500, 'The note is too long (at most 500 characters)'),
});
export type QuoteData = z.infer<typeof quoteSchema>;

/** How the shopper pays an accepted quote: as at checkout. */
export const acceptQuoteSchema = z.object({
  paymentMethod: address.paymentMethod,
});
