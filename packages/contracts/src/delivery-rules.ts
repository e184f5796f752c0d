import { z } from 'zod';

/**
 * The delivery address and contact of an order (the checkout, a custom design request), which the storefront's
 * forms and the server both validate with. The limits are the order's columns. An empty required field: the
 * server answers the specification's checkout text (docs/specifications.md#storefront-5-validation) for each;
 * a form says which field under it, and the specification's text once above the form.
 */
export const DELIVERY_LIMITS = {
  firstName: 100,
  lastName: 100,
  email: 255,
  phone: 20,
  address: 255,
  apartment: 255,
  city: 100,
  state: 100,
  zipCode: 20,
} as const;

export type DeliveryField = keyof typeof DELIVERY_LIMITS;
/** Every field but the apartment is required. */
export type RequiredDeliveryField = Exclude<DeliveryField, 'apartment'>;

const LABELS: Record<DeliveryField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone number',
  address: 'Address',
  apartment: 'Apartment',
  city: 'City',
  state: 'State',
  zipCode: 'Zip code',
};

export const DELIVERY_MESSAGES = {
  addressRequired: 'Please fill all required address fields',
  emailInvalid: 'Please enter a valid email address',
  /** What each empty required field of a form says under itself. */
  required: {
    firstName: 'First name is required',
    lastName: 'Last name is required',
    email: 'Email is required',
    phone: 'Phone number is required',
    address: 'Address is required',
    city: 'City is required',
    state: 'State is required',
    zipCode: 'Zip code is required',
  } satisfies Record<RequiredDeliveryField, string>,
  tooLong: (field: DeliveryField) => `${LABELS[field]} must be at most ${DELIVERY_LIMITS[field]} characters`,
} as const;

const M = DELIVERY_MESSAGES;

/**
 * The required fields' schemas, built when called (as accountFields: the client's `zod` must be jitless first),
 * trimmed; `required` is what an empty one says. The apartment's emptiness is each side's own (null on the
 * server, '' in a form): its limit and text are DELIVERY_LIMITS.apartment and DELIVERY_MESSAGES.tooLong.
 */
export function deliveryFields(required: (field: RequiredDeliveryField) => string) {
  const filled = (field: RequiredDeliveryField) =>
    z
      .string({ error: required(field) })
      .trim()
      .min(1, required(field));
  const text = (field: RequiredDeliveryField) => filled(field).max(DELIVERY_LIMITS[field], M.tooLong(field));
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: filled('email').pipe(z.email(M.emailInvalid).max(DELIVERY_LIMITS.email, M.tooLong('email'))),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zipCode'),
  };
}
