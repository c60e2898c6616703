/**
 * The demo provider's hosted checkout page: server-rendered HTML with no JavaScript (the CSP allows inline
 * styles, not inline scripts). Every interpolated value goes through `escapeHtml`.
 */
import { BRAND_NAME, TEST_MODE_NOTICE } from '../../../domain/brand';
import { formatUsdCents } from '../../../domain/money';
import { escapeHtml } from '../../http/escape-html';

export const DEMO_TEST_CARDS = {
  pays: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

export const DEMO_PAGE_MESSAGES = {
  testBanner: TEST_MODE_NOTICE,
  declined: 'Your card was declined.',
  incorrectNumber: 'Your card number is incorrect.',
  alreadyPaid: 'This checkout is already paid',
  expired: 'This checkout has expired',
  notFound: 'This checkout does not exist',
} as const;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f0fdfa;color:#0f172a;display:flex;flex-direction:column;align-items:center}
.banner{width:100%;background:#fde68a;color:#78350f;text-align:center;font-weight:700;padding:.75rem 1rem;border-bottom:2px solid #f59e0b}
main{width:100%;max-width:28rem;padding:1.5rem 1rem}
.card{background:#fff;border-radius:1rem;box-shadow:0 10px 30px rgba(15,118,110,.15);padding:1.5rem;border-top:6px solid #0f766e}
.brand{margin:0;color:#0f766e;font-size:1rem;font-weight:700}
h1{margin:.5rem 0 0;font-size:1.125rem;font-weight:600;line-height:1.4}
.amount{margin:.25rem 0 1.25rem;font-size:2rem;font-weight:800}
label{display:block;font-weight:600;margin-bottom:.375rem}
input{width:100%;font-size:1.125rem;padding:.75rem;border:1px solid #94a3b8;border-radius:.5rem;letter-spacing:.05em}
input:focus{outline:3px solid #5eead4;border-color:#0f766e}
.hint{margin:.5rem 0 1.25rem;font-size:.875rem;color:#475569}
.hint code{font-size:.875rem}
button,.button{display:block;width:100%;text-align:center;font-size:1.125rem;font-weight:700;padding:.875rem;border:0;border-radius:.5rem;background:#0f766e;color:#fff;cursor:pointer;text-decoration:none}
button:hover,.button:hover{background:#115e59}
button:focus-visible,.button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.alert{background:#fef2f2;color:#991b1b;border:1px solid #fecaca;border-radius:.5rem;padding:.75rem;margin-bottom:1rem;font-weight:600}
.notice{font-weight:600;margin:0 0 1rem}
.back{display:inline-block;margin-top:1rem;color:#0f766e;font-weight:600}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<p class="banner" role="note">${escapeHtml(DEMO_PAGE_MESSAGES.testBanner)}</p>
<main>
<div class="card">
<p class="brand">${escapeHtml(BRAND_NAME)}</p>
${body}
</div>
</main>
</body>
</html>`;
}

export type DemoCheckoutView = {
  sessionId: string;
  description: string;
  amountCents: number;
  cancelUrl: string;
};

/** The payment form, with an error in an alert when the last card was refused. */
export function renderCheckoutForm(
  checkout: DemoCheckoutView,
  options: { error?: string; cardNumber?: string } = {},
): string {
  const amount = formatUsdCents(checkout.amountCents);
  const action = `/checkout/demo/${encodeURIComponent(checkout.sessionId)}`;
  const alert = options.error ? `<p class="alert" role="alert">${escapeHtml(options.error)}</p>` : '';
  return layout(
    `Pay ${amount} - Test checkout`,
    `<h1>${escapeHtml(checkout.description)}</h1>
<p class="amount">${escapeHtml(amount)}</p>
${alert}
<form method="post" action="${escapeHtml(action)}">
<label for="cardNumber">Card number</label>
<input id="cardNumber" name="cardNumber" type="text" inputmode="numeric" autocomplete="cc-number"
 placeholder="1234 1234 1234 1234" aria-describedby="card-hint" required
 value="${escapeHtml(options.cardNumber ?? '')}"${options.error ? ' aria-invalid="true" autofocus' : ''}>
<p class="hint" id="card-hint">Test cards: <code>${DEMO_TEST_CARDS.pays}</code> pays;
<code>${DEMO_TEST_CARDS.declined}</code> is declined.</p>
<button type="submit">Pay ${escapeHtml(amount)}</button>
</form>
<a class="back" href="${escapeHtml(checkout.cancelUrl)}">Back without paying</a>`,
  );
}

export function renderAlreadyPaid(checkout: DemoCheckoutView, successUrl: string): string {
  return layout(
    'Already paid - Test checkout',
    `<h1>${escapeHtml(checkout.description)}</h1>
<p class="amount">${escapeHtml(formatUsdCents(checkout.amountCents))}</p>
<p class="notice" role="status">${escapeHtml(DEMO_PAGE_MESSAGES.alreadyPaid)}.</p>
<a class="button" href="${escapeHtml(successUrl)}">Continue</a>`,
  );
}

export function renderExpired(checkout: DemoCheckoutView): string {
  return layout(
    'Expired - Test checkout',
    `<h1>${escapeHtml(checkout.description)}</h1>
<p class="notice" role="alert">${escapeHtml(DEMO_PAGE_MESSAGES.expired)}. Nothing was charged; start the payment again from your booking.</p>
<a class="button" href="${escapeHtml(checkout.cancelUrl)}">Back to your booking</a>`,
  );
}

export function renderNotFound(homeUrl: string): string {
  return layout(
    'Checkout not found - Test checkout',
    `<h1>${escapeHtml(DEMO_PAGE_MESSAGES.notFound)}</h1>
<p class="notice">The link may be mistyped. Nothing was charged.</p>
<a class="button" href="${escapeHtml(homeUrl)}">Back to Home</a>`,
  );
}
