/**
 * Who did something, as the admin's history and audit log name them: people as people, the command
 * line as 'command line', and the two kinds of provider apart (the payment provider confirms a payment the
 * traveller made; a transport provider drives the ride).
 */

/** The booking events a transport provider's page records under the actor 'provider'. */
const TRANSPORT_PROVIDER_EVENTS: ReadonlySet<string> = new Set([
  'offer-accepted',
  'offer-declined',
  'ride-mark',
  'changes-confirmed',
  'driver-changed',
  'landing-changed',
]);

/** The payment events the payment provider reports: the traveller paid, the provider confirmed it. */
const PAYMENT_EVENTS: ReadonlySet<string> = new Set(['paid', 'paid-after-cancellation']);

const NAMED_ACTORS: Readonly<Record<string, string>> = {
  customer: 'the traveller',
  system: 'the system',
  cli: 'command line',
};

/**
 * 'the traveller', 'command line', an admin's e-mail as it is; for the actor 'provider', the transport
 * provider on a dispatch event, the payment provider otherwise, and for a payment both the payer and the
 * provider that confirmed it.
 */
export function actorText(actor: string, eventType?: string): string {
  if (actor === 'provider') {
    if (eventType && TRANSPORT_PROVIDER_EVENTS.has(eventType)) return 'the transport provider';
    if (eventType && PAYMENT_EVENTS.has(eventType)) return 'the traveller, confirmed by the payment provider';
    return 'the payment provider';
  }
  return NAMED_ACTORS[actor] ?? actor;
}
