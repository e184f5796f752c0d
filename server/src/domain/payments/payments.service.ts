import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { inTransaction } from '../../database/transactions';
import { Order, PaymentStatus } from '../../entities/order.entity';
import { PaymentAttempt } from '../../entities/payment-attempt.entity';
import { Role } from '../../entities/user.entity';
import {
  OrderNotFoundError,
  OrderNotPayableError,
  type OrderNotRefundableError,
  OrderNotYoursError,
  type OrderTransitionError,
  PaymentProviderError,
  PaymentVerificationError,
} from '../common/error-results';
import { requireAdmin, requireUser } from '../common/ownership';
import type { RequestContext } from '../common/request-context';
import { OrderRefunds } from './refunds';
import { lockOrder } from '../orders/lifecycle/order-lifecycle';
import { type RecordedEvent, recordEvent } from './payment-events';
import { isPayable, notPayableReason } from './payment-rules';
import type { PaymentLog, PaymentProviders } from './ports';
import { type PaymentProvider, PaymentSignatureError } from './provider';

/** Where an order's payment stands, for its owner or an admin (GraphQL orderPayment). */
export interface OrderPaymentView {
  orderId: number;
  paymentStatus: PaymentStatus;
  provider: string | null;
  reference: string | null;
  /** Why the latest attempt failed, while the order's payment is failed. */
  failureMessage: string | null;
  payable: boolean;
}

/** How the shopper pays the attempt just started (GraphQL startPayment). */
export interface PaymentSessionView {
  orderId: number;
  provider: string;
  amountMinor: number;
  currencyCode: string;
  /** Absolute URL of a hosted page (test gateway, Stripe Checkout); null for an in-page widget. */
  redirectUrl: string | null;
  /** Razorpay Checkout's parameters, when the provider is Razorpay. */
  razorpay: { keyId: string; orderId: string; amountMinor: number; currencyCode: string; name: string; email: string } | null;
}

/** What a webhook answers: 200 (processed or a duplicate), or 401 (unknown provider, bad signature or body). */
export interface WebhookAnswer {
  status: 200 | 401;
  outcome: RecordedEvent['outcome'] | 'ignored' | 'refused';
}

type Lookup = Order | OrderNotFoundError | OrderNotYoursError;

/** Attempts one order may start: far more than a shopper retrying needs, and a bound on rows and provider calls. */
export const MAX_ATTEMPTS_PER_ORDER = 20;

/**
 * Online payment of orders (docs/decisions.md#payments): starts an attempt with the provider that serves
 * the order's currency, applies verified provider events (webhooks, Razorpay's browser callback) through
 * payment-events.ts, refunds in full, and answers where a payment stands. COD orders are never touched.
 */
export class PaymentsService {
  /** Refunds exactly once (refunds.ts): the admin's, a cancel's, and money not owed. */
  readonly refunds: OrderRefunds;

  constructor(
    private readonly dataSource: DataSource,
    private readonly providers: PaymentProviders,
    private readonly log: () => PaymentLog,
  ) {
    this.refunds = new OrderRefunds(dataSource, providers, log);
  }

  private async findOrder(ctx: RequestContext, orderId: number, adminMay: boolean): Promise<Lookup> {
    const user = requireUser(ctx);
    const order = Number.isInteger(orderId) && orderId > 0 ? await this.dataSource.getRepository(Order).findOneBy({ id: orderId }) : null;
    if (!order) return new OrderNotFoundError(orderId);
    if (order.userId !== user.id && !(adminMay && user.role === Role.ADMIN)) return new OrderNotYoursError();
    return order;
  }

  /** The order's payment as its owner or an admin sees it. Runs for GraphQL orderPayment. */
  async orderPayment(ctx: RequestContext, orderId: number): Promise<OrderPaymentView | OrderNotFoundError | OrderNotYoursError> {
    const order = await this.findOrder(ctx, orderId, true);
    return order instanceof Order ? this.view(order) : order;
  }

