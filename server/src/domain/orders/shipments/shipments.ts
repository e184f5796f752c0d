import type { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import { isUniqueViolation } from '../../../database/errors';
import { inTransaction } from '../../../database/transactions';
import type { Order } from '../../../entities/order.entity';
import { OrderItem } from '../../../entities/order-item.entity';
import { type Courier, Shipment, ShipmentPiece } from '../../../entities/shipment.entity';
import { notFound } from '../../common/domain-error';
import { type FieldError, InputValidationError, OrderTransitionError, StaleVersionError } from '../../common/error-results';
import { fieldError, invalidField, validateInput } from '../../common/validation';
import { type Actor, addHistory, applyAction, lockOrder } from '../lifecycle/order-lifecycle';
import { OrderAction } from '../lifecycle/order-transitions';
import { listCouriers, trackingUrlOf } from './couriers';

/** A BIS Hallmark Unique ID: six upper-case letters or digits. */
export const HUID_PATTERN = /^[A-Z0-9]{6}$/;
export const HUID_MESSAGE = 'A HUID is 6 letters or digits (A-Z, 0-9)';

/** What the back office answers when an order is marked shipped without its parcel (GraphQL updateOrderStatus 3). */
export const SHIP_NEEDS_PARCEL =
  'To mark an order Shipped, record the courier and the tracking number (and the HUID of each piece sent) with Ship';

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} may have at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

export const shipOrderSchema = z.object({
  courierId: z.number({ error: 'Choose a courier' }).int('Choose a courier').positive('Choose a courier'),
  trackingNumber: z
    .string({ error: 'A tracking number is required' })
    .trim()
    .min(1, 'A tracking number is required')
    .max(60, 'A tracking number may have at most 60 characters'),
  pieces: z
    .array(
      z.object({
        orderItemId: z.number().int().positive(),
        huid: optionalText(6, 'A HUID')
          .transform((value) => value?.toUpperCase() ?? null)
          .refine((value) => value === null || HUID_PATTERN.test(value), HUID_MESSAGE),
        certificateNumber: optionalText(40, 'A certificate report number'),
      }),
    )
    .max(500, 'At most 500 pieces')
    .default([]),
  expectedVersion: z.number().int().positive().nullish(),
});
export type ShipOrderData = z.infer<typeof shipOrderSchema>;

const huidTakenError = (huid: string, field = 'pieces') =>
  invalidField(field, `HUID ${huid} was already recorded for another piece: each piece's HUID is unique`);

/** The order's parcel, or null before it shipped (or when it was shipped by the legacy path without one). */
export async function shipmentOf(m: EntityManager, orderId: number): Promise<(Shipment & { pieces: ShipmentPiece[] }) | null> {
  const shipment = await m.getRepository(Shipment).findOneBy({ orderId });
  if (!shipment) return null;
  const pieces = await m.getRepository(ShipmentPiece).find({ where: { shipmentId: shipment.id }, order: { id: 'ASC' } });
  return Object.assign(shipment, { pieces });
}

/**
 * What the pieces must say for the order's lines: each line has as many pieces as its quantity; a line whose
 * design is hallmarked needs each piece's HUID, one with a lab certificate each piece's report number (a
 * report identifies one stone). No HUID twice. Field errors name the piece (pieces.2.huid).
 */
function piecesRefusal(items: OrderItem[], pieces: ShipOrderData['pieces']): FieldError[] {
  const errors: FieldError[] = [];
  const byItem = new Map(items.map((item) => [item.id, item]));
  pieces.forEach((piece, index) => {
    const item = byItem.get(piece.orderItemId);
    if (!item) errors.push(fieldError(`pieces.${index}.orderItemId`, 'This piece is not a line of this order'));
    else {
      if (item.hallmarkPurity != null && !piece.huid)
        errors.push(fieldError(`pieces.${index}.huid`, `Enter the HUID of each piece of ${item.productName}`));
      if (item.certificateLab != null && !piece.certificateNumber)
        errors.push(
          fieldError(`pieces.${index}.certificateNumber`, `Enter the certificate report number of each piece of ${item.productName}`),
        );
    }
  });
  for (const item of items) {
    const sent = pieces.filter((piece) => piece.orderItemId === item.id).length;
    const needed = item.hallmarkPurity != null || item.certificateLab != null;
    if (needed && sent !== item.quantity)
      errors.push(
        fieldError('pieces', `Record ${item.quantity} piece${item.quantity === 1 ? '' : 's'} of ${item.productName} (${sent} given)`),
      );
    else if (!needed && sent > item.quantity)
      errors.push(fieldError('pieces', `${item.productName} has ${item.quantity} piece(s), ${sent} given`));
  }
  const seen = new Set<string>();
  pieces.forEach((piece, index) => {
    if (!piece.huid) return;
    if (seen.has(piece.huid)) errors.push(fieldError(`pieces.${index}.huid`, `HUID ${piece.huid} is given for two pieces`));
    seen.add(piece.huid);
  });
  return errors;
}

