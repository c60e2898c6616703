import { randomUUID } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';
import { addCancunDays, cancunToday } from '../../src/domain/cancun-time';

/**
 * Shared steps of the booking journey, driven the way a traveller drives it: labels, roles and visible
 * text. Every booking gets its own e-mail address, so tests running side by side never see each other's
 * bookings, and the e2e server starts on an empty database each run.
 */

export const SERVICE_TYPE_OPTION = {
  arrival: 'Airport to Hotel/Airbnb/Private (Arrival)',
  departure: 'Hotel/Airbnb/Private to Airport (Departure)',
} as const;

export const CARDS = { pays: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

export type Transfer = {
  serviceType: 'arrival' | 'departure';
  /** The stay: the destination of an arrival, the pickup of a departure. */
  place: 'Cancun' | 'Playa del Carmen' | 'Tulum';
  passengers: number;
  /** Days from today in Cancun; far enough ahead that the booking is never short notice. */
  daysAhead: number;
  /** HH:mm, Cancun time. */
  flightTime: string;
  /** Departures: the Pickup Time option's text. */
  pickupOption?: string;
  firstName: string;
  lastName: string;
  email: string;
  hasBulkyLuggage: boolean;
};

export type Traveller = Transfer & { flightDate: string };

export function uniqueEmail(): string {
  return `traveller-${randomUUID()}@example.com`;
}

export function checkMyBookingPath(traveller: { email: string; lastName: string }): string {
  return `/check-my-booking?${new URLSearchParams({ email: traveller.email, lastName: traveller.lastName })}`;
}

/** The home page's quick form, filled and sent: lands on /booking. */
export async function fillQuickForm(
  page: Page,
  transfer: Pick<Transfer, 'serviceType' | 'place' | 'passengers'>,
) {
  await page.goto('/');
  await page.getByLabel('Service Type').selectOption({ label: SERVICE_TYPE_OPTION[transfer.serviceType] });
  if (transfer.serviceType === 'arrival')
    await page.getByLabel('To', { exact: true }).selectOption(transfer.place);
  else await page.getByLabel('From').selectOption(transfer.place);
  const passengers = page.getByLabel('Number of Passengers');
  if (transfer.passengers > 24) {
    await passengers.selectOption({ label: 'More than 24 passengers' });
    await page.getByRole('spinbutton', { name: 'Number of Passengers' }).fill(String(transfer.passengers));
  } else {
    await passengers.selectOption({
      label: `${transfer.passengers} passenger${transfer.passengers === 1 ? '' : 's'}`,
    });
  }
  await page.getByRole('button', { name: 'Continue to Book' }).click();
  await expect(page).toHaveURL('/booking');
}

/** The details form, every required input filled. */
export async function fillDetails(page: Page, traveller: Traveller) {
  await page.getByLabel('First Name').fill(traveller.firstName);
  await page.getByLabel('Last Name').fill(traveller.lastName);
  await page.getByRole('main').getByLabel('Email').fill(traveller.email);
  await page.getByLabel('Phone').fill('+1 555 123 4567');
  await page.getByLabel('Hotel/AirBNB/Stay Name or Address').fill('Hotel Riu Palace');
  await page.getByLabel('Reservation Name').fill(`${traveller.firstName} ${traveller.lastName}`);
  await page.getByLabel('Flight Number').fill('AA1234');
  await page.getByLabel('Airline').fill('American Airlines');
  await page.getByLabel('Flight Date').fill(traveller.flightDate);
  await page.getByLabel('Flight Time').fill(traveller.flightTime);
  if (traveller.hasBulkyLuggage) await page.getByLabel('Bulky Luggage').check();
  if (traveller.pickupOption)
    await page.getByLabel('Pickup Time').selectOption({ label: traveller.pickupOption });
}

/** Quick form, details, 'Proceed to Payment': ends on the demo checkout page. */
export async function bookTransfer(page: Page, overrides: Partial<Transfer> = {}): Promise<Traveller> {
  const transfer: Transfer = {
    serviceType: 'arrival',
    place: 'Tulum',
    passengers: 2,
    daysAhead: 10,
    flightTime: '14:30',
    firstName: 'Ana',
    lastName: `Lopez${randomUUID().slice(0, 6)}`,
    email: uniqueEmail(),
    hasBulkyLuggage: false,
    ...overrides,
  };
  const traveller: Traveller = {
    ...transfer,
    flightDate: addCancunDays(cancunToday(new Date()), transfer.daysAhead),
  };
  await fillQuickForm(page, traveller);
  await fillDetails(page, traveller);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByLabel('Card number')).toBeVisible();
  return traveller;
}

/** On the demo checkout: type the card and press 'Pay $…'. */
export async function payWithCard(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

/** The booking id this browser remembers after booking (SPEC section 3, Last booking). */
export async function lastBookingId(page: Page): Promise<string> {
  const id = await page.evaluate(() => JSON.parse(window.localStorage.getItem('lastBooking') ?? '{}').id);
  expect(typeof id).toBe('string');
  return id as string;
}

export const test = base;
export { expect };

/** The booking cards of Check My Booking (the header and footer have lists of their own). */
export function bookingCards(page: Page) {
  return page.getByRole('list', { name: 'Your bookings' }).getByRole('listitem');
}
