/** The flight feed part: set up or not, the calls of the Cancun day against the cap, its failures. */
import { eq } from 'drizzle-orm';
import { cancunToday } from '../../../domain/cancun-time';
import { judgeFlightFeed } from '../../../domain/system-status';
import { flightDataCalls } from '../../db/landing-schema';
import { figure } from '../figures';
import type { PartReader } from '../system-deps';

export const flightFeedPart: PartReader = async ({ database, at, flightFeed }) => {
  const [today] = await database.db
    .select({ calls: flightDataCalls.calls, failures: flightDataCalls.failures })
    .from(flightDataCalls)
    .where(eq(flightDataCalls.day, cancunToday(at)));
  const feed = {
    configured: flightFeed.configured,
    callsToday: today?.calls ?? 0,
    dailyCap: flightFeed.dailyCalls,
    failedToday: today?.failures ?? 0,
  };
  return {
    key: 'flightFeed',
    name: 'Flight feed',
    ...judgeFlightFeed(feed),
    figures: [
      figure('Feed', feed.configured ? 'Configured' : 'Not configured'),
      figure('Calls today', `${feed.callsToday} of ${feed.dailyCap}`),
      figure('Failed today', feed.failedToday),
    ],
  };
};
