import { z } from '../../shared/forms/zod';
import type { CustomDesignInput } from '../../graphql/generated/graphql';
import { deliveryFormFields } from '../../shared/address/delivery-form-fields';
import { type ContactSource, type DeliveryAddressSource, orderStartFields } from '../../shared/address/order-start';

/** Metals offered on the form; the server takes any text, so a new metal needs only a line here. */
export const METALS = ['Yellow gold', 'White gold', 'Rose gold', 'Platinum'] as const;
export const PURITIES = ['14K', '18K', '22K', 'PT950'] as const;

const required = (message: string, max: number, tooLong: string) => z.string().trim().min(1, message).max(max, tooLong);
const optional = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

/** An optional number typed as text: empty, or a positive number of at most two decimals up to `max`. */
const optionalNumber = (max: number, message: string) =>
  z
    .string()
    .trim()
    .refine((text) => text === '' || (/^\d+(\.\d{1,2})?$/.test(text) && Number(text) > 0 && Number(text) <= max), message);

// The server's rules and words (server/src/domain/custom-designs/custom-designs.validation.ts), checked as the shopper types.
export const customDesignSchema = z.object({
  material: required('Choose a metal', 100, 'The metal is too long (at most 100 characters)'),
  purity: optional(20, 'The purity is too long (at most 20 characters)'),
  stone: optional(100, 'The stone is too long (at most 100 characters)'),
  caratWish: optionalNumber(50, 'The carat weight must be a number from 0.01 to 50'),
  customSize: optional(100, 'The ring size is too long (at most 100 characters)'),
  width: optionalNumber(500, 'The width must be a number of millimetres from 0.01 to 500'),
  height: optionalNumber(500, 'The height must be a number of millimetres from 0.01 to 500'),
  budget: optionalNumber(100_000_000, 'The budget must be an amount from 0.01 to 100,000,000'),
  instructions: z
    .string()
    .trim()
    .min(10, 'Describe the piece you would like (at least 10 characters)')
    .max(2000, 'The description is too long (at most 2000 characters)'),
  ...deliveryFormFields(),
  // ISO 3166-1 alpha-2: IN for a rupee account (set by the form); another currency chooses it (the server requires it).
  country: z.string().trim(),
});

export type CustomDesignFormValues = z.infer<typeof customDesignSchema>;

/** Every field of the form: a server InputValidationError names them the same way (and `picture`). */
export const CUSTOM_DESIGN_FIELDS: ReadonlySet<string> = new Set(Object.keys(customDesignSchema.shape));

/** The form's starting values: the account's name and contact details, and the last order's address. */
export function initialCustomDesignValues(
  profile: ContactSource | null | undefined,
  lastAddress?: DeliveryAddressSource | null,
): CustomDesignFormValues {
  return {
    material: '',
    purity: '',
    stone: '',
    caratWish: '',
    customSize: '',
    width: '',
    height: '',
    budget: '',
    instructions: '',
    ...orderStartFields(profile, lastAddress),
  };
}

const textOrNull = (text: string) => (text === '' ? null : text);
const numberOrNull = (text: string) => (text === '' ? null : Number(text));

/** requestCustomDesign's input: blanks left out as null, numbers as numbers. */
export function toCustomDesignInput(values: CustomDesignFormValues): CustomDesignInput {
  return {
    material: values.material,
    purity: textOrNull(values.purity),
    stone: textOrNull(values.stone),
    caratWish: numberOrNull(values.caratWish),
    customSize: textOrNull(values.customSize),
    width: numberOrNull(values.width),
    height: numberOrNull(values.height),
    budget: numberOrNull(values.budget),
    instructions: values.instructions,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    address: values.address,
    apartment: textOrNull(values.apartment),
    city: values.city,
    state: values.state,
    zipCode: values.zipCode,
    country: textOrNull(values.country),
  };
}
