import { STATUS_WORDS } from '../../shared/orders/status-words';

/** My Order's steps, in the one vocabulary the back office uses too: a step is complete when the status reaches its number. */
export const ORDER_STEPS = ([1, 2, 3, 4] as const).map((status) => ({ status, label: STATUS_WORDS[status] }));

/** Status 5: the back-office cancelled the order; it shows 'Cancelled' instead of the timeline. */
export const CANCELLED_STATUS = 5;

export interface TimelineStep {
  status: number;
  label: string;
  complete: boolean;
  /** The latest complete step: where the order stands now. */
  current: boolean;
}

export type OrderProgress = { cancelled: true } | { cancelled: false; steps: TimelineStep[] };

export function orderProgress(status: number): OrderProgress {
  if (status === CANCELLED_STATUS) return { cancelled: true };
  const reached = Math.min(Math.max(Math.floor(status), 0), ORDER_STEPS.length);
  return {
    cancelled: false,
    steps: ORDER_STEPS.map((step) => ({ ...step, complete: step.status <= reached, current: step.status === reached })),
  };
}

/** ORD- and the id padded to 4 digits (the API sends the same as `trackingId`). */
export function orderNumber(id: number): string {
  return `ORD-${String(id).padStart(4, '0')}`;
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** '21 Nov 2026' for the API's ISO timestamp; the text as it is when it is not a date. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}