/** The first of `huids` a piece already carries, or null. */
async function takenHuid(m: EntityManager, huids: string[]): Promise<string | null> {
  if (huids.length === 0) return null;
  const row = await m
    .getRepository(ShipmentPiece)
    .createQueryBuilder('p')
    .select('p.huid', 'huid')
    .where('p.huid IN (:...huids)', { huids })
    .orderBy('p.id', 'ASC')
    .getRawOne<{ huid: string }>();
  return row?.huid ?? null;
}

export type ShipResult = Order | InputValidationError | OrderTransitionError | StaleVersionError;

/**
 * Ships an order (docs/decisions.md#shipments-and-one-vocabulary): in ONE transaction with the order's row
 * locked, the lifecycle's SHIP action (table check, status 3, version bump, history line, the shipped e-mail in
 * the outbox) and the shipment with its pieces. A HUID already carried by another piece is refused naming it;
 * when two admins record the same HUID at once, the unique index lets exactly one commit and the other gets
 * the same refusal. Runs for GraphQL `shipOrder` and REST `PUT /order/updatestatus/{id}` with a courier.
 */
export async function shipOrder(dataSource: DataSource, orderId: number, input: unknown, by: Actor): Promise<ShipResult> {
  const data = validateInput(shipOrderSchema, input);
  if (data instanceof InputValidationError) return data;
  const huids = data.pieces.flatMap((piece) => (piece.huid ? [piece.huid] : []));
  try {
    return await inTransaction(dataSource, async (m) => {
      const order = await lockOrder(m, orderId);
      if (!order) throw notFound('Order not found');
      const couriers = await listCouriers(m);
      const courier = couriers.find((c) => c.id === data.courierId);
      if (!courier || !courier.active) return invalidField('courierId', 'Choose one of the active couriers');
      const items = await m.getRepository(OrderItem).find({ where: { orderId }, order: { id: 'ASC' } });
      const refused = piecesRefusal(items, data.pieces);
      if (refused.length > 0) return new InputValidationError(refused);
      const taken = await takenHuid(m, huids);
      if (taken) return huidTakenError(taken);
      const changed = await applyAction(m, order, OrderAction.SHIP, by, data.expectedVersion);
      if (changed instanceof OrderTransitionError || changed instanceof StaleVersionError) return changed;
      await recordShipment(m, order, courier, data, by);
      return changed.order;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      // The other admin's transaction committed first: name the HUID it took.
      const taken = await takenHuid(dataSource.manager, huids);
      if (taken) return huidTakenError(taken);
      return new OrderTransitionError('This order was shipped meanwhile');
    }
    throw error;
  }
}

/** Writes the shipment and its pieces and the history line naming the parcel (the order's row is locked). */
async function recordShipment(m: EntityManager, order: Order, courier: Courier, data: ShipOrderData, by: Actor): Promise<void> {
  const shipment = m.getRepository(Shipment).create({
    orderId: order.id,
    courierId: courier.id,
    courierName: courier.name,
    trackingNumber: data.trackingNumber,
    trackingUrl: trackingUrlOf(courier.trackingUrlTemplate, data.trackingNumber),
    shippedAt: new Date(),
    shippedByUserId: by.userId,
  });
  await m.getRepository(Shipment).insert(shipment);
  if (data.pieces.length > 0) {
    await m.getRepository(ShipmentPiece).insert(
      data.pieces.map((piece) => ({
        shipmentId: shipment.id,
        orderItemId: piece.orderItemId,
        huid: piece.huid,
        certificateNumber: piece.certificateNumber,
      })),
    );
  }
  await addHistory(m, order, by, {
    kind: 'shipment',
    note: `${courier.name} · tracking number ${data.trackingNumber}`,
    customerVisible: true,
  });
}

/** The legacy REST path's courier: its id, or its name (case-insensitive); null when unknown. */
export async function courierIdByName(m: EntityManager, courier: unknown): Promise<number | null> {
  const couriers = await listCouriers(m);
  if (typeof courier === 'number') return couriers.find((c) => c.id === courier)?.id ?? null;
  if (typeof courier !== 'string') return null;
  const name = courier.trim().toLowerCase();
  return couriers.find((c) => c.name.toLowerCase() === name || String(c.id) === name)?.id ?? null;
}

/** Erases an order's parcel (an order erased, not archived: domain/orders/orders-admin.service.ts deleteOrder). */
export async function deleteShipment(m: EntityManager, orderId: number): Promise<void> {
  const shipment = await m.getRepository(Shipment).findOneBy({ orderId });
  if (!shipment) return;
  await m.getRepository(ShipmentPiece).delete({ shipmentId: shipment.id });
  await m.getRepository(Shipment).delete({ id: shipment.id });
}
