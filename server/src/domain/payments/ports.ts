import type { PaymentProvider } from './provider';

/**
 * Which provider serves what (configuration: PAYMENT_PROVIDER_<CODE>, USD's for every currency not named); built
 * from the adapters under integrations/ by services.ts, so the domain never imports an SDK.
 */
export interface PaymentProviders {
  /** The provider that collects payments in this currency, or null when online payment is not offered in it. */
  forCurrency(currencyCode: string): PaymentProvider | null;
  /** A configured provider by name: callbacks, webhooks and refunds go to the provider of the attempt. */
  byName(name: string): PaymentProvider | null;
}

/** Where the payment rules report what they did (pino's Logger fits; services.ts passes the request's). */
export interface PaymentLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export const silentPaymentLog: PaymentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
