import { describe, expect, it } from 'vitest';
import { adminClient, signedInAdmin } from '../../testing/server/admin-fixtures';
import { createPaidBooking, NOW } from '../../testing/server/booking-fixtures';
import { changeForm, manageClient } from '../../testing/server/manage-fixtures';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';

describe.each(TEST_ENGINES)('the operator sees what travellers did, on %s', (engine) => {
  const database = useTestDatabase(engine);
  let clock = NOW;
  const app = useTestApp(database, { now: () => clock });
  /** Each step a minute after the one before, as an operator and a traveller would act. */
  const later = () => {
    clock = new Date(clock.getTime() + 60_000);
  };
  const pair = { email: 'ana@example.com', lastName: 'López' };
  let admin: ReturnType<typeof adminClient>;

  const reasonsOf = async (id: string) => {
    const response = await admin.attention();
    expect(response.statusCode).toBe(200);
    const booking = (response.json().bookings as { id: string; reasons: { label: string }[] }[]).find(
      (b) => b.id === id,
    );
    return booking?.reasons.map((reason) => reason.label) ?? [];
  };

  it('flags a change after the driver details were sent, until an admin saves the booking; the history shows it', async () => {
    admin = await signedInAdmin(app(), database());
    const id = await createPaidBooking(app());
    expect((await admin.update(id, { driverName: 'Efraín Poot', driverCompany: 'Mayab' })).statusCode).toBe(
      200,
    );
    expect((await admin.sendDriverDetails(id)).statusCode).toBe(200);
    expect(await reasonsOf(id)).toEqual([]);

    later();
    const changed = await manageClient(app()).update(id, pair, changeForm({ flightNumber: 'AA 9' }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await reasonsOf(id)).toEqual(['Changed by the traveller after the driver details were sent']);

    const history = (await admin.history(id)).json() as {
      events: { type: string; actor: string; data: unknown }[];
    };
    expect(history.events[0]).toMatchObject({
      type: 'updated',
      actor: 'customer',
      data: { changes: { flightNumber: { before: 'AA 1234', after: 'AA 9' } } },
    });

    later();
    expect((await admin.update(id, { adminNotes: 'Driver told about the new flight' })).statusCode).toBe(200);
    expect(await reasonsOf(id)).toEqual([]);
  });

  it('flags a cancellation by the traveller with a driver assigned, until the driver is cleared', async () => {
    clock = NOW;
    admin = await signedInAdmin(app(), database());
    const id = await createPaidBooking(app());
    await admin.update(id, { driverName: 'Efraín Poot', driverCompany: 'Mayab' });
    expect((await manageClient(app()).cancel(id, pair)).statusCode).toBe(200);
    expect(await reasonsOf(id)).toEqual(['Cancelled by the traveller with a driver assigned']);
    await admin.update(id, { driverName: null, driverCompany: null });
    expect(await reasonsOf(id)).toEqual([]);
  });
});
