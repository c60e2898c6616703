/**
 * Where the driver meets the traveller, and what an arriving traveller should know, once for the
 * confirmation page, the e-mails and the operator's tools. Cancun's terminals are full of
 * timeshare sellers who pose as transport desks; the best operators warn their travellers about them.
 */

/** A departure's meeting point: the lobby of the traveller's hotel or residence. */
export function departureMeetingPoint(hotelName: string): string {
  return `The lobby of ${hotelName}.`;
}

/**
 * The arrival kit, in reading order; the support address comes from the server's configuration, the
 * meeting point from the traveller's terminal and the operator's texts (terminals.ts); with the operator's
 * 24/7 line (SUPPORT_PHONE) the last line names it first.
 */
export function arrivalKit(
  supportEmail: string,
  meetingPoint: string,
  supportPhone: string | null = null,
): string[] {
  return [
    `Where your driver waits: ${meetingPoint}`,
    'Inside the terminal, walk past the timeshare and transport sellers: they are not your driver, and nobody ' +
      'inside needs your booking details.',
    'Your driver waits for you even if your flight is delayed: there is no waiting time to pay.',
    supportPhone === null
      ? `Cannot find your driver? Write to ${supportEmail} with your booking reference and we will connect you.`
      : `Cannot find your driver? Call or WhatsApp us 24/7 on ${supportPhone}, or write to ${supportEmail} with your booking reference.`,
  ];
}
