/**
 * The Stripe stand-in's hosted checkout page (tests only): just enough of Stripe's page for a browser
 * journey, the amount, a 'Card number' field and a 'Pay' button, clearly marked as a stand-in.
 */
import { formatUsdCents } from '../../domain/money';
import { escapeHtml } from '../../server/http/escape-html';

export function renderStandInCheckout(
  session: { id: string; amount_total: number; product: string; cancel_url: string },
  error?: string,
): string {
  const amount = formatUsdCents(session.amount_total);
  const alert = error ? `<p role="alert">${escapeHtml(error)}</p>` : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Pay ${escapeHtml(amount)} - Stripe stand-in</title></head>
<body>
<p role="note">Stripe stand-in for tests: no real payment is taken</p>
<main>
<h1>${escapeHtml(session.product)}</h1>
<p>${escapeHtml(amount)}</p>
${alert}
<form method="post" action="/pay/${encodeURIComponent(session.id)}">
<label for="cardNumber">Card number</label>
<input id="cardNumber" name="cardNumber" type="text" inputmode="numeric" autocomplete="cc-number" required>
<button type="submit">Pay ${escapeHtml(amount)}</button>
</form>
<a href="${escapeHtml(session.cancel_url)}">Back</a>
</main>
</body>
</html>`;
}

export function renderStandInNotice(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe stand-in</title></head>
<body><p role="alert">${escapeHtml(message)}</p></body></html>`;
}
