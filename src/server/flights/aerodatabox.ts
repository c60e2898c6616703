/**
 * AeroDataBox's flight status (GET /flights/number/{number}/{date}), written against its published
 * OpenAPI contracts (FlightContract, FlightAirportMovementContract, DateTimeContract, FlightStatus) and
 * read with zod: an answer outside them is a failure, never a guess. 204 or 404 means the flight is not
 * known. Times come as 'yyyy-MM-dd HH:mmZ' in `utc`. The request is abandoned after `timeoutMs`; a
 * redirect is a failure, never followed (it would carry the key to another host), and so is an answer
 * larger than 1 MB (read no further).
 */
import { z } from 'zod';
import {
  cleanFlightNumber,
  FlightFeedError,
  type FlightReport,
  type FlightStatusFeed,
} from './flight-status';

/** AeroDataBox on RapidAPI; API.Market's base works too (its key header differs, see keyHeaders). */
export const AERODATABOX_DEFAULT_BASE_URL = 'https://aerodatabox.p.rapidapi.com';
/** The largest answer read: a flight's record is a few kilobytes. */
const MAX_ANSWER_BYTES = 1024 * 1024;
/** Cancun International, where every arrival of ours lands. */
const CANCUN_IATA = 'CUN';

const utcTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/)
  .transform((value) => new Date(value.replace(' ', 'T')));
const dateTime = z.object({ utc: utcTime, local: z.string() });
const movement = z.object({
  airport: z.object({ iata: z.string().nullish(), icao: z.string().nullish() }).passthrough(),
  scheduledTime: dateTime.nullish(),
  revisedTime: dateTime.nullish(),
  predictedTime: dateTime.nullish(),
  runwayTime: dateTime.nullish(),
  terminal: z.string().nullish(),
});
const STATUSES = [
  'Unknown',
  'Expected',
  'EnRoute',
  'CheckIn',
  'Boarding',
  'GateClosed',
  'Departed',
  'Delayed',
  'Approaching',
  'Arrived',
  'Canceled',
  'Diverted',
  'CanceledUncertain',
] as const;
const flight = z.object({
  number: z.string(),
  status: z.enum(STATUSES),
  departure: movement,
  arrival: movement,
});
const answerSchema = z.array(flight).min(1);
type Flight = z.infer<typeof flight>;
type FoundStatus = Extract<FlightReport, { kind: 'found' }>['status'];

/** Their status in our words. */
function statusOf(status: Flight['status']): FoundStatus {
  switch (status) {
    case 'Arrived':
      return 'landed';
    case 'Canceled':
    case 'CanceledUncertain':
      return 'cancelled';
    case 'Diverted':
      return 'diverted';
    case 'Departed':
    case 'EnRoute':
    case 'Approaching':
      return 'departed';
    case 'Delayed':
      return 'delayed';
    default:
      return 'scheduled';
  }
}

/** Of several legs under one number, the one landing in Cancun (else the only one). */
function ourLeg(flights: Flight[]): Flight | undefined {
  const toCancun = flights.filter((leg) => leg.arrival.airport.iata === CANCUN_IATA);
  if (toCancun.length > 0) return toCancun[0];
  return flights.length === 1 ? flights[0] : undefined;
}

export function reportOf(body: unknown): FlightReport {
  const parsed = answerSchema.safeParse(body);
  if (!parsed.success) throw new FlightFeedError('the flight-data answer is not a FlightContract list');
  const leg = ourLeg(parsed.data);
  if (!leg) return { kind: 'unknown' };
  const status = statusOf(leg.status);
  const { arrival, departure } = leg;
  const landed = status === 'landed';
  const landingAt = landed
    ? (arrival.runwayTime ?? arrival.revisedTime ?? arrival.predictedTime ?? arrival.scheduledTime)
    : (arrival.revisedTime ?? arrival.predictedTime);
  const departureAt = departure.runwayTime ?? departure.revisedTime ?? departure.scheduledTime;
  if (landed && !landingAt) throw new FlightFeedError('the flight-data answer says landed without a time');
  return {
    kind: 'found',
    status,
    departureAt: departureAt?.utc ?? null,
    landingAt: landingAt?.utc ?? null,
  };
}

/**
 * API.Market (api.market) wants its own key header; RapidAPI, the default, its key and host. The key
 * never reaches a log line.
 */
function keyHeaders(baseUrl: string, apiKey: string): Record<string, string> {
  const host = new URL(baseUrl).host;
  if (host.endsWith('api.market')) return { 'x-magicapi-key': apiKey };
  return { 'X-RapidAPI-Key': apiKey, 'X-RapidAPI-Host': host };
}

const isTimeout = (error: unknown) => error instanceof Error && error.name === 'TimeoutError';

/** The answer's text, read as it streams in and abandoned once past `maxBytes`. */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new FlightFeedError(`the answer is larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function aeroDataBoxFeed(options: {
  apiKey: string;
  baseUrl?: string | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): FlightStatusFeed {
  const baseUrl = options.baseUrl ?? AERODATABOX_DEFAULT_BASE_URL;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'aerodatabox',
    enabled: true,
    async check(query) {
      const number = cleanFlightNumber(query.flightNumber);
      if (number === null) return { kind: 'unknown' };
      const url = `${baseUrl}/flights/number/${encodeURIComponent(number)}/${query.arrivalDate}?dateLocalRole=Arrival&withAircraftImage=false&withLocation=false`;
      let response: Response;
      try {
        response = await doFetch(url, {
          headers: { accept: 'application/json', ...keyHeaders(baseUrl, options.apiKey) },
          // A redirect comes back as it is (a 3xx, below): following it would send the key elsewhere.
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new FlightFeedError(
          isTimeout(error) ? `no answer within ${timeoutMs} ms` : 'the request failed',
        );
      }
      if (response.status === 204 || response.status === 404) {
        await response.body?.cancel();
        return { kind: 'unknown' };
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new FlightFeedError(`answered ${response.status}`);
      }
      let text: string;
      try {
        text = await readCapped(response, MAX_ANSWER_BYTES);
      } catch (error) {
        if (error instanceof FlightFeedError) throw error;
        throw new FlightFeedError(
          isTimeout(error) ? `no answer within ${timeoutMs} ms` : 'the answer could not be read',
        );
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new FlightFeedError('the answer is not JSON');
      }
      return reportOf(body);
    },
  };
}
