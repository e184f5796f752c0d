import type { PaymentWidget } from '../payment-widget';

/** The shop's own test gateway (takes no money): its page is the session's redirectUrl. */
export const testGatewayWidget: PaymentWidget = { label: 'Test gateway' };
