/**
 * The public module of server/payments/: what other server folders may import from it (decision 035).
 */
export { checkoutsFor } from './checkouts-for';
export { closeTill } from './close-till';
export { demoCheckoutRoutes } from './demo/demo-checkout.routes';
export { findOpenCheckouts, markCheckoutExpired } from './open-checkouts.queries';
export type { PaymentProvider } from './payment-provider';
export { paymentsRoutes } from './payments.routes';
export type { PaymentsDeps } from './payments.service';
export { providerFromConfig } from './provider-from-config';
export { reconciliationRoutes } from './reconciliation/reconciliation.routes';
export { reconcilePayments } from './reconciliation/reconciliation.service';
export { findSettledPayment } from './refunds.queries';
export { refundPaidBooking } from './refunds.service';
export { stripeWebhookRoutes } from './stripe/stripe-webhook.routes';
