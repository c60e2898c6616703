import { describe, expect, it, vi } from 'vitest';
import { readAdminSearch } from '../../../domain/admin-search';
import type { BookingStatus } from '../../../domain/statuses';
import { insertBooking } from '../../../testing/server/admin-fixtures';
import { TEST_ENGINES, useTestDatabase } from '../../../testing/server/test-database';
import { DEFAULT_LIST_TUNING, findListPage, type ListTuning } from './admin-list.queries';

const STATUSES: BookingStatus[] = ['pending', 'paid', 'confirmed', 'cancelled', 'completed'];
/** Every search here has more matches than this, so it is counted in slices of one heap page. */
const SLICED: ListTuning = { singleStatementMatches: 3, slicePages: 1 };

describe.each(TEST_ENGINES)('a broad admin search on %s', (engine) => {
  const database = useTestDatabase(engine);

  /** 90 bookings over several heap pages: 60 mention 'Playa', in every status, at shuffled flight times. */
  const seed = async () => {
    for (let i = 0; i < 90; i++) {
      await insertBooking(database(), {
        status: STATUSES[i % STATUSES.length],
        hotelName: i % 3 === 2 ? 'Hotel Azul' : `Playa Suites ${i}`,
        specialInstructions: 'x'.repeat(300), // wide rows, so 90 bookings fill several pages
        flightDateTime: new Date(Date.UTC(2026, 2, 5, (i * 37) % 24, i)),
        ...(i % 4 === 0 && {
          serviceType: 'departure',
          fromLocation: 'Tulum',
          toLocation: 'Cancun Airport',
          pickupTime: '4',
          pickupTimeCalc: new Date(Date.UTC(2026, 2, 4, (i * 11) % 24, i)),
        }),
      });
    }
  };

  const page = (tuning: ListTuning, options: { page?: number; status?: BookingStatus; search?: string }) =>
    findListPage(
      database().db,
      {
        search: readAdminSearch(options.search ?? 'playa'),
        status: options.status,
        limit: 50,
        offset: ((options.page ?? 1) - 1) * 50,
      },
      tuning,
    );

  it('answers exactly what one statement answers: the same counts and the same pages in the same order', async () => {
    await seed();
    for (const options of [{}, { page: 2 }, { status: 'paid' as const }, { search: 'PLAYA SUITES 1' }]) {
      const whole = await page(DEFAULT_LIST_TUNING, options);
      const sliced = await page(SLICED, options);
      expect(
        sliced.bookings.map((booking) => booking.id),
        JSON.stringify(options),
      ).toEqual(whole.bookings.map((booking) => booking.id));
      expect(Object.fromEntries(sliced.counts)).toEqual(Object.fromEntries(whole.counts));
    }
    const first = await page(SLICED, {});
    expect([...first.counts.values()].reduce((sum, count) => sum + count, 0)).toBe(60);
    expect(first.bookings).toHaveLength(50);
    expect((await page(SLICED, { page: 2 })).bookings).toHaveLength(10);
    expect(first.bookings.every((booking) => booking.hotelName.startsWith('Playa'))).toBe(true);
  });

  it('reads the table in several short statements instead of one long one', async () => {
    await seed();
    const execute = vi.spyOn(database().db, 'execute');
    await page(SLICED, {});
    // The capped attempt, the table's size, a slice per page (90 wide bookings fill more than two), the page.
    expect(execute.mock.calls.length).toBeGreaterThan(5);
    execute.mockClear();
    await page(DEFAULT_LIST_TUNING, {});
    expect(execute).toHaveBeenCalledTimes(1);
    execute.mockRestore();
  });

  it('answers an empty page past the last one, with the counts', async () => {
    await seed();
    const beyond = await page(SLICED, { page: 3 });
    expect(beyond.bookings).toEqual([]);
    expect(beyond.counts.get('paid')).toBe(12);
  });
});
