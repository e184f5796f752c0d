import { useMutation } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { CheckoutCreateOrderDocument } from './checkout.generated';
import { rateLimitedMessage } from '../../shared/api/rate-limited';
import { applyFieldErrors } from '../../shared/forms/apply-field-errors';
import type { PlacedOrder } from './components/order-placed';
import { CHECKOUT_FIELDS, toCreateOrderInput } from './checkout-schema';
import type { CheckoutFormInput, CheckoutFormValues, OrderContents } from './checkout-schema';
import { formatOrderNumber } from './order-number';
import { summaryFromPricedLines, summarySignature } from './order-summary';
import type { OrderSummary } from './order-summary';
import { useIdempotencyKey } from './use-idempotency-key';

export const PLACE_ORDER_FAILED = 'Failed to place order';

export interface PriceChange {
  /** The lines and total as the server prices them now. */
  summary: OrderSummary;
  /** The total the shopper had been shown. */
  previousTotalMinor: number;
}

interface PlaceOrderOptions {
  summary: OrderSummary;
  contents: OrderContents;
  setError: UseFormSetError<CheckoutFormInput>;
  onPlaced: (order: PlacedOrder) => void;
  /** The server's prices differ from the summary's: bring the summary up to date. */
  onPricesChanged: () => void;
}

/**
 * Places the order shown in `summary` through createOrder, with the checkout attempt's idempotency
 * key and the total the shopper saw. One request at a time: a second click while one is being sent
 * does nothing (and would send the same key anyway). A changed price comes back as `priceChange` for
 * the shopper to confirm with `confirmNewPrices`; other refusals as `error`.
 */
export function usePlaceOrder({ summary, contents, setError, onPlaced, onPricesChanged }: PlaceOrderOptions) {
  const idempotencyKey = useIdempotencyKey(summarySignature(summary));
  const [createOrder] = useMutation(CheckoutCreateOrderDocument);
  const sendingRef = useRef(false);
  const [sending, setSending] = useState(false);
  const [error, setPlaceError] = useState<string | null>(null);
  const [priceChange, setPriceChange] = useState<PriceChange | null>(null);
  const lastValues = useRef<CheckoutFormValues | null>(null);

  const send = useCallback(
    async (values: CheckoutFormValues, expectedTotalMinor: number, linesShown: OrderSummary) => {
      if (sendingRef.current) return;
      sendingRef.current = true;
      lastValues.current = values;
      setSending(true);
      setPlaceError(null);
      try {
        const { data } = await createOrder({
          variables: { input: toCreateOrderInput(values, contents, expectedTotalMinor), idempotencyKey },
        });
        const result = data?.createOrder;
        switch (result?.__typename) {
          case 'CreateOrderSuccess':
            setPriceChange(null);
            onPlaced(result.order);
            return;
          case 'PriceChangedError':
            setPriceChange({
              summary: summaryFromPricedLines(result.items, result.total.currencyCode, linesShown.lines),
              previousTotalMinor: expectedTotalMinor,
            });
            onPricesChanged();
            return;
          case 'IdempotencyKeyReusedError':
            setPriceChange(null);
            setPlaceError(
              `This checkout has already placed order ${formatOrderNumber(result.orderId)}. You can follow it under My Order in your profile.`,
            );
            return;
          case 'InputValidationError': {
            setPriceChange(null);
            applyFieldErrors(result.fieldErrors, CHECKOUT_FIELDS, setError);
            if (!result.fieldErrors.some((fieldError) => CHECKOUT_FIELDS.has(fieldError.field)))
              setPlaceError(result.message || PLACE_ORDER_FAILED);
            return;
          }
          default:
            setPriceChange(null);
            setPlaceError((result && 'message' in result && result.message) || PLACE_ORDER_FAILED);
        }
      } catch (error) {
        // Too many orders: the server's wait. Transport failures are logged by the Apollo error link; the same
        // key makes a retry safe.
        setPlaceError(rateLimitedMessage(error) ?? PLACE_ORDER_FAILED);
      } finally {
        sendingRef.current = false;
        setSending(false);
      }
    },
    [createOrder, contents, idempotencyKey, onPlaced, onPricesChanged, setError],
  );

  /** Place Order: the order as the summary shows it. */
  const place = useCallback((values: CheckoutFormValues) => send(values, summary.totalMinor, summary), [send, summary]);

  /** The shopper accepts the server's new prices: order again, expecting the new total. */
  const confirmNewPrices = useCallback(() => {
    if (!priceChange || !lastValues.current) return Promise.resolve();
    return send(lastValues.current, priceChange.summary.totalMinor, priceChange.summary);
  }, [send, priceChange]);

  const dismissPriceChange = useCallback(() => setPriceChange(null), []);

  return { place, confirmNewPrices, dismissPriceChange, sending, error, priceChange };
}
