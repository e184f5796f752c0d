import { z } from '../../shared/forms/zod';
import type { CreateOrderInput, PaymentMethod } from '../../graphql/generated/graphql';
import { COUNTRY_REQUIRED } from '../../shared/address/delivery-regions';
import { type ContactSource, type DeliveryAddressSource, orderStartFields } from '../../shared/address/order-start';
import { EMAIL_PATTERN } from '../../shared/validation/messages';

/** The storefront specification's checkout texts (docs/specifications.md#storefront-5-validation), word for word. */
export const CHECKOUT_MESSAGES = {
  addressRequired: 'Please fill all required address fields',
  emailInvalid: 'Please enter a valid email address',
} as const;

/** What each empty required field says under itself; the form's summary line is addressRequired. */
export const REQUIRED_FIELD_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  phone: 'Phone number is required',
  address: 'Address is required',
  city: 'City is required',
  state: 'State is required',
  zipCode: 'Zip code is required',
} as const;

type RequiredField = keyof typeof REQUIRED_FIELD_MESSAGES;

// The server's column limits (CreateOrderInput), so a long entry is caught here, under its field.
const text = (field: RequiredField, max: number, label: string) =>
  z.string().trim().min(1, REQUIRED_FIELD_MESSAGES[field]).max(max, `${label} must be at most ${max} characters`);

export const checkoutSchema = z.object({
  firstName: text('firstName', 100, 'First name'),
  lastName: text('lastName', 100, 'Last name'),
  // An empty e-mail is only missing, not also invalid.
  email: text('email', 255, 'Email').refine((value) => value === '' || EMAIL_PATTERN.test(value), CHECKOUT_MESSAGES.emailInvalid),
  phone: text('phone', 20, 'Phone number'),
  address: text('address', 255, 'Address'),
  apartment: z.string().trim().max(255, 'Apartment must be at most 255 characters'),
  city: text('city', 100, 'City'),
  state: text('state', 100, 'State'),
  zipCode: text('zipCode', 20, 'Zip code'),
  // ISO 3166-1 alpha-2: IN for a rupee order (set by the form), chosen from the list for another currency.
  country: z.string().trim().min(1, COUNTRY_REQUIRED),
  paymentMethod: z.enum(['ONLINE', 'COD']),
});

export type CheckoutFormInput = z.input<typeof checkoutSchema>;
export type CheckoutFormValues = z.output<typeof checkoutSchema>;

/** Every field of the form (a server InputValidationError names them the same way). */
export const CHECKOUT_FIELDS: ReadonlySet<string> = new Set<keyof CheckoutFormInput>([
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'apartment',
  'city',
  'state',
  'zipCode',
  'country',
  'paymentMethod',
]);

/** True when some required field is empty: the form then says 'Please fill all required address fields'. */
export function hasMissingRequiredField(errors: Partial<Record<string, { message?: string } | undefined>>): boolean {
  return (Object.keys(REQUIRED_FIELD_MESSAGES) as RequiredField[]).some(
    (field) => errors[field]?.message === REQUIRED_FIELD_MESSAGES[field],
  );
}

/** The form's starting values: the account's name and contact details, the last order's address; online payment. */
export function initialCheckoutValues(
  profile: ContactSource | null | undefined,
  lastAddress?: DeliveryAddressSource | null,
): CheckoutFormInput {
  return {
    ...orderStartFields(profile, lastAddress),
    paymentMethod: 'ONLINE',
  };
}

/** What the order is made of: the cart (the lines shown) or one Buy Now product. */
export type OrderContents =
  | { source: 'CART'; cartItemIds: number[] }
  | {
      source: 'BUY_NOW';
      item: { productId: number; productCaratId: number; productColorId: number | null; productSizeId: number | null; quantity: number };
    };

/**
 * createOrder's input: the address (apartment left out when empty), how the shopper pays, what is
 * ordered, and the total the shopper was shown (major units) so a changed price is reported, not charged.
 */
export function toCreateOrderInput(values: CheckoutFormValues, contents: OrderContents, expectedTotalMinor: number): CreateOrderInput {
  const paymentMethod: PaymentMethod = values.paymentMethod;
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    address: values.address,
    apartment: values.apartment === '' ? null : values.apartment,
    city: values.city,
    state: values.state,
    zipCode: values.zipCode,
    country: values.country,
    paymentMethod,
    source: contents.source,
    ...(contents.source === 'CART' ? { cartItemIds: contents.cartItemIds } : { item: contents.item }),
    expectedTotal: expectedTotalMinor / 100,
  };
}
