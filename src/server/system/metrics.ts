/**
 * The server's metrics for Prometheus (prom-client), in a registry of its own per app: the request
 * durations by route pattern and status class (never the raw URL, so the series stay few), the
 * business counters and the outbox, jobs and flight feed read from the database at each scrape, this
 * server's pool and open board streams, and Node's process defaults. Names and labels are a contract
 * with the operator's alerts and dashboards (docs/operations/monitoring.md).
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { listBackups } from '../backups';
import type { DatabaseHandle } from '../db/client';
import type { StreamCount } from '../dispatch';
import { readMetricFigures } from './metrics-figures.queries';

interface MetricSources {
  database: DatabaseHandle;
  openStreams: StreamCount;
  /** The embedded database's backups folder; undefined on PostgreSQL (no backup metric). */
  backupDir: string | undefined;
  now: () => Date;
}

export interface Metrics {
  registry: Registry;
  /** One answered request: its method, route pattern ('unmatched' when none), status and seconds. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
}

const seconds = (at: Date) => at.getTime() / 1000;

/** '2xx', '4xx', '5xx': the status as a label of five values at most. */
const statusClass = (status: number): string => `${Math.floor(status / 100)}xx`;

export function createMetrics(sources: MetricSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  // Read once per scrape, whichever metric is collected first.
  let reading: Promise<Awaited<ReturnType<typeof readMetricFigures>>> | undefined;
  const figures = () => {
    reading ??= readMetricFigures(sources.database.db).finally(() => {
      setImmediate(() => {
        reading = undefined;
      });
    });
    return reading;
  };
  const fromDatabase = (
    name: string,
    help: string,
    read: (f: Awaited<ReturnType<typeof figures>>) => number,
  ) =>
    new Counter({
      name,
      help,
      registers: [registry],
      async collect() {
        this.reset();
        this.inc(read(await figures()));
      },
    });
  fromDatabase('transfers_bookings_created_total', 'Bookings made', (f) => f.bookingsCreated);
  fromDatabase('transfers_bookings_paid_total', 'Payments received', (f) => f.bookingsPaid);
  fromDatabase('transfers_bookings_refunded_total', 'Refunds made', (f) => f.bookingsRefunded);
  fromDatabase(
    'transfers_flight_feed_calls_total',
    'Calls to the flight-data feed',
    (f) => f.flightFeedCalls,
  );
  fromDatabase(
    'transfers_flight_feed_failures_total',
    'Flight-data calls that failed or were not believed',
    (f) => f.flightFeedFailures,
  );
  new Gauge({
    name: 'transfers_outbox_depth',
    help: 'E-mails waiting to go out',
    registers: [registry],
    async collect() {
      this.set((await figures()).outboxDepth);
    },
  });
  new Gauge({
    name: 'transfers_outbox_oldest_age_seconds',
    help: 'Age of the oldest e-mail waiting to go out (0 when none waits)',
    registers: [registry],
    async collect() {
      const oldest = (await figures()).outboxOldestAt;
      this.set(oldest ? Math.max(0, seconds(sources.now()) - seconds(oldest)) : 0);
    },
  });
  new Gauge({
    name: 'transfers_job_last_success_timestamp_seconds',
    help: "Each scheduled job's last successful run, on any server",
    labelNames: ['job'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const job of (await figures()).jobs) {
        if (job.lastSuccessAt) this.set({ job: job.job }, seconds(job.lastSuccessAt));
      }
    },
  });
  new Gauge({
    name: 'transfers_db_pool_in_use',
    help: "This server's database connections in use (the embedded database: 0)",
    registers: [registry],
    collect() {
      this.set(sources.database.poolStats?.().inUse ?? 0);
    },
  });
  new Gauge({
    name: 'transfers_db_pool_waiting',
    help: "This server's requests waiting for a database connection",
    registers: [registry],
    collect() {
      this.set(sources.database.poolStats?.().waiting ?? 0);
    },
  });
  new Gauge({
    name: 'transfers_board_open_streams',
    help: "This server's open dispatch-board streams",
    registers: [registry],
    collect() {
      this.set(sources.openStreams.open);
    },
  });
  const backupDir = sources.backupDir;
  if (backupDir) {
    new Gauge({
      name: 'transfers_backup_last_timestamp_seconds',
      help: "The embedded database's newest backup (0 when none)",
      registers: [registry],
      async collect() {
        const [newest] = await listBackups(backupDir);
        this.set(newest ? seconds(newest.at) : 0);
      },
    });
  }

  return {
    registry,
    observeRequest: (method, route, status, elapsed) =>
      requests.observe({ method, route, status_class: statusClass(status) }, elapsed),
  };
}
