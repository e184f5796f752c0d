import { DELIVERY_MESSAGES } from '@shop/contracts';
import { z } from '../../shared/forms/zod';
import type { CreateOrderInput, PaymentMethod } from '../../graphql/generated/graphql';
import { deliveryFormFields } from '../../shared/address/delivery-form-fields';
import { COUNTRY_REQUIRED } from '../../shared/address/delivery-regions';
import { type ContactSource, type DeliveryAddressSource, orderStartFields } from '../../shared/address/order-start';

/** The storefront specification's checkout texts (docs/specifications.md#storefront-5-validation), word for word. */
export const CHECKOUT_MESSAGES = {
  addressRequired: DELIVERY_MESSAGES.addressRequired,
  emailInvalid: DELIVERY_MESSAGES.emailInvalid,
} as const;

/** What each empty required field says under itself; the form's summary line is addressRequired. */
export const REQUIRED_FIELD_MESSAGES = DELIVERY_MESSAGES.required;

type RequiredField = keyof typeof REQUIRED_FIELD_MESSAGES;

export const checkoutSchema = z.object({
  ...deliveryFormFields(),
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
