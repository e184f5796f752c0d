import { z } from '../../shared/forms/zod';

/** The placeholder a tracking link holds for the tracking number (server: domain/orders/shipments/couriers.ts). */
export const TRACKING_PLACEHOLDER = '{tracking}';

// The server's words (courierSchema), so the form and a refused save say the same thing.
const TEMPLATE_MESSAGE = `The tracking link must start with https:// or http:// and contain ${TRACKING_PLACEHOLDER}`;

/** A courier's form: a name, and an optional tracking link with {tracking} where the number goes. */
export const courierFormSchema = z.object({
  name: z.string().trim().min(1, 'A name is required').max(100, 'A name may have at most 100 characters'),
  trackingUrlTemplate: z
    .string()
    .trim()
    .max(500, 'The tracking link may have at most 500 characters')
    .refine((value) => value === '' || (/^https?:\/\/\S+$/i.test(value) && value.includes(TRACKING_PLACEHOLDER)), TEMPLATE_MESSAGE),
  active: z.boolean(),
});

export type CourierFormValues = z.input<typeof courierFormSchema>;

/** The link a template gives for an example number, shown under the field so the admin can check it. */
export function exampleTrackingLink(template: string, trackingNumber = 'AWB123456'): string {
  return template.split(TRACKING_PLACEHOLDER).join(trackingNumber);
}
