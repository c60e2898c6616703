// Travellers whose ride is over: one for the feedback journey (tests/e2e/feedback.spec.ts), one whose data
// the Personal Data journey erases (tests/e2e/admin-privacy.spec.ts: erasure waits a day after every
// ride, so it needs a ride that is over too, and one nobody else's test reads). A booking refuses
// a date in the past, and nothing in the product moves a ride back in time, so this books it the way it
// would have been booked: through the app's own API, on the app's own code, with the app's clock set ten
// days back, and paid with the demo checkout's test card. Each arrival landed two days ago at 14:30 Cancun
// time, which is inside the feedback window at any hour (decision 020), so the e2e server's scheduler
// asks 'How was your transfer?' at its first pass and the e-mail reaches the test's inbox. Run with
// `node --import tsx` by scripts/e2e-server.mjs on the server's DATA_DIR before the server starts (the
// embedded database is one process's at a time).
import { addCancunDays, cancunToday } from '../src/domain/cancun-time.ts';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openConfiguredDatabase } from '../src/server/db/open-configured.ts';
import { seedDefaultPricesIfEmpty } from '../src/server/prices/prices.queries.ts';
import { createPaidBooking } from '../src/testing/server/booking-fixtures.ts';

const travellers = [
  [process.env.E2E_PAST_RIDE_EMAIL, process.env.E2E_PAST_RIDE_LAST_NAME],
  [process.env.E2E_ERASABLE_EMAIL, process.env.E2E_ERASABLE_LAST_NAME],
];
if (travellers.some(([email, lastName]) => !email || !lastName))
  throw new Error(
    'E2E_PAST_RIDE_EMAIL, E2E_PAST_RIDE_LAST_NAME, E2E_ERASABLE_EMAIL and E2E_ERASABLE_LAST_NAME must be set (playwright.config.ts sets them)',
  );

const DAY_MS = 24 * 60 * 60 * 1000;
const today = new Date();
const bookedAt = new Date(today.getTime() - 10 * DAY_MS);

const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  await seedDefaultPricesIfEmpty(database.db);
  const app = await buildApp({ config, database, now: () => bookedAt }, { logger: false });
  try {
    await app.ready();
    for (const [email, lastName] of travellers) {
      await createPaidBooking(app, {
        firstName: 'Ana',
        lastName,
        email,
        passengers: 2,
        flightDate: addCancunDays(cancunToday(today), -2),
        flightTime: '14:30',
      });
    }
  } finally {
    await app.close();
  }
} finally {
  await database.close();
}
