/**
 * The traveller's 'Proceed to Payment' split into its parts, from the browser's timing of the
 * POST /api/bookings (Playwright's request timing: the Resource Timing phases, relative to the request's
 * start): before (the click to the request sent: the form's own work), request (the round trip as the
 * browser saw it), of which server (the server's own time: its Server-Timing when it sends one, else the
 * wait from the request sent to the first byte of the answer), and paint (from the answer to the checkout
 * page painted: the redirect, the checkout page's load and its first contentful paint, card field and all).
 */
export interface JourneyParts {
  total: number;
  before: number;
  request: number;
  server: number;
  paint: number;
  /** Whether `server` came from the server's own Server-Timing header. */
  serverTimed: boolean;
}

/** The server's own time in a Server-Timing header: its `total` entry, else the sum of its durations. */
export function serverTimingMs(header: string | undefined): number | undefined {
  if (!header) return undefined;
  const entries = header.split(',').map((entry) => {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim());
    const duration = params.map((param) => /^dur=([\d.]+)$/.exec(param)?.[1]).find(Boolean);
    return { name, duration: duration === undefined ? undefined : Number(duration) };
  });
  const timed = entries.filter((entry) => entry.duration !== undefined);
  if (timed.length === 0) return undefined;
  const total = timed.find((entry) => entry.name === 'total');
  return total?.duration ?? timed.reduce((sum, entry) => sum + (entry.duration ?? 0), 0);
}

/**
 * The parts of one journey: `clickedAt` and `requestStartedAt` on the browser's clock (epoch ms), `total`
 * from the click to the checkout page painted, `timing` the request's phases relative to its start.
 */
export function splitJourney(options: {
  clickedAt: number;
  total: number;
  requestStartedAt: number;
  timing: { requestStart: number; responseStart: number; responseEnd: number };
  serverTiming: string | undefined;
}): JourneyParts {
  const { clickedAt, total, requestStartedAt, timing } = options;
  const before = Math.max(0, requestStartedAt - clickedAt);
  const request = timing.responseEnd;
  const timed = serverTimingMs(options.serverTiming);
  const server = timed ?? timing.responseStart - timing.requestStart;
  return {
    total,
    before,
    request,
    server,
    paint: total - before - request,
    serverTimed: timed !== undefined,
  };
}
