/**
 * The scheduler's flight checks: each pass adds the arrivals entering their last 24 hours,
 * leases the watches that are due (one server each), and asks the feed about each: 24 and 3 hours before
 * the scheduled landing, then every 15 minutes from the departure until the landing (domain/landing.ts).
 * A feed answer moves the landing as any other source does (landing.service.ts); 'cancelled' and
 * 'diverted' put the booking in Needs attention. A failing feed, or an answer whose times are far from
 * the scheduled landing, logs one warning line per failure and changes nothing; the daily cap
 * (FLIGHT_DATA_DAILY_CALLS, counted per Cancun day in the database) stops the calls for the day and is
 * logged once.
 */

import type { FastifyBaseLogger } from 'fastify';
import { cancunDateAndTime, cancunToday } from '../../domain/cancun-time';
import {
  FLIGHT_CHECK_IN_FLIGHT_MINUTES,
  isPlausibleLanding,
  LANDING_MAX_SHIFT_HOURS,
  nextFlightCheckAt,
} from '../../domain/landing';
import type { Database } from '../db/client';
import { applyLanding } from '../dispatch';
import type { MailSettings } from '../mail';
import {
  addDueWatches,
  type ClaimedWatch,
  claimDueWatches,
  countFeedCall,
  countFeedFailure,
  lockBooking,
  releaseWatch,
} from './flight-checks.queries';
import { FlightFeedError, type FlightReport, type FlightStatusFeed } from './flight-status';

/** What the checks need: the scheduler's deps (scheduler-deps.ts) hold these. */
export interface FlightCheckDeps {
  db: Database;
  mail: MailSettings;
  log: FastifyBaseLogger;
  now: () => Date;
  stopping?: () => boolean;
  /** The feed and its daily cap; without it (or with `none`) no flight is checked. */
  flights?: { feed: FlightStatusFeed; dailyCalls: number };
}

/** Checks due now; answers how many the feed answered. Nothing at all without a feed. */
export async function checkDueFlights(deps: FlightCheckDeps): Promise<number> {
  const feed = deps.flights?.feed;
  if (!feed?.enabled) return 0;
  const now = deps.now();
  await addDueWatches(deps.db, now);
  const claimed = await claimDueWatches(deps.db, now);
  let answered = 0;
  for (const [index, watch] of claimed.entries()) {
    if (deps.stopping?.()) {
      await releaseAll(deps, claimed.slice(index));
      break;
    }
    const call = await countFeedCall(deps.db, cancunToday(now), deps.flights?.dailyCalls ?? 0);
    if (!call.allowed) {
      if (call.firstRefusal) {
        deps.log.warn(
          { dailyCalls: deps.flights?.dailyCalls },
          'flight-data daily call cap reached: no more flight checks until tomorrow (Cancun time)',
        );
      }
      await releaseAll(deps, claimed.slice(index));
      break;
    }
    if (await checkOne(deps, watch, now)) answered += 1;
  }
  return answered;
}

/** Hands back watches not asked about this pass: still due, for the next pass (here or elsewhere). */
async function releaseAll(deps: FlightCheckDeps, watches: ClaimedWatch[]): Promise<void> {
  for (const watch of watches) await releaseWatch(deps.db, watch.bookingId, {});
}

/**
 * Why a feed's answer is not to be believed; null when it may be. Its landing (and its departure, which
 * sets the next check) must lie as near the scheduled landing as anyone's word of a landing must
 * (domain/landing.ts, the bound of the operator's 'Flight Delayed' and the provider's 'Flight Landed').
 */
function implausibility(report: FlightReport, scheduled: Date): string | null {
  if (report.kind !== 'found') return null;
  const far = `more than ${LANDING_MAX_SHIFT_HOURS} hours from the scheduled landing`;
  if (report.landingAt && !isPlausibleLanding(scheduled, report.landingAt)) return `its landing is ${far}`;
  if (report.departureAt && !isPlausibleLanding(scheduled, report.departureAt)) {
    return `its departure is ${far}`;
  }
  return null;
}

async function checkOne(deps: FlightCheckDeps, watch: ClaimedWatch, now: Date): Promise<boolean> {
  const feed = deps.flights?.feed;
  if (!feed) return false;
  const { booking } = watch;
  let report: FlightReport;
  try {
    report = await feed.check({
      flightNumber: booking.flightNumber,
      arrivalDate: cancunDateAndTime(booking.flightDateTime).date,
    });
    const implausible = implausibility(report, booking.flightDateTime);
    if (implausible) throw new FlightFeedError(`the answer is ignored: ${implausible}`);
  } catch (error) {
    deps.log.warn(
      { bookingId: booking.id, feed: feed.name, reason: error instanceof Error ? error.message : 'failed' },
      'flight-data check failed; the booking is left as it was',
    );
    await countFeedFailure(deps.db, cancunToday(now));
    await releaseWatch(deps.db, booking.id, {
      nextCheckAt: new Date(now.getTime() + FLIGHT_CHECK_IN_FLIGHT_MINUTES * 60_000),
    });
    return false;
  }
  await deps.db.transaction(async (tx) => {
    const locked = await lockBooking(tx, booking.id);
    if (!locked) return;
    let expected = locked.expectedLandingAt;
    let landed = locked.landed;
    if (report.kind === 'found' && report.landingAt && !['cancelled', 'diverted'].includes(report.status)) {
      const updated = await applyLanding(tx, deps.mail, locked, {
        landing: report.landingAt,
        landed: report.status === 'landed',
        source: 'flight data',
        actor: 'system',
        at: now,
      });
      expected = updated.expectedLandingAt;
      landed = updated.landed;
    }
    const status = report.kind === 'found' ? report.status : 'unknown';
    const departureAt = report.kind === 'found' ? report.departureAt : watch.departureAt;
    await releaseWatch(tx, booking.id, {
      lastStatus: status,
      lastCheckedAt: now,
      checks: watch.checks + 1,
      departureAt,
      nextCheckAt: nextFlightCheckAt({
        scheduled: locked.flightDateTime,
        expected,
        departure: departureAt,
        finished: landed || status === 'cancelled' || status === 'diverted',
        now,
      }),
    });
  });
  return true;
}
