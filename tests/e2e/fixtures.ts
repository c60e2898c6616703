import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import { addCancunDays, cancunDateAndTime, cancunToday } from '../../src/domain/cancun-time';
import { ACCOUNTS, fillLogin, SIGN_IN_TIMEOUT } from './accounts';
import { type Inbox, openInbox } from './inbox';

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
  // The form is filled once the page is hydrated: what is done before is first-screen.spec.ts's to test.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.getByLabel('Service Type').selectOption({ label: SERVICE_TYPE_OPTION[transfer.serviceType] });
  if (transfer.serviceType === 'arrival')
    await page.getByLabel('To', { exact: true }).selectOption(transfer.place);
  // The pickup is a drop-down once the page has taken the departure in (a fixed field before).
  else await page.getByRole('combobox', { name: 'From' }).selectOption(transfer.place);
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

/** A booking made through the public API, as a script or a travel agent's tool would make it. */
export type BookedTransfer = {
  id: string;
  email: string;
  lastName: string;
  checkoutUrl: string | null;
  /** The landing's Cancun date (yyyy-MM-dd). */
  flightDate: string;
};

export type BookedTransferOptions = {
  /** Defaults to a fresh one, so the test can search for exactly its own bookings. */
  lastName?: string;
  place?: Transfer['place'];
  /** Days from today in Cancun (default 40: never short notice, never due for a reminder), at 2:30 PM. */
  daysAhead?: number;
  /**
   * Instead, a landing this many minutes from now (whole minutes, Cancun time): a ride whose driver's
   * marks can be true during the test (from 30 minutes before the landing for the last ones).
   */
  minutesAhead?: number;
  /** A mobile number with its country code: the booking's phone, with consent to ride messages to it. */
  messagesTo?: string;
};

/** The flight's Cancun date and time the booking asks for. */
function flightOf(options: BookedTransferOptions): { date: string; time: string } {
  if (options.minutesAhead !== undefined) {
    return cancunDateAndTime(new Date(Date.now() + options.minutesAhead * 60_000));
  }
  return { date: addCancunDays(cancunToday(new Date()), options.daysAhead ?? 40), time: '14:30' };
}

type TestFixtures = {
  /** The test's page, signed in as the e2e admin with the worker's session. */
  signedInAdmin: Page;
  /** Books transfers through the public API; each under a fresh e-mail address. */
  bookedTransfer: (options?: BookedTransferOptions) => Promise<BookedTransfer>;
  inbox: Inbox;
};

type WorkerFixtures = {
  /** The storage state file of one admin sign-in per worker (a login hashes a password: slow on purpose). */
  adminSession: string;
};

export function freshLastName(prefix = 'E2e'): string {
  return `${prefix}${randomUUID().replace(/-/g, '').slice(0, 10)}`;
}

async function postBooking(request: APIRequestContext, options: BookedTransferOptions) {
  const email = uniqueEmail();
  const lastName = options.lastName ?? freshLastName();
  const flight = flightOf(options);
  const response = await request.post('/api/bookings', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: {
      serviceType: 'arrival',
      from: 'Cancun Airport',
      to: options.place ?? 'Tulum',
      passengers: 2,
      firstName: 'Ana',
      lastName,
      email,
      phone: options.messagesTo ?? '+1 555 123 4567',
      messagesConsent: options.messagesTo !== undefined,
      hotelName: 'Hotel Riu Palace',
      reservationName: '',
      flightNumber: 'AA1234',
      flightAirline: 'American Airlines',
      flightDate: flight.date,
      flightTime: flight.time,
      hasBulkyLuggage: false,
      specialInstructions: '',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { booking: { id: string }; checkoutUrl: string | null };
  return { id: body.booking.id, email, lastName, checkoutUrl: body.checkoutUrl, flightDate: flight.date };
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  adminSession: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const file = path.join(workerInfo.project.outputDir, `admin-session-${workerInfo.workerIndex}.json`);
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await page.goto('/admin');
      await fillLogin(page, ACCOUNTS.admin);
      await expect(page).toHaveURL('/admin/dashboard', SIGN_IN_TIMEOUT);
      await context.storageState({ path: file });
      await use(file);
      // End the session on the server too, so no signed-in admin session outlives the worker.
      await context.request.post('/api/auth/logout');
      await context.close();
      rmSync(file, { force: true });
    },
    { scope: 'worker' },
  ],

  signedInAdmin: async ({ page, adminSession }, use) => {
    const { cookies } = JSON.parse(readFileSync(adminSession, 'utf8')) as {
      cookies: Parameters<BrowserContext['addCookies']>[0];
    };
    await page.context().addCookies(cookies);
    await use(page);
    // The page's context, and the session cookie with it, ends with the test (Playwright's own clean-up).
  },

  bookedTransfer: async ({ request }, use) => {
    // Bookings stay in the run's own database (the e2e server starts empty each run); each has a fresh
    // e-mail address and last name, so no other test ever finds them.
    await use((options = {}) => postBooking(request, options));
  },

  inbox: async ({}, use) => {
    const inbox = openInbox();
    await use(inbox);
    // What the test read is done with: remove it, so the folder holds only mail still to be read.
    inbox.forget();
  },
});
export { expect };

/** The booking cards of Check My Booking (the header and footer have lists of their own). */
export function bookingCards(page: Page) {
  return page.getByRole('list', { name: 'Your bookings' }).getByRole('listitem');
}
