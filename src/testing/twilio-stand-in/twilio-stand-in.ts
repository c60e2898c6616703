/**
 * A local stand-in for Twilio's Programmable Messaging, for tests (no network, no real messages): it
 * takes POST /2010-04-01/Accounts/{AccountSid}/Messages.json with HTTP basic auth (the account SID and auth
 * token) and Twilio's form fields (To, From, Body or ContentSid and ContentVariables, StatusCallback), and
 * answers the Message resource as Twilio does (201, `sid` 'SM…', `status` 'queued'), or Twilio's error
 * shape ({ code, message, more_info, status }) for a number a test told it to refuse. It records every
 * message, and builds the requests Twilio would send back, signed with X-Twilio-Signature by the
 * `twilio` package's own signing: a status callback, and an inbound message from a traveller.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';

export interface StandInMessage {
  sid: string;
  to: string;
  from: string;
  body: string | null;
  contentSid: string | null;
  contentVariables: string | null;
  statusCallback: string | null;
}

/** A request as Twilio would send it to the site: its address, headers and form body. */
export interface TwilioRequest {
  url: string;
  path: string;
  headers: Record<string, string>;
  payload: string;
}

export interface TwilioStandIn {
  apiUrl: string;
  accountSid: string;
  authToken: string;
  messages: StandInMessage[];
  /** Refuse messages to this address ('whatsapp:+52…' or '+52…') with Twilio's error code and status. */
  refuse(to: string, error: { code: number; status: number }): void;
  /** Answer every call with 503 (Twilio down) until set back. */
  setDown(down: boolean): void;
  /** The status callback Twilio would send for a message: signed against its StatusCallback address. */
  statusCallback(sid: string, status: string, errorCode?: string): TwilioRequest;
  /** An inbound message from `from` to our sender, for the site at `publicUrl` (signed for that address). */
  inbound(
    publicUrl: string,
    message: { from: string; to: string; body: string; buttonPayload?: string; sid?: string },
  ): TwilioRequest;
  close(): Promise<void>;
}

const INBOUND_PATH = '/api/messaging/twilio/inbound';

/** A Twilio-shaped id: its prefix and 32 hex digits. */
const twilioId = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

function signed(authToken: string, url: string, params: Record<string, string>): TwilioRequest {
  const signature = twilio.getExpectedTwilioSignature(authToken, url, params);
  return {
    url,
    path: new URL(url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    payload: new URLSearchParams(params).toString(),
  };
}

export async function startTwilioStandIn(): Promise<TwilioStandIn> {
  const accountSid = twilioId('AC');
  const authToken = randomBytes(16).toString('hex');
  const messages: StandInMessage[] = [];
  const refusals = new Map<string, { code: number; status: number }>();
  let down = false;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const json = (status: number, body: object) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (down) return json(503, { code: 20503, message: 'Service unavailable', status: 503 });
      const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
      if (request.method !== 'POST' || path !== `/2010-04-01/Accounts/${accountSid}/Messages.json`) {
        return json(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      }
      const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
      if (request.headers.authorization !== expected) {
        return json(401, { code: 20003, message: 'Authenticate', status: 401 });
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const to = form.get('To') ?? '';
      const refusal = refusals.get(to);
      if (refusal) {
        return json(refusal.status, {
          code: refusal.code,
          message: `The 'To' number ${to} is not valid.`,
          more_info: `https://www.twilio.com/docs/errors/${refusal.code}`,
          status: refusal.status,
        });
      }
      if (!form.get('Body') && !form.get('ContentSid')) {
        return json(400, { code: 21619, message: 'A text message body is required', status: 400 });
      }
      const message: StandInMessage = {
        sid: twilioId('SM'),
        to,
        from: form.get('From') ?? '',
        body: form.get('Body'),
        contentSid: form.get('ContentSid'),
        contentVariables: form.get('ContentVariables'),
        statusCallback: form.get('StatusCallback'),
      };
      messages.push(message);
      return json(201, {
        sid: message.sid,
        account_sid: accountSid,
        to: message.to,
        from: message.from,
        body: message.body ?? '',
        status: 'queued',
        num_segments: '1',
        direction: 'outbound-api',
        date_created: new Date().toUTCString(),
        error_code: null,
        error_message: null,
        uri: `/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}.json`,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiUrl: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    messages,
    refuse: (to, error) => refusals.set(to, error),
    setDown: (value) => {
      down = value;
    },
    statusCallback(sid, status, errorCode) {
      const message = messages.find((each) => each.sid === sid);
      if (!message?.statusCallback) throw new Error(`no message ${sid} with a status callback`);
      return signed(authToken, message.statusCallback, {
        AccountSid: accountSid,
        MessageSid: sid,
        SmsSid: sid,
        MessageStatus: status,
        To: message.to,
        From: message.from,
        ApiVersion: '2010-04-01',
        ...(errorCode ? { ErrorCode: errorCode } : {}),
      });
    },
    inbound(publicUrl, message) {
      const sid = message.sid ?? twilioId('SM');
      return signed(authToken, `${publicUrl}${INBOUND_PATH}`, {
        AccountSid: accountSid,
        MessageSid: sid,
        SmsSid: sid,
        From: message.from,
        To: message.to,
        Body: message.body,
        NumMedia: '0',
        ApiVersion: '2010-04-01',
        ...(message.buttonPayload ? { ButtonPayload: message.buttonPayload, ButtonText: message.body } : {}),
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
