/**
 * What the server needs from a card payment provider, so the demo provider and Stripe are interchangeable.
 * The provider keeps its own state; ours is the `payments` table, written by payments.service.ts.
 */
import type { Transaction } from '../db/client';

export interface CreateCheckoutInput {
  bookingId: string;
  amountCents: number;
  currency: 'usd';
  description: string;
  customerEmail: string;
  /** May hold the {CHECKOUT_SESSION_ID} placeholder, which the provider fills in as Stripe does. */
  successUrl: string;
  cancelUrl: string;
  /** The same key opens no second session (a retried request gets the first one). */
  idempotencyKey: string;
  /**
   * A transaction of ours to write the checkout in, so it commits (or not) with it: handed only to a
   * provider whose checkouts are rows of our own database (`checkoutsInOurDatabase`). It travels in the
   * input so that a provider wrapped around another one's createCheckout hands it on.
   */
  transaction?: Transaction;
}

export interface CheckoutSession {
  sessionId: string;
  url: string;
  expiresAt: Date;
}

export interface VerifiedCheckout {
  status: 'open' | 'paid' | 'expired';
  /** Set once paid. */
  paymentIntentId: string | null;
  amountCents: number;
}

/** A checkout session as the provider lists it (reconciliation). */
export interface ProviderPayment {
  sessionId: string;
  /** Our booking id, as the checkout carried it; null when the provider's record names none. */
  bookingId: string | null;
  status: VerifiedCheckout['status'];
  paymentIntentId: string | null;
  /** What was paid once paid (the checkout's total before). */
  amountCents: number;
  currency: string;
  createdAt: Date;
}

/** A refund as the provider lists it. */
export interface ProviderRefund {
  refundId: string;
  paymentIntentId: string;
  amountCents: number;
  currency: string;
  /** 'succeeded' is money given back; pending, failed, canceled are not (yet). */
  status: string;
  createdAt: Date;
}

export interface ProviderActivity {
  payments: ProviderPayment[];
  refunds: ProviderRefund[];
}

export interface PaymentProvider {
  /** Stored in payments.provider: 'demo' or 'stripe'. */
  readonly name: string;
  /**
   * The provider's checkouts are rows of our own database (the demo provider): opening one needs no network
   * call, so a new booking's first checkout is written in the booking's transaction (decision 063). A
   * provider reached over the network (Stripe) leaves it unset: no transaction is held open across its call.
   */
  readonly checkoutsInOurDatabase?: true;
  createCheckout(input: CreateCheckoutInput): Promise<CheckoutSession>;
  /** What the provider says about a session; null when it does not know it. */
  verifyCheckout(sessionId: string): Promise<VerifiedCheckout | null>;
  /**
   * Closes an open session so it can no longer be paid (a cancelled booking's checkout). A
   * session already paid or expired is left as it is; answers its status afterwards.
   */
  expireCheckout(sessionId: string): Promise<VerifiedCheckout['status'] | null>;
  refund(input: { paymentIntentId: string; amountCents: number; idempotencyKey: string }): Promise<{
    refundId: string;
  }>;
  /** The checkout sessions and the refunds the provider made at or after `since`, every page of them. */
  listActivity(since: Date): Promise<ProviderActivity>;
}

/** The placeholder a provider replaces with the session id in the success URL. */
export const CHECKOUT_SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';
