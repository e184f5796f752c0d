import { useMutation } from '@apollo/client/react';
import { type FormEvent, useCallback, useState } from 'react';
import { OrdersRefundDocument } from './orders.generated';
import type { OrdersRowFragment } from './orders.generated';
import { minorUnitsOf, refundAmountProblem, refundReasonProblem } from './refund-amount';
import { formatMoney } from '../../shared/money/format-money';
import { notify } from '../../shared/ui/notify';

export const REFUND_FAILED = 'The refund could not be sent. Nothing was refunded; please try again.';
export const refundedText = (order: OrdersRowFragment, minor: number) =>
  `Refunded ${formatMoney(minor / 100, order.currencyCode)} for order #${order.id}`;

export interface RefundErrors {
  amount?: string | null;
  reason?: string | null;
}

/** What the refund dialog needs: the order, the two fields and their errors, the server's refusal, and its actions. */
export interface RefundController {
  order: OrdersRowFragment | null;
  amount: string;
  reason: string;
  errors: RefundErrors;
  refusal: string | null;
  busy: boolean;
  setAmount: (text: string) => void;
  setReason: (text: string) => void;
  open: (order: OrdersRowFragment) => void;
  close: () => void;
  submit: (event?: FormEvent) => Promise<void>;
}

/**
 * A refund of a paid order, all that is left or part of it, with a reason. The amount starts at all
 * that may still be refunded; it is checked here first (more than 0, at most that) and sent as minor units. A
 * refusal stays in the dialog in the server's (or the provider's) words; after a refund the list is read again,
 * as the refunded amount, the actions and the history move with it.
 */
export function useOrderRefund(): RefundController {
  const [refundOrder] = useMutation(OrdersRefundDocument);
  const [order, setOrder] = useState<OrdersRowFragment | null>(null);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<RefundErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const open = useCallback((target: OrdersRowFragment) => {
    setOrder(target);
    setAmount(target.refundable.amount);
    setReason('');
    setErrors({});
    setRefusal(null);
  }, []);

  const close = useCallback(() => {
    if (!busy) setOrder(null);
  }, [busy]);

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (!order || busy) return;
      const max = formatMoney(order.refundable.amount, order.currencyCode);
      const problems = { amount: refundAmountProblem(amount, order.refundable.minorUnits, max), reason: refundReasonProblem(reason) };
      setErrors(problems);
      setRefusal(null);
      const amountMinor = minorUnitsOf(amount);
      if (problems.amount || problems.reason || amountMinor === null) return;
      setBusy(true);
      try {
        const { data } = await refundOrder({
          variables: { orderId: order.id, amountMinor, reason: reason.trim() },
          refetchQueries: ['OrdersList'],
          update: (cache, answer) => {
            const result = answer.data?.refundOrder;
            if (result?.__typename !== 'OrderPayment') return;
            cache.modify({
              id: cache.identify({ __typename: 'AdminOrder', id: order.id }),
              fields: { paymentStatus: () => result.paymentStatus },
            });
          },
        });
        const result = data?.refundOrder;
        if (result?.__typename === 'OrderPayment') {
          notify.success(refundedText(order, amountMinor));
          setOrder(null);
        } else setRefusal((result && 'message' in result && result.message) || REFUND_FAILED);
      } catch {
        setRefusal(REFUND_FAILED);
      } finally {
        setBusy(false);
      }
    },
    [amount, busy, order, reason, refundOrder],
  );

  return { order, amount, reason, errors, refusal, busy, setAmount, setReason, open, close, submit };
}
