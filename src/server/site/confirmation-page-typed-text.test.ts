/**
 * The confirmation page the server renders for the browser that booked (docs/decisions/042), drawn by the
 * light build's real prerenderer on Preact, for a booking whose every text a traveller or an operator
 * typed holds markup, quotes, an arrow and an emoji: the page answers 200 and shows each text as typed,
 * as text. Preact leaves a '>' in an attribute's value as it is, and the booking travels in one (its
 * island's props): such a booking once cut the render short with a 500.
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { addAccounts, SITE_ORIGIN, signInAsAdmin } from '../../testing/server/auth-fixtures';
import { arrivalRequest, NOW, postBooking } from '../../testing/server/booking-fixtures';
import { lightWebBuildWithConfirmation } from '../../testing/server/light-web-build';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';

/** What hostile typing looks like: every character HTML gives a meaning to, a closing script tag, an emoji. */
const typed = (what: string) => `${what} 2 bags -> van <b>"big"</b> & it's </script><script>x()</script> 🧳`;

const MEETING_POINTS = {
  '2': typed('T2'),
  '3': typed('T3'),
  '4': typed('T4'),
  unknown: typed('Meet'),
};

describe.each(TEST_ENGINES)(
  'the rendered confirmation page of hostile text, on %s',
  { timeout: 120_000 },
  (engine) => {
    const database = useTestDatabase(engine);
    const app = useTestApp(database, {
      now: () => NOW,
      config: async () => ({ webDistDir: await lightWebBuildWithConfirmation() }),
    });

    it('answers 200 and shows every text as typed, as text', async () => {
      await addAccounts(database());
      const session = await signInAsAdmin(app());
      const points = await app().inject({
        method: 'PUT',
        url: '/api/admin/meeting-points',
        cookies: { session },
        headers: { origin: SITE_ORIGIN },
        payload: { meetingPoints: MEETING_POINTS },
      });
      expect(points.statusCode, points.body).toBe(200);
      const booked = await postBooking(
        app(),
        arrivalRequest({
          firstName: typed('Ana'),
          lastName: typed('López'),
          hotelName: typed('Hotel'),
          reservationName: typed('Reserved'),
          flightAirline: typed('Airline'),
          flightNumber: `<b>"A'&>1 🧳`,
          specialInstructions: typed('Note'),
        }),
      );
      expect(booked.statusCode, booked.body).toBe(201);
      const id = booked.json().booking.id as string;
      const cookie = String(booked.headers['set-cookie']).split(';')[0] ?? '';

      const page = await app().inject({
        method: 'GET',
        url: `/booking-confirmation/${id}`,
        headers: { cookie },
      });

      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
      const { document } = new JSDOM(page.body).window;
      const root = document.getElementById('root');
      const shown = root?.textContent ?? '';
      expect(shown).not.toContain('Loading your booking...');
      expect(shown).toContain(`Thank you, ${typed('Ana')}. Your transfer is booked.`);
      for (const text of [
        `${typed('Ana')} ${typed('López')}`,
        typed('Hotel'),
        `${typed('Airline')} <b>"A'&>1 🧳`,
        typed('Note'),
        `Where your driver waits: ${typed('Meet')}`,
        'ana@example.com',
      ]) {
        expect(shown).toContain(text);
      }
      // Text, never markup: no element came of what was typed, and the markup's own text is escaped.
      expect(root?.querySelectorAll('script, b')).toHaveLength(0);
      expect(page.body).not.toContain('<script>x()</script>');
      expect(page.body).not.toContain('<b>');
      // The booking the island is hydrated with, read back from its attribute, is the one typed.
      const island = root?.querySelector('[data-island="booking-confirmation"]');
      const props = JSON.parse(island?.getAttribute('data-island-props') ?? '{}');
      expect(props.shown.booking).toMatchObject({
        id,
        firstName: typed('Ana'),
        lastName: typed('López'),
        hotelName: typed('Hotel'),
        specialInstructions: typed('Note'),
        meetingPoint: typed('Meet'),
        email: 'ana@example.com',
      });
    });
  },
);
