/**
 * What a traveller's reply means. WhatsApp quick replies send their button's payload; SMS travellers
 * type a keyword. Twilio stops a number itself on its opt-out words (SMS); we record the same words on the
 * booking so WhatsApp, where Twilio does not filter, stops too.
 */

export const REPLY_KINDS = ['landed', 'bags', 'help', 'stop', 'start', 'other'] as const;
export type ReplyKind = (typeof REPLY_KINDS)[number];

/** Twilio's standard English opt-out words (its Advanced Opt-Out page), and its opt-in words. */
export const OPT_OUT_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT'];
const OPT_IN_WORDS = ['START', 'UNSTOP', 'YES'];

/** The keywords and the quick replies' words ('I've landed'), in the form `normalised` leaves them. */
const KEYWORDS: Record<'landed' | 'bags' | 'help', readonly string[]> = {
  landed: ['LANDED', 'IVE LANDED', 'I HAVE LANDED'],
  bags: ['BAGS', 'WAITING FOR BAGS'],
  help: ['HELP', 'CANT FIND MY DRIVER', 'CAN NOT FIND MY DRIVER', 'CANNOT FIND MY DRIVER'],
};

/**
 * The quick replies' button texts, as the WhatsApp templates carry them.
 * @internal The operator types them into Twilio's templates; the test holds replyKind to them.
 */
export const QUICK_REPLIES = {
  landed: 'I’ve landed',
  bags: 'Waiting for bags',
  help: 'Can’t find my driver',
} as const;

/** Upper case, apostrophes gone, every other run of non-letters one space, trimmed. */
function normalised(text: string): string {
  return text
    .toUpperCase()
    .replace(/['’`]/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

/** A reply's kind from its body (or a quick reply's payload, which wins when given). */
export function replyKind(body: string, buttonPayload: string | null = null): ReplyKind {
  const word = normalised(buttonPayload ?? body);
  if (OPT_OUT_WORDS.includes(word.replace(/ /g, ''))) return 'stop';
  if (OPT_IN_WORDS.includes(word)) return 'start';
  for (const kind of ['landed', 'bags', 'help'] as const) {
    if (KEYWORDS[kind].includes(word)) return kind;
  }
  return 'other';
}

/** How the board's row and the provider's page name the traveller's last word, for the kinds they show. */
export const REPLY_WORDS = {
  landed: 'Traveller: I’ve landed',
  bags: 'Traveller: Waiting for bags',
} as const satisfies Partial<Record<ReplyKind, string>>;

/** WhatsApp lets a business write freely for 24 hours after the person's last message; after, templates only. */
export const REPLY_WINDOW_HOURS = 24;

/** True while a free-text answer may go by WhatsApp: within 24 hours of the traveller's last message. */
export function insideReplyWindow(lastInboundAt: Date | null, now: Date): boolean {
  if (lastInboundAt === null) return false;
  const elapsed = now.getTime() - lastInboundAt.getTime();
  return elapsed >= 0 && elapsed < REPLY_WINDOW_HOURS * 60 * 60 * 1000;
}

/** The card's line under 'Reply' when the window has closed. */
export const OUTSIDE_WINDOW_TEXT =
  'More than 24 hours since the traveller’s last message: a template goes instead of free text.';

/** The answer to HELP: the driver's phone when a driver is known, and how to reach us either way. */
export function helpAnswer(
  driver: { name: string | null; phone: string | null },
  meetingPoint: string,
  support: string,
): string {
  const who =
    driver.phone === null
      ? 'We are finding your driver now.'
      : `Call your driver${driver.name ? ` ${driver.name}` : ''}: ${driver.phone}.`;
  return `${who} Meeting point: ${meetingPoint}\n${support}`;
}

/** The answer to a number that matches no ride within two days. */
export function unknownNumberAnswer(supportEmail: string): string {
  return `We could not match this number to a ride. Please write to ${supportEmail} with your booking reference.`;
}