  private async view(order: Order): Promise<OrderPaymentView> {
    const latest =
      order.paymentStatus === PaymentStatus.FAILED
        ? await this.dataSource
            .getRepository(PaymentAttempt)
            .findOne({ where: { orderId: order.id, status: 'failed' }, order: { updatedAt: 'DESC' } })
        : null;
    return {
      orderId: order.id,
      paymentStatus: order.paymentStatus,
      provider: order.paymentProvider,
      reference: order.paymentReference,
      failureMessage: latest?.failureMessage ?? null,
      payable: isPayable(order),
    };
  }

  /**
   * Starts a payment attempt for the owner's payable order: the exact total in the order's currency, with
   * the provider configured for that currency; a failed order is pending again. Runs for GraphQL startPayment.
   */
  async startPayment(
    ctx: RequestContext,
    orderId: number,
    /** The shop's origin for the return URL (PUBLIC_URL; http/public-origin.ts). */
    origin: string,
  ): Promise<PaymentSessionView | OrderNotFoundError | OrderNotYoursError | OrderNotPayableError | PaymentProviderError> {
    const order = await this.findOrder(ctx, orderId, false);
    if (!(order instanceof Order)) return order;
    const reason = notPayableReason(order);
    if (reason) return new OrderNotPayableError(reason);
    const provider = this.providers.forCurrency(order.currencyCode);
    if (!provider) return new OrderNotPayableError(`Online payment is not available in ${order.currencyCode}; choose cash on delivery`);
    const attempt = await this.openAttempt(order, provider);
    if (!(attempt instanceof PaymentAttempt)) return attempt;
    try {
      const started = await provider.createPayment({
        orderId: order.id,
        attemptId: attempt.id,
        amountMinor: attempt.amountMinor,
        currencyCode: attempt.currencyCode,
        customerEmail: order.email,
        returnUrl: `${origin}/order/${order.id}/payment`,
      });
      await inTransaction(this.dataSource, (m) =>
        m.getRepository(PaymentAttempt).update({ id: attempt.id }, { providerPaymentId: started.providerPaymentId }),
      );
      const params = started.clientParams;
      return {
        orderId: order.id,
        provider: provider.name,
        amountMinor: attempt.amountMinor,
        currencyCode: attempt.currencyCode,
        redirectUrl: started.redirectUrl ? new URL(started.redirectUrl, origin).toString() : null,
        razorpay:
          provider.name === 'razorpay' && params
            ? {
                keyId: params.keyId ?? params.key ?? '',
                orderId: params.orderId ?? params.order_id ?? started.providerPaymentId,
                amountMinor: attempt.amountMinor,
                currencyCode: attempt.currencyCode,
                name: `${order.firstName} ${order.lastName}`.trim(),
                email: order.email,
              }
            : null,
      };
    } catch (error) {
      this.log().error({ err: error, orderId: order.id, provider: provider.name }, 'payment provider refused to start a payment');
      await inTransaction(this.dataSource, (m) =>
        m
          .getRepository(PaymentAttempt)
          .update({ id: attempt.id }, { status: 'failed', failureMessage: 'The payment could not be started' }),
      );
      return new PaymentProviderError('The payment could not be started; please try again in a moment');
    }
  }

  /** Inserts the attempt and makes a failed order pending again, in one transaction, if it is still payable. */
  private openAttempt(order: Order, provider: PaymentProvider): Promise<PaymentAttempt | OrderNotPayableError> {
    return inTransaction(this.dataSource, async (m) => {
      const current = await lockOrder(m, order.id);
      if (!current) throw new Error(`order ${order.id} vanished while a payment was being started`);
      const reason = notPayableReason(current);
      if (reason) return new OrderNotPayableError(reason);
      // Counted under the order's lock (SQLite: one writer), so the sequence is the order's next.
      const earlier = await m.getRepository(PaymentAttempt).countBy({ orderId: current.id });
      if (earlier >= MAX_ATTEMPTS_PER_ORDER) {
        return new OrderNotPayableError('Too many payment attempts for this order; please contact us to complete it');
      }
      const attempt = Object.assign(new PaymentAttempt(), {
        id: randomUUID(),
        orderId: current.id,
        sequence: earlier + 1,
        provider: provider.name,
        providerPaymentId: null,
        amountMinor: current.totalMinor,
        currencyCode: current.currencyCode,
        status: 'created',
        reference: null,
        failureMessage: null,
      });
      await m.getRepository(PaymentAttempt).insert(attempt);
      await m.getRepository(Order).update({ id: current.id }, { paymentStatus: PaymentStatus.PENDING, paymentProvider: provider.name });
      return attempt;
    });
  }

