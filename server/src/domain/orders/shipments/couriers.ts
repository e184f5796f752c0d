import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { isUniqueViolation } from '../../../database/errors';
import { Courier } from '../../../entities/shipment.entity';
import { InputValidationError } from '../../common/error-results';
import { invalidField, validateInput } from '../../common/validation';

/** The couriers a new shop starts with (docs/decisions.md#shipments-and-one-vocabulary); the admin edits them. */
export const DEFAULT_COURIERS: readonly Pick<Courier, 'name' | 'trackingUrlTemplate'>[] = [
  { name: 'Blue Dart', trackingUrlTemplate: 'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo={tracking}' },
  { name: 'Delhivery', trackingUrlTemplate: 'https://www.delhivery.com/track/package/{tracking}' },
  {
    name: 'India Post',
    trackingUrlTemplate: 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignment={tracking}',
  },
  { name: 'DHL', trackingUrlTemplate: 'https://www.dhl.com/in-en/home/tracking.html?tracking-id={tracking}' },
  { name: 'FedEx', trackingUrlTemplate: 'https://www.fedex.com/fedextrack/?trknbr={tracking}' },
];

/** The placeholder a tracking link template holds for the tracking number. */
export const TRACKING_PLACEHOLDER = '{tracking}';

/** The courier's tracking link for `trackingNumber` (URL-encoded), or null when the courier has no template. */
export function trackingUrlOf(template: string | null, trackingNumber: string): string | null {
  return template ? template.split(TRACKING_PLACEHOLDER).join(encodeURIComponent(trackingNumber)) : null;
}

/**
 * Every courier, by name. A table read empty gets the five defaults first (a new shop, on SQLite too, where no
 * migration seeds it): couriers are deactivated, never deleted, so it is empty only once.
 */
export async function listCouriers(m: EntityManager): Promise<Courier[]> {
  const repo = m.getRepository(Courier);
  if ((await repo.count()) === 0) {
    try {
      await repo.insert(DEFAULT_COURIERS.map((courier) => ({ ...courier, active: true })));
    } catch (error) {
      // Another request seeded them at the same moment.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return repo.find({ order: { name: 'ASC' } });
}

const templateMessage = `The tracking link must start with https:// or http:// and contain ${TRACKING_PLACEHOLDER}`;

export const courierSchema = z.object({
  name: z.string({ error: 'A name is required' }).trim().min(1, 'A name is required').max(100, 'A name may have at most 100 characters'),
  trackingUrlTemplate: z
    .string()
    .trim()
    .max(500, 'The tracking link may have at most 500 characters')
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || (/^https?:\/\/\S+$/i.test(value) && value.includes(TRACKING_PLACEHOLDER)), templateMessage),
  active: z.boolean().default(true),
});

/** Adds a courier (id null) or edits one; a name another courier has is refused. */
export async function saveCourier(m: EntityManager, id: number | null, input: unknown): Promise<Courier | InputValidationError> {
  const data = validateInput(courierSchema, input);
  if (data instanceof InputValidationError) return data;
  const repo = m.getRepository(Courier);
  const existing = id === null ? null : await repo.findOneBy({ id });
  if (id !== null && !existing) return invalidField('id', 'Courier not found');
  try {
    if (existing) {
      await repo.update({ id: existing.id }, data);
      return Object.assign(existing, data);
    }
    const courier = repo.create(data);
    await repo.insert(courier);
    return courier;
  } catch (error) {
    if (isUniqueViolation(error)) return invalidField('name', `A courier named "${data.name}" already exists`);
    throw error;
  }
}
