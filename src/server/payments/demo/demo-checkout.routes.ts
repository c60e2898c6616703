/**
 * The demo provider's hosted checkout page (GET shows it, POST pays). It is the provider's page, not our
 * JSON API: it takes a plain HTML form (urlencoded, parsed here only) and answers HTML or a redirect.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Database } from '../../db/client';
import type { DemoCheckoutRow } from '../../db/schema';
import {
  DEMO_PAGE_MESSAGES,
  type DemoCheckoutView,
  renderAlreadyPaid,
  renderCheckoutForm,
  renderExpired,
  renderNotFound,
} from './demo-checkout.page';
import { demoCheckoutStatus, demoSuccessUrl, findDemoCheckout, payDemoCheckout } from './demo-provider';

const PAYING_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';

function view(row: DemoCheckoutRow): DemoCheckoutView {
  return {
    sessionId: row.sessionId,
    description: row.description,
    amountCents: row.amountCents,
    cancelUrl: row.cancelUrl,
  };
}

export function demoCheckoutRoutes(deps: {
  db: Database;
  now: () => Date;
  publicUrl: string;
}): FastifyPluginAsync {
  // Own CSP for the page: no scripts at all, and the form may lead (by redirect) to the site's success page.
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self' ${new URL(deps.publicUrl).origin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');

  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .header('Content-Security-Policy', csp)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);

  /** The page for a session that cannot take a card (paid, expired), or null when it can. */
  const settledPage = (reply: FastifyReply, row: DemoCheckoutRow) => {
    const status = demoCheckoutStatus(row, deps.now());
    if (status === 'paid') return sendPage(reply, 200, renderAlreadyPaid(view(row), demoSuccessUrl(row)));
    if (status === 'expired') return sendPage(reply, 410, renderExpired(view(row)));
    return null;
  };

  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    app.get<{ Params: { sessionId: string } }>('/checkout/demo/:sessionId', async (request, reply) => {
      const row = await findDemoCheckout(deps.db, request.params.sessionId);
      if (!row) return sendPage(reply, 404, renderNotFound(`${deps.publicUrl}/`));
      return settledPage(reply, row) ?? sendPage(reply, 200, renderCheckoutForm(view(row)));
    });

    app.post<{ Params: { sessionId: string }; Body: Record<string, string> | undefined }>(
      '/checkout/demo/:sessionId',
      async (request, reply) => {
        const row = await findDemoCheckout(deps.db, request.params.sessionId);
        if (!row) return sendPage(reply, 404, renderNotFound(`${deps.publicUrl}/`));
        const settled = settledPage(reply, row);
        if (settled) return settled;

        const typed = String(request.body?.cardNumber ?? '');
        const digits = typed.replace(/[\s-]/g, '');
        if (digits === PAYING_CARD) {
          const paid = await payDemoCheckout(deps.db, row.sessionId, deps.now());
          if (paid && paid.status === 'paid') return reply.redirect(demoSuccessUrl(paid), 303);
          // Expired between the two reads: show it as such.
          return settledPage(reply, paid ?? row) ?? sendPage(reply, 409, renderExpired(view(row)));
        }
        const error =
          digits === DECLINED_CARD ? DEMO_PAGE_MESSAGES.declined : DEMO_PAGE_MESSAGES.incorrectNumber;
        return sendPage(reply, 402, renderCheckoutForm(view(row), { error, cardNumber: typed.slice(0, 32) }));
      },
    );
  };
}