  /**
   * A provider webhook: verified with the provider's own check on the raw body, then recorded once
   * (payment-events.ts). Unknown provider, forged or re-signed body: 401 and a log line.
   */
  async handleWebhook(
    providerName: string,
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<WebhookAnswer> {
    const provider = this.providers.byName(providerName);
    if (!provider) {
      this.log().warn({ provider: providerName.slice(0, 40) }, 'payment webhook for a provider that is not configured: refused');
      return { status: 401, outcome: 'refused' };
    }
    let event;
    try {
      event = provider.verifyWebhook(rawBody, headers);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.log().warn(
        { provider: provider.name, reason, signature: !(error instanceof PaymentSignatureError) ? 'unreadable' : 'bad' },
        'payment webhook refused: it does not verify',
      );
      return { status: 401, outcome: 'refused' };
    }
    if (!event) return { status: 200, outcome: 'ignored' };
    return { status: 200, outcome: await this.apply(provider, event) };
  }

  /** Records an event and, when it took money the order does not owe, sends the refund its transaction asked for. */
  private async apply(provider: PaymentProvider, event: Parameters<typeof recordEvent>[2]): Promise<RecordedEvent['outcome']> {
    const recorded = await recordEvent(this.dataSource, provider.name, event, this.log());
    if (recorded.refundId) await this.refunds.send(recorded.refundId);
    return recorded.outcome;
  }

  /**
   * Razorpay's browser callback after its checkout widget: verified by the provider (signature), then
   * applied like a webhook. Runs for GraphQL confirmRazorpayPayment.
   */
  async confirmCallback(
    ctx: RequestContext,
    orderId: number,
    providerName: string,
    fields: Record<string, string>,
  ): Promise<OrderPaymentView | OrderNotFoundError | OrderNotYoursError | PaymentVerificationError | PaymentProviderError> {
    const order = await this.findOrder(ctx, orderId, false);
    if (!(order instanceof Order)) return order;
    const provider = this.providers.byName(providerName);
    if (!provider?.verifyCallback) return new PaymentVerificationError();
    let event;
    try {
      event = await provider.verifyCallback(fields);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (!(error instanceof PaymentSignatureError)) {
        // The signature may be fine but the provider's API did not answer: the webhook will still tell.
        this.log().error({ err: error, provider: providerName, orderId }, 'payment callback: the provider could not be asked');
        return new PaymentProviderError('The payment could not be confirmed right now; it is confirmed automatically shortly');
      }
      this.log().warn({ provider: providerName, orderId, reason }, 'payment callback refused: it does not verify');
      return new PaymentVerificationError();
    }
    const attempt = await this.dataSource
      .getRepository(PaymentAttempt)
      .findOneBy({ provider: provider.name, providerPaymentId: event.providerPaymentId });
    if (attempt?.orderId !== order.id) {
      this.log().warn({ provider: providerName, orderId }, 'payment callback for another order: refused');
      return new PaymentVerificationError();
    }
    await this.apply(provider, event);
    return this.view(await this.dataSource.getRepository(Order).findOneByOrFail({ id: order.id }));
  }

  /**
   * A refund of the order's captured payment through its provider (admin): `amountMinor` of it, or all that is
   * left when absent, with a reason; exactly once however many are sent at once (order-refunds.ts). An order
   * with no payment taken online, or refunded already, is OrderNotRefundableError. Runs for GraphQL refundOrder.
   */
  async refundOrder(
    ctx: RequestContext,
    orderId: number,
    amountMinor?: number | null,
    reason?: string | null,
  ): Promise<OrderPaymentView | OrderNotFoundError | OrderNotRefundableError | OrderTransitionError | PaymentProviderError> {
    const admin = requireAdmin(ctx);
    const result = await this.refunds.refund({ actor: 'admin', userId: admin.id }, orderId, amountMinor, reason);
    return result instanceof Order ? this.view(result) : result;
  }
}
