/**
 * A local stand-in for the few Stripe endpoints our provider uses, for tests (there is no network here,
 * and tests must never reach the real API). The official SDK is pointed at it through its host, port and
 * protocol settings. It records every request (decoded form body, Idempotency-Key), answers JSON shaped
 * like Stripe's, honours idempotency keys as Stripe does, and serves a minimal hosted checkout page
 * (GET /pay/:sessionId) that, once paid, sends the signed checkout.session.completed webhook and
 * redirects to the session's success URL. The reconciliation's list calls (GET /v1/checkout/sessions with
 * `created[gte]` and `expand[]=data.payment_intent`, GET /v1/refunds with `created[gte]`) answer Stripe's
 * list objects, paged by `limit` and `starting_after`. The next refunds can be made to fail,
 * from a test's code (failRefunds) or, for a browser test, by POST /_stand-in/refund-failures.
 * The answers to chosen checkout creations can be held (holdCheckouts), so a test knows its server is in
 * the middle of a request.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { renderStandInCheckout, renderStandInNotice } from './stripe-stand-in.page';

export interface RecordedStripeRequest {
  method: string;
  /** Without the query string. */
  path: string;
  /** The form-encoded body decoded into its flat keys, e.g. `line_items[0][quantity]` → '1'. */
  form: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

/** The fields of a Checkout Session the stand-in keeps, named and shaped as Stripe's. */
export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  amount_total: number;
  currency: string;
  product: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string;
  expires_at: number;
  created: number;
  url: string;
  livemode: false;
  /** Not Stripe's: what the stand-in has refunded of this session's payment. */
  amount_refunded: number;
}

/** The fields of a Refund the stand-in keeps. */
export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string | null;
  status: 'succeeded';
  created: number;
}

export interface StripeStandIn {
  /** e.g. http://127.0.0.1:12111, for STRIPE_API_BASE. */
  apiBase: string;
  requests: RecordedStripeRequest[];
  session(id: string): StandInSession | undefined;
  sessions(): StandInSession[];
  /** Every refund made through the API, oldest first. */
  refunds(): StandInRefund[];
  /** Forgets every session and refund, for a test that lists them from a clean slate. */
  forget(): void;
  /**
   * The next `count` refund requests fail as Stripe's API can (an answer of 500 that the SDK does not
   * retry): 'error' makes no refund (nor remembers the idempotency key, as Stripe forgets a request it did
   * not run); 'lose-answer' makes the refund, keeps its key, and only the answer is an error.
   */
  failRefunds(count: number, how: 'error' | 'lose-answer'): void;
  /** Forgets one refund, as if Stripe never made it (a reconciliation test's missing refund). */
  dropRefund(id: string): void;
  /** As if the customer paid on the hosted page. */
  markPaid(sessionId: string): StandInSession;
  markExpired(sessionId: string): StandInSession;
  /** The charge of a paid session, as Stripe's charge.refunded event carries it. */
  charge(sessionId: string): Record<string, unknown>;
  /** A Stripe event wrapping `object`, with a fresh evt_ id. */
  event(type: string, object: object): { id: string; type: string; [key: string]: unknown };
  /** The payload and its Stripe-Signature header, signed by the SDK's own test helper. */
  sign(event: object, secret: string): { payload: string; signature: string };
  /** Where the hosted page sends checkout.session.completed once paid. */
  sendWebhooksTo(target: { url: string; secret: string } | null): void;
  /**
   * Holds the answers to the next `count` checkout creations whose form `match` accepts: each session is
   * made (and its idempotency key kept) as the request arrives, as Stripe makes it whatever becomes of the
   * caller; only the answer waits. Its caller is then inside its request, waiting, for as long as the test
   * likes. `held` resolves once `count` are held; `release` sends their answers.
   */
  holdCheckouts(
    match: (form: Record<string, string>) => boolean,
    count: number,
  ): { held: Promise<void>; release: () => void };
  close(): Promise<void>;
}

/**
 * The stand-in's own control path (not Stripe's, and never the app's): POST `count` and `how` as a form to
 * fail the next refunds, as failRefunds does. Only the stand-in, a test server, answers it.
 */
const CONTROL_REFUND_FAILURES = '/_stand-in/refund-failures';

const randomId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;
const PAYING_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';

