import type { PaymentProvider, PaymentRequest, PaymentStart, VerifiedPaymentEvent } from '../domain/payments/provider';

/** What the domain asks a provider to refund: the attempt's payment object, its captured payment if known, the amount. */
export type RefundRequest = Parameters<PaymentProvider['refund']>[0];

/**
 * A provider reached through its own SDK (Razorpay, Stripe): one client, made from the settings at start-up,
 * and the full refund both make the same way: of the captured payment the attempt names (`reference`), or
 * else of the one the provider finds for the attempt's payment object (an order, a Checkout Session).
 */
export abstract class SdkPaymentProvider<Settings, Client> implements PaymentProvider {
  abstract readonly name: string;
  protected readonly client: Client;

  constructor(
    protected readonly settings: Settings,
    createClient: (settings: Settings) => Client,
  ) {
    this.client = createClient(settings);
  }

  abstract createPayment(request: PaymentRequest): Promise<PaymentStart>;

  abstract verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): VerifiedPaymentEvent | null;

  async refund(payment: RefundRequest): Promise<{ refundId: string }> {
    const reference = payment.reference || (await this.capturedPaymentOf(payment.providerPaymentId));
    return { refundId: await this.refundCaptured(reference, payment) };
  }

  /** The captured payment of a payment object createPayment made; throws when it has none to refund. */
  protected abstract capturedPaymentOf(providerPaymentId: string): Promise<string>;

  /** Refunds the captured payment `reference` for the attempt's whole amount; answers the provider's refund id. */
  protected abstract refundCaptured(reference: string, payment: RefundRequest): Promise<string>;
}
