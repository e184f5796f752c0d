import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useCallback, useMemo, useState } from 'react';
import { OrdersCouriersDocument, OrdersShipDocument } from './orders.generated';
import type { OrdersRowFragment } from './orders.generated';
import { tooLongProblem } from '../../shared/forms/text-limit';
import { notify } from '../../shared/ui/notify';

export const SHIPPED_TEXT = (orderId: number) => `Order #${orderId} shipped`;
export const SHIP_FAILED = 'The order could not be shipped. Nothing was changed; please try again.';
const HUID = /^[A-Z0-9]{6}$/;
/** The server's limits (shipments.ts): shown with a counter and refused before sending, never cut. */
export const TRACKING_MAX_LENGTH = 60;
export const CERTIFICATE_MAX_LENGTH = 40;
export const HUID_LENGTH = 6;

/** One piece of one line, as the dialog asks for it: its HUID and certificate report number. */
export interface PieceEntry {
  orderItemId: number;
  productName: string;
  /** 1-based, within its line. */
  index: number;
  huid: string;
  certificateNumber: string;
}

export interface ShipController {
  order: OrdersRowFragment | null;
  couriers: { id: number; name: string }[];
  courierId: number | '';
  trackingNumber: string;
  pieces: PieceEntry[];
  /** Field errors by input name: courierId, trackingNumber, pieces.2.huid … and pieces for the whole list. */
  errors: Record<string, string>;
  refusal: string | null;
  busy: boolean;
  setCourierId: (id: number | '') => void;
  setTrackingNumber: (text: string) => void;
  setPiece: (position: number, field: 'huid' | 'certificateNumber', value: string) => void;
  open: (order: OrdersRowFragment) => void;
  close: () => void;
  submit: (event?: FormEvent) => Promise<void>;
}

/** A piece entry per piece of each line of the order (quantity 2: two entries). */
export function pieceEntries(order: OrdersRowFragment): PieceEntry[] {
  return order.items.flatMap((item) =>
    Array.from({ length: item.quantity }, (_, i) => ({
      orderItemId: item.id,
      productName: item.productName,
      index: i + 1,
      huid: '',
      certificateNumber: '',
    })),
  );
}

/** What the dialog checks before sending: a courier, a tracking number, each HUID given well formed. */
export function shipFormErrors(courierId: number | '', trackingNumber: string, pieces: PieceEntry[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (courierId === '') errors.courierId = 'Choose a courier';
  if (trackingNumber.trim() === '') errors.trackingNumber = 'A tracking number is required';
  const trackingTooLong = tooLongProblem('Tracking number', trackingNumber, TRACKING_MAX_LENGTH);
  if (trackingTooLong) errors.trackingNumber = trackingTooLong;
  pieces.forEach((piece, i) => {
    const huid = piece.huid.trim().toUpperCase();
    if (huid !== '' && !HUID.test(huid)) errors[`pieces.${i}.huid`] = 'A HUID is 6 letters or digits (A-Z, 0-9)';
    const certificateTooLong = tooLongProblem('Certificate report number', piece.certificateNumber, CERTIFICATE_MAX_LENGTH);
    if (certificateTooLong) errors[`pieces.${i}.certificateNumber`] = certificateTooLong;
  });
  return errors;
}

/**
 * The Ship dialog of the order detail: the courier (the active ones), the tracking number and, for
 * each piece of each line, its HUID and certificate report number. The server checks the rest (a hallmarked
 * line's HUIDs, a HUID used before): its field errors show under the fields, in its words.
 */
export function useOrderShip(): ShipController {
  const [shipOrder] = useMutation(OrdersShipDocument);
  const [order, setOrder] = useState<OrdersRowFragment | null>(null);
  const { data } = useQuery(OrdersCouriersDocument, { skip: order === null });
  const [courierId, setCourierId] = useState<number | ''>('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [pieces, setPieces] = useState<PieceEntry[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const couriers = useMemo(() => (data?.couriers ?? []).filter((courier) => courier.active), [data]);

  const open = useCallback((target: OrdersRowFragment) => {
    setOrder(target);
    setCourierId('');
    setTrackingNumber('');
    setPieces(pieceEntries(target));
    setErrors({});
    setRefusal(null);
  }, []);
  const close = useCallback(() => {
    if (!busy) setOrder(null);
  }, [busy]);
  const setPiece = useCallback((position: number, field: 'huid' | 'certificateNumber', value: string) => {
    setPieces((current) => current.map((piece, i) => (i === position ? { ...piece, [field]: value } : piece)));
  }, []);

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (!order) return;
      const found = shipFormErrors(courierId, trackingNumber, pieces);
      setErrors(found);
      setRefusal(null);
      if (Object.keys(found).length > 0 || courierId === '') return;
      setBusy(true);
      try {
        const input = {
          orderId: order.id,
          courierId,
          trackingNumber: trackingNumber.trim(),
          expectedVersion: order.version,
          pieces: pieces.map((piece) => ({
            orderItemId: piece.orderItemId,
            huid: piece.huid.trim().toUpperCase() || null,
            certificateNumber: piece.certificateNumber.trim() || null,
          })),
        };
        const result = (await shipOrder({ variables: { input } })).data?.shipOrder;
        if (result?.__typename === 'AdminOrder') {
          notify.success(SHIPPED_TEXT(order.id));
          setOrder(null);
        } else if (result?.__typename === 'InputValidationError') {
          setErrors(Object.fromEntries(result.fieldErrors.map((error) => [error.field, error.message])));
          setRefusal(result.message);
        } else setRefusal(result && 'message' in result ? result.message : SHIP_FAILED);
      } catch {
        setRefusal(SHIP_FAILED);
      } finally {
        setBusy(false);
      }
    },
    [order, courierId, trackingNumber, pieces, shipOrder],
  );

  return {
    order,
    couriers,
    courierId,
    trackingNumber,
    pieces,
    errors,
    refusal,
    busy,
    setCourierId,
    setTrackingNumber,
    setPiece,
    open,
    close,
    submit,
  };
}
