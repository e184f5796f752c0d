import type { OrderKind } from '../../graphql/generated/graphql';
import { STATUS_WORDS } from '../../shared/orders/status-words';

/** Order statuses as the specifications number them, in the one vocabulary the customer reads too (1 Placed … 5 Cancelled). */
export const ORDER_STATUSES = ([1, 2, 3, 4, 5] as const).map((value) => ({ value, label: STATUS_WORDS[value] }));

export const ORDERS_PAGE_SIZE = 10;

/**
 * A custom design request the shop has not quoted yet: its totals are 0 and its payment "pending" only
 * because nothing is priced, so the back-office says it awaits a quote instead of "₹0.00, Payment pending".
 */
export const awaitsQuote = (order: { quote?: { status: string } | null }): boolean => order.quote?.status === 'REQUESTED';

export type StatusTone = 'default' | 'info' | 'primary' | 'success' | 'error' | 'warning';

/** The badge colour of a status: waiting is neutral, moving is blue, done is green, cancelled is red. */
export function statusTone(status: number): StatusTone {
  switch (status) {
    case 1:
      return 'warning';
    case 2:
      return 'info';
    case 3:
      return 'primary';
    case 4:
      return 'success';
    case 5:
      return 'error';
    default:
      return 'default';
  }
}

/** The tab of the URL (`?tab=custom`), Regular by default. */
export function kindFromParam(value: string | null): OrderKind {
  return value?.toLowerCase() === 'custom' ? 'CUSTOM' : 'REGULAR';
}

/** A status from the URL (`?status=3`), or null for every status when missing or out of range. */
export function statusFromParam(value: string | null): number | null {
  const status = Number(value);
  return Number.isInteger(status) && ORDER_STATUSES.some((option) => option.value === status) ? status : null;
}

export function emptyText(kind: OrderKind, filtered: boolean): string {
  const base = kind === 'CUSTOM' ? 'No custom orders found' : 'No regular orders found';
  return filtered ? `${base} for this search or status` : base;
}

interface AddressFields {
  address: string;
  apartment?: string | null;
  city: string;
  state: string;
  zipCode: string;
}

/** The delivery address as lines: street, apartment, "City, State PIN". */
export function addressLines(order: AddressFields): string[] {
  return [order.address, order.apartment ?? '', `${order.city}, ${order.state} ${order.zipCode}`.trim()].filter(
    (line) => line.trim() !== '',
  );
}