function stripeError(res: ServerResponse, status: number, error: Record<string, string>) {
  sendJson(res, status, { error });
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': randomId('req_') });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startStripeStandIn(options: { port?: number } = {}): Promise<StripeStandIn> {
  const requests: RecordedStripeRequest[] = [];
  const sessions = new Map<string, StandInSession>();
  const refunds: StandInRefund[] = [];
  /** Idempotency-Key → the request it first came with and the answer it got, replayed as Stripe does. */
  const idempotent = new Map<string, { request: string; status: number; body: unknown }>();
  let webhook: { url: string; secret: string } | null = null;
  let apiBase = '';
  let refundFailures: { count: number; how: 'error' | 'lose-answer' } = { count: 0, how: 'error' };
  let checkoutHold: {
    match: (form: Record<string, string>) => boolean;
    left: number;
    allHeld: () => void;
    gate: Promise<void>;
  } | null = null;
  /** Stripe's 500, with the header that tells the SDK not to retry, so a test sees one failure at once. */
  const apiFailure = (res: ServerResponse) => {
    res.writeHead(500, { 'content-type': 'application/json', 'stripe-should-retry': 'false' });
    res.end(JSON.stringify({ error: { type: 'api_error', message: 'An unknown error occurred' } }));
  };

  const mustFind = (id: string) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`the stand-in has no session ${id}`);
    return session;
  };
  const markPaid = (id: string) => {
    const session = mustFind(id);
    if (session.payment_status !== 'paid') {
      Object.assign(session, { payment_status: 'paid', status: 'complete', payment_intent: randomId('pi_') });
    }
    return session;
  };
  const event = (type: string, object: object) => ({
    id: randomId('evt_'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
  const sign = (body: object, secret: string) => {
    const payload = JSON.stringify(body);
    return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
  };

  function createSession(form: Record<string, string>): StandInSession {
    const id = randomId('cs_test_');
    const metadata: Record<string, string> = {};
    for (const [key, value] of Object.entries(form)) {
      const match = /^metadata\[(.+)\]$/.exec(key);
      if (match?.[1]) metadata[match[1]] = value;
    }
    const unitAmount = Number(form['line_items[0][price_data][unit_amount]'] ?? 0);
    const quantity = Number(form['line_items[0][quantity]'] ?? 1);
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      amount_total: unitAmount * quantity,
      currency: form['line_items[0][price_data][currency]'] ?? 'usd',
      product: form['line_items[0][price_data][product_data][name]'] ?? '',
      customer_email: form.customer_email ?? null,
      client_reference_id: form.client_reference_id ?? null,
      metadata,
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: form.success_url ?? '',
      cancel_url: form.cancel_url ?? '',
      // No clock check here: tests run the app on a fixed clock, which is not the stand-in's.
      expires_at: Number(form.expires_at ?? Math.floor(Date.now() / 1000) + 86_400),
      created: Math.floor(Date.now() / 1000),
      url: `${apiBase}/pay/${id}`,
      livemode: false,
      amount_refunded: 0,
    };
    sessions.set(id, session);
    return session;
  }

  function createRefund(form: Record<string, string>): { status: number; body: unknown } {
    const session = [...sessions.values()].find((s) => s.payment_intent === form.payment_intent);
    if (!session || session.payment_status !== 'paid') {
      const message = `No such payment_intent: '${form.payment_intent}'`;
      return {
        status: 404,
        body: { error: { type: 'invalid_request_error', code: 'resource_missing', message } },
      };
    }
    const amount = form.amount ? Number(form.amount) : session.amount_total - session.amount_refunded;
    if (!(amount > 0) || session.amount_refunded + amount > session.amount_total) {
      const message = `Refund amount (${amount}) is greater than unrefunded amount on charge`;
      return {
        status: 400,
        body: { error: { type: 'invalid_request_error', code: 'amount_too_large', message } },
      };
    }
    session.amount_refunded += amount;
    const refund: StandInRefund = {
      id: randomId('re_'),
      object: 'refund',
      amount,
      currency: session.currency,
      payment_intent: session.payment_intent,
      status: 'succeeded',
      created: Math.floor(Date.now() / 1000),
    };
    refunds.push(refund);
    return { status: 200, body: refund };
  }

  /** The session with its payment intent expanded, as `expand[]=data.payment_intent` asks. */
  function withIntent(session: StandInSession) {
    if (!session.payment_intent) return session;
    const paid = session.payment_status === 'paid';
    return {
      ...session,
      payment_intent: {
        id: session.payment_intent,
        object: 'payment_intent',
        amount: session.amount_total,
        amount_received: paid ? session.amount_total : 0,
        currency: session.currency,
        status: paid ? 'succeeded' : 'requires_payment_method',
      },
    };
  }

  /** A list call: newest first, created at or after `created[gte]`, paged as Stripe pages. */
  function list<T extends { id: string; created: number }>(
    path: string,
    query: URLSearchParams,
    items: readonly T[],
    shape: (item: T) => unknown,
  ) {
    const since = Number(query.get('created[gte]') ?? 0);
    const limit = Math.min(Number(query.get('limit') ?? 10), 100);
    const newestFirst = items.filter((item) => item.created >= since).reverse();
    const after = query.get('starting_after');
    const start = after ? newestFirst.findIndex((item) => item.id === after) + 1 : 0;
    const page = newestFirst.slice(start, start + limit);
    return { object: 'list', url: path, has_more: start + limit < newestFirst.length, data: page.map(shape) };
  }

  async function api(req: IncomingMessage, res: ServerResponse, path: string, raw: string) {
    const form = Object.fromEntries(new URLSearchParams(raw));
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    requests.push({
      method: req.method ?? '',
      path,
      form,
      idempotencyKey,
      authorization: req.headers.authorization,
    });
    if (!/^Bearer (sk|rk)_test_/.test(req.headers.authorization ?? '')) {
      return stripeError(res, 401, { type: 'invalid_request_error', message: 'Invalid API Key provided' });
    }
    if (req.method === 'GET' && (path === '/v1/checkout/sessions' || path === '/v1/refunds')) {
      const query = new URLSearchParams((req.url ?? '').split('?')[1] ?? '');
      const expand = [...query.entries()].some(
        ([key, value]) => key.startsWith('expand[') && value === 'data.payment_intent',
      );
      if (path === '/v1/refunds')
        return sendJson(
          res,
          200,
          list(path, query, refunds, (refund) => refund),
        );
      const shape = (session: StandInSession) => (expand ? withIntent(session) : session);
      return sendJson(res, 200, list(path, query, [...sessions.values()], shape));
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && retrieve?.[1]) {
      const session = sessions.get(decodeURIComponent(retrieve[1]));
      if (!session) {
        const message = `No such checkout.session: '${retrieve[1]}'`;
        return stripeError(res, 404, { type: 'invalid_request_error', code: 'resource_missing', message });
      }
      return sendJson(res, 200, session);
    }
    // Stripe's POST /v1/checkout/sessions/{id}/expire: only an open session can be expired.
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (req.method === 'POST' && expire?.[1]) {
      const session = sessions.get(decodeURIComponent(expire[1]));
      if (!session) {
        const message = `No such checkout.session: '${expire[1]}'`;
        return stripeError(res, 404, { type: 'invalid_request_error', code: 'resource_missing', message });
      }
      if (session.status !== 'open') {
        const message = 'Only Checkout Sessions with a status in ["open"] can be expired.';
        return stripeError(res, 400, { type: 'invalid_request_error', message });
      }
      session.status = 'expired';
      return sendJson(res, 200, session);
    }
    if (req.method !== 'POST' || !['/v1/checkout/sessions', '/v1/refunds'].includes(path)) {
      return stripeError(res, 404, { type: 'invalid_request_error', message: `Unrecognized request URL` });
    }
    const fingerprint = `${path}?${raw}`;
    const seen = idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
    if (seen && seen.request !== fingerprint) {
      return stripeError(res, 400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
      });
    }
    const failing = path === '/v1/refunds' && refundFailures.count > 0 ? refundFailures.how : null;
    if (failing) refundFailures.count -= 1;
    if (failing === 'error') return apiFailure(res);
    if (seen) return failing ? apiFailure(res) : sendJson(res, seen.status, seen.body);
    const answer = path === '/v1/refunds' ? createRefund(form) : { status: 200, body: createSession(form) };
    if (idempotencyKey) idempotent.set(idempotencyKey, { request: fingerprint, ...answer });
    if (failing) return apiFailure(res);
    const hold = checkoutHold;
    if (path === '/v1/checkout/sessions' && hold && hold.left > 0 && hold.match(form)) {
      hold.left -= 1;
      if (hold.left === 0) hold.allHeld();
      await hold.gate;
    }
    return sendJson(res, answer.status, answer.body);
  }

  /** A browser test's way to fail the next refunds (failRefunds), since it cannot reach this object. */
  function control(res: ServerResponse, raw: string) {
    const form = new URLSearchParams(raw);
    const count = Number(form.get('count') ?? 1);
    const how = form.get('how') === 'lose-answer' ? 'lose-answer' : 'error';
    refundFailures = { count: Number.isInteger(count) && count > 0 ? count : 1, how };
    res.writeHead(204);
    res.end();
  }

  async function hostedPage(req: IncomingMessage, res: ServerResponse, sessionId: string, raw: string) {
    const html = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(body);
    };
    const session = sessions.get(sessionId);
    if (!session) return html(404, renderStandInNotice('This checkout does not exist'));
    if (session.status === 'expired') return html(410, renderStandInNotice('This checkout has expired'));
    if (session.payment_status === 'paid') return html(200, renderStandInNotice('This checkout is paid'));
    if (req.method !== 'POST') return html(200, renderStandInCheckout(session));

    const digits = (new URLSearchParams(raw).get('cardNumber') ?? '').replace(/[\s-]/g, '');
    if (digits !== PAYING_CARD) {
      const error = digits === DECLINED_CARD ? 'Your card was declined.' : 'Your card number is incorrect.';
      return html(402, renderStandInCheckout(session, error));
    }
    markPaid(sessionId);
    // Like Stripe, the webhook goes out on its own; here it is awaited first so a journey is repeatable.
    if (webhook) {
      const { payload, signature } = sign(event('checkout.session.completed', session), webhook.secret);
      try {
        const answer = await fetch(webhook.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
          body: payload,
        });
        console.log(`stripe stand-in: checkout.session.completed for ${session.id} → ${answer.status}`);
      } catch (err) {
        console.error('stripe stand-in: webhook failed', err);
      }
    }
    res.writeHead(303, { location: session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id) });
    res.end();
  }

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    readBody(req)
      .then((raw) => {
        const pay = /^\/pay\/([^/]+)$/.exec(path);
        if (pay?.[1]) return hostedPage(req, res, decodeURIComponent(pay[1]), raw);
        if (req.method === 'POST' && path === CONTROL_REFUND_FAILURES) return control(res, raw);
        return api(req, res, path, raw);
      })
      .catch((err: unknown) => {
        console.error('stripe stand-in failed', err);
        if (!res.headersSent) stripeError(res, 500, { type: 'api_error', message: 'stand-in failure' });
      });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    apiBase,
    requests,
    session: (id) => sessions.get(id),
    sessions: () => [...sessions.values()],
    refunds: () => [...refunds],
    forget: () => {
      sessions.clear();
      refunds.splice(0);
      refundFailures = { count: 0, how: 'error' };
    },
    failRefunds: (count, how) => {
      refundFailures = { count, how };
    },
    dropRefund: (id) => {
      const at = refunds.findIndex((refund) => refund.id === id);
      if (at >= 0) refunds.splice(at, 1);
    },
    markPaid,
    markExpired: (id) => Object.assign(mustFind(id), { status: 'expired' as const }),
    charge: (id) => {
      const session = mustFind(id);
      return {
        id: `ch_${session.id.slice(8)}`,
        object: 'charge',
        amount: session.amount_total,
        amount_captured: session.amount_total,
        amount_refunded: session.amount_refunded,
        refunded: session.amount_refunded >= session.amount_total,
        currency: session.currency,
        payment_intent: session.payment_intent,
        status: 'succeeded',
        paid: true,
        metadata: {},
      };
    },
    event,
    sign,
    sendWebhooksTo: (target) => {
      webhook = target;
    },
    holdCheckouts: (match, count) => {
      let allHeld: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        allHeld = resolve;
      });
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      checkoutHold = { match, left: count, allHeld, gate };
      return {
        held,
        release: () => {
          checkoutHold = null;
          release();
        },
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
