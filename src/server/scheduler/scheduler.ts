/**
 * The server's scheduler: every minute, each server process runs the jobs nobody should have
 * to remember: cancel unpaid bookings whose ride has passed, send the one payment reminder, send the
 * departure reminders, ask yesterday's travellers how their transfer was, once a day reconcile the
 * payments with the provider's, and delete the limits' counters
 * that no longer count. Every job claims its bookings
 * in the database (scheduled-bookings.queries.ts), so any number of processes may run it at once and each
 * booking is handled once; deleting what has expired is harmless to do twice.
 */

import { expireOffers } from '../dispatch';
import { checkDueFlights } from '../flights';
import { sendDueDepartureReminders } from './departure-reminders';
import { sendDueFeedbackRequests } from './feedback-requests';
import { type JobRun, recordJobRuns } from './job-runs.queries';
import { deleteExpiredLimitRows } from './limits-housekeeping';
import { backUpNightly } from './nightly-backup';
import { applyRetention } from './privacy-retention';
import { reconcileOncePerDay } from './reconciliation';
import type { SchedulerDeps } from './scheduler-deps';
import { cancelUnpaidPastBookings, sendDuePaymentReminders } from './unpaid-bookings';

export interface SchedulerPass {
  cancelled: number;
  paymentReminders: number;
  departureReminders: number;
  feedbackRequests: number;
  expiredLimits: number;
  /** The provider's payments and refunds checked by the daily reconciliation (0 on other passes). */
  reconciled: number;
  /** Ride offers past their Respond By, or standing for a booking that ended. */
  expiredOffers: number;
  /** 1 when the nightly backup of the embedded database was written. */
  backups: number;
  /** Personal data past its time (the privacy policy's retention), once a day. */
  retention: number;
  /** Arrivals whose flight the feed was asked about and answered. */
  flightChecks: number;
}

const JOBS = {
  cancelled: cancelUnpaidPastBookings,
  paymentReminders: sendDuePaymentReminders,
  departureReminders: sendDueDepartureReminders,
  feedbackRequests: sendDueFeedbackRequests,
  expiredLimits: deleteExpiredLimitRows,
  reconciled: reconcileOncePerDay,
  expiredOffers: expireOffers,
  backups: backUpNightly,
  retention: applyRetention,
  flightChecks: checkDueFlights,
} satisfies Record<keyof SchedulerPass, (deps: SchedulerDeps) => Promise<number>>;

/**
 * Runs every job once. A job that fails is logged and the others still run; it is tried again next pass
 * (its claim rolled back, so nothing is half done). Each job's run is recorded for the System page
 * (job_runs). Wakes the mail worker when reminders were queued.
 */
export async function runScheduledJobs(deps: SchedulerDeps): Promise<SchedulerPass> {
  const pass: SchedulerPass = {
    cancelled: 0,
    paymentReminders: 0,
    departureReminders: 0,
    feedbackRequests: 0,
    expiredLimits: 0,
    reconciled: 0,
    expiredOffers: 0,
    backups: 0,
    retention: 0,
    flightChecks: 0,
  };
  const runs: JobRun[] = [];
  for (const name of Object.keys(JOBS) as (keyof SchedulerPass)[]) {
    const at = deps.now();
    const started = performance.now();
    let succeeded = true;
    try {
      pass[name] = await JOBS[name](deps);
    } catch (error) {
      succeeded = false;
      deps.log.error({ err: error, job: name }, 'scheduled job failed; it runs again next pass');
    }
    runs.push({ job: name, at, durationMs: performance.now() - started, succeeded });
  }
  try {
    await recordJobRuns(deps.db, deps.serverId ?? 'unnamed', runs);
  } catch (error) {
    deps.log.error({ err: error }, 'the scheduled jobs’ runs could not be recorded');
  }
  if (pass.paymentReminders + pass.departureReminders + pass.feedbackRequests + pass.flightChecks > 0) {
    deps.mail.wake();
  }
  return pass;
}

export interface Scheduler {
  /**
   * Stops the timer and waits for the batch under way. Claims are row locks of one transaction per batch,
   * so once it commits this server holds nothing and another takes the rest at its next pass.
   */
  stop(): Promise<void>;
}

/** Runs a pass now and every `intervalMs`, one at a time, until stopped. */
export function startScheduler(deps: SchedulerDeps, intervalMs = 60_000): Scheduler {
  let running: Promise<unknown> | null = null;
  let stopping = false;
  const stoppable = { ...deps, stopping: () => stopping };
  const pass = () => {
    // A pass slower than the interval (a long backlog) is not overlapped by the next one.
    if (running || stopping) return;
    running = runScheduledJobs(stoppable).finally(() => {
      running = null;
    });
  };
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  pass();
  return {
    stop: async () => {
      stopping = true;
      clearInterval(timer);
      await running;
    },
  };
}
