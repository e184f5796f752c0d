/** What shoppers see as the order number: ORD- and the id padded to 4 digits (docs/specifications.md#storefront-4-states): ORD-0001. */
export function formatOrderNumber(orderId: number): string {
  return `ORD-${String(orderId).padStart(4, '0')}`;
}
