import { describe, expect, it } from 'vitest';
import { dispatchContact, dispatchContactLine, driverInstructions } from './provider-texts';

describe("the provider's texts", () => {
  it('give the dispatch phone, else the support e-mail', () => {
    expect(dispatchContact('+529981234567', 'help@example.com')).toEqual({
      label: 'Dispatch phone',
      value: '+529981234567',
      href: 'tel:+529981234567',
    });
    expect(dispatchContact(undefined, 'help@example.com')).toEqual({
      label: 'Dispatch e-mail',
      value: 'help@example.com',
      href: 'mailto:help@example.com',
    });
    expect(dispatchContactLine(null, 'help@example.com')).toBe(
      'Cancun Private Transfers dispatch: help@example.com',
    );
  });

  it("tell the driver where to meet an arriving traveller, the sign's name and code, how long to wait", () => {
    const arrival = {
      serviceType: 'arrival' as const,
      terminal: '3' as const,
      lastName: `O'Brien <b>&"🚐`,
      waitUntil: '2026-12-01T20:40:00.000Z',
      hotelName: 'Hotel Azul',
      pickupAt: null,
    };
    expect(driverInstructions(arrival)).toBe(
      `Meet the traveller at the Terminal 3 arrivals exit, outside the building. Hold a sign with 'O'Brien <b>&"🚐'. Wait until 3:40 PM.`,
    );
    // Accepted, with the booking's sign code: the sign the traveller checks carries it.
    expect(driverInstructions({ ...arrival, signCode: 'Coral Turtle' })).toBe(
      `Meet the traveller at the Terminal 3 arrivals exit, outside the building. Hold a sign with 'O'Brien <b>&"🚐 · Coral Turtle'. Wait until 3:40 PM.`,
    );
    expect(driverInstructions({ ...arrival, terminal: null, lastName: null })).toBe(
      'Meet the traveller at the arrivals exit, outside the terminal (the traveller did not say which). Hold a sign with the traveller’s last name (on the ride’s page once accepted). Wait until 3:40 PM.',
    );
    expect(
      driverInstructions({
        ...arrival,
        serviceType: 'departure',
        pickupAt: '2026-12-01T15:00:00.000Z',
      }),
    ).toMatch(/^Collect the traveller in the lobby of Hotel Azul at .*10:00 AM/);
  });
});
