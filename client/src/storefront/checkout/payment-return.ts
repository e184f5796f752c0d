/**
 * The online order this tab left the checkout to pay. A shopper who presses Back on the provider's page
 * comes back to /checkout, whose cart is now empty; this brings them to the order's payment page instead.
 * Per tab (sessionStorage), and read only on a Back/Forward load, so a later checkout is never diverted.
 */
const KEY = 'checkout.payingOrderId';

export function rememberPayingOrder(orderId: number): void {
  try {
    window.sessionStorage.setItem(KEY, String(orderId));
  } catch {
    // Storage off (private mode): Back shows the empty checkout, and My Order still has the order.
  }
}

export function forgetPayingOrder(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}

/** The order to go back to when this page load is a Back from the provider's page; forgets it either way. */
export function takePayingOrderOnBack(): number | null {
  let stored: string | null = null;
  try {
    stored = window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
  if (stored === null) return null;
  const [entry] = window.performance?.getEntriesByType?.('navigation') ?? [];
  const back = (entry as PerformanceNavigationTiming | undefined)?.type === 'back_forward';
  forgetPayingOrder();
  const orderId = Number(stored);
  return back && Number.isInteger(orderId) && orderId > 0 ? orderId : null;
}
