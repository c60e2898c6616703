import { CONTACT_MESSAGES } from '../../../domain/messages';

export interface ContactRequest {
  name: string;
  email: string;
  message: string;
  /** The honeypot: people never see it, so anything in it came from a bot. */
  website: string;
}

export type ContactOutcome = { sent: true } | { sent: false; error: string };

/**
 * What an answer means (SPEC section 8, Contact). Sent only when the server says it received the message:
 * a page that is not JSON came from a proxy or gateway, not from our server, even with a 2xx status.
 */
function outcomeOf(ok: boolean, body: string): ContactOutcome {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { sent: false, error: CONTACT_MESSAGES.serviceUnavailable };
  }
  const answer = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as {
    received?: unknown;
    error?: unknown;
  };
  if (ok && answer.received === true) return { sent: true };
  if (typeof answer.error === 'string' && answer.error !== '') return { sent: false, error: answer.error };
  return { sent: false, error: CONTACT_MESSAGES.sendFailed };
}

/**
 * POST /api/contact. The server's own error text when it gives one ('Spam detected. Please try again.',
 * 'Too many requests. Please try again later.'), 'Service temporarily unavailable. Please try again
 * later.' when the body is not JSON, 'Failed to send message. Please try again.' otherwise. Plain fetch,
 * no query client: the form is on the home page too, within its script budget.
 */
export async function sendContactMessage(request: ContactRequest): Promise<ContactOutcome> {
  let response: Response;
  let body: string;
  try {
    response = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(request),
    });
    body = await response.text();
  } catch {
    return { sent: false, error: CONTACT_MESSAGES.sendFailed };
  }
  return outcomeOf(response.ok, body);
}
