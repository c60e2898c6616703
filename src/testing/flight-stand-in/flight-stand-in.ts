/**
 * A local stand-in for AeroDataBox's flight status endpoint, for tests (no network, and never the real,
 * paid API): GET /flights/number/{number}/{date} answers the scenario a test set for that flight number
 * (on time, delayed, early, departed, landed, cancelled, diverted, unknown, an error, a slow answer that
 * never comes, nonsense, a landing at a given instant, a redirect, an answer too large), in the vendor's
 * shapes (aerodatabox-answers.ts). It records every call, and checks the RapidAPI key header is sent. A flight nobody set answers 204, as AeroDataBox does.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FlightScenario, flightContract } from './aerodatabox-answers';

export interface RecordedFlightCall {
  number: string;
  date: string;
  /** The key header sent. */
  key: string | undefined;
}

export interface FlightStandIn {
  baseUrl: string;
  apiKey: string;
  calls: RecordedFlightCall[];
  /** What the feed says of this flight number (cleaned, 'AA1234'), and its scheduled landing. */
  set(number: string, scheduledLanding: Date, scenario: FlightScenario): void;
  close(): Promise<void>;
}

export async function startFlightStandIn(): Promise<FlightStandIn> {
  const apiKey = 'stand-in-flight-key';
  const flights = new Map<string, { scheduledLanding: Date; scenario: FlightScenario }>();
  const calls: RecordedFlightCall[] = [];
  const slow = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const match = /^\/flights\/number\/([^/]+)\/(\d{4}-\d{2}-\d{2})$/.exec(url.pathname);
    const key = request.headers['x-rapidapi-key'];
    if (!match || request.method !== 'GET') {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}');
      return;
    }
    const [, number = '', date = ''] = match;
    calls.push({ number: decodeURIComponent(number), date, key: typeof key === 'string' ? key : undefined });
    if (key !== apiKey) {
      response.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Invalid API key"}');
      return;
    }
    const flight = flights.get(decodeURIComponent(number));
    if (!flight) {
      response.writeHead(204).end();
      return;
    }
    const { scenario } = flight;
    switch (scenario.kind) {
      case 'unknown':
        response.writeHead(scenario.status, { 'content-type': 'application/json' });
        response.end(scenario.status === 404 ? '{"message":"Flight not found"}' : undefined);
        return;
      case 'error':
        response.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"Internal error"}');
        return;
      case 'slow':
        slow.add(response);
        return;
      case 'nonsense':
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"flights":"soon"}');
        return;
      case 'redirect':
        response.writeHead(302, { location: scenario.location }).end();
        return;
      case 'huge': {
        const record = flightContract(decodeURIComponent(number), flight.scheduledLanding, {
          kind: 'delayed',
          minutes: 40,
        });
        const bare = JSON.stringify([{ ...record, padding: '' }]);
        const padded = [{ ...record, padding: 'x'.repeat(Math.max(scenario.bytes - bare.length, 0)) }];
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(padded));
        return;
      }
      default:
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(
            JSON.stringify([flightContract(decodeURIComponent(number), flight.scheduledLanding, scenario)]),
          );
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    apiKey,
    calls,
    set: (number, scheduledLanding, scenario) => flights.set(number, { scheduledLanding, scenario }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of slow) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
