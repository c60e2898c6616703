import { renderToString } from 'react-dom/server';
import type { StaticPageName } from '../../domain/prerendered-pages';
import type { BookedConfirmation } from '../../domain/schemas/booking-api';
import { PageMeta, PageTitle } from '../components/PageMeta';
import { HOME_PAGE_META } from '../pages/homePageMeta';
import { AdminLoginApp } from './AdminLoginApp';
import { BookingApp } from './BookingApp';
import { CheckMyBookingApp } from './CheckMyBookingApp';
import { ConfirmationApp } from './ConfirmationApp';
import { HomeApp } from './HomeApp';
import { renderIslandsApart } from './islands/renderIslandsApart';
import { STATIC_PAGES, StaticPageApp } from './StaticPageApp';

/**
 * Renders the pages of the light build at build time (scripts/build/prerender.ts), built by vite.light.config.ts
 * on Preact, the runtime that hydrates them (entry-home.tsx, entry-confirmation.tsx,
 * entry-static-page.tsx), so the markup
 * matches. Their head tags are rendered apart: Preact does not hoist a <title> into <head> as React does,
 * so the pages leave them to the document.
 */
export function renderHomePage(): { head: string; body: string } {
  return {
    head: renderToString(<PageMeta {...HOME_PAGE_META} />),
    // A page of islands (docs/decisions/039), as the static pages below.
    body: renderIslandsApart(<HomeApp />),
  };
}

/**
 * Any booking's confirmation page: its loading state, the same for every id (the prerender); or, with
 * `shown`, the page of that booking, which the server renders at each request of the browser that booked it
 * (src/server/site/booked-confirmation-page.ts, docs/decisions/042) into the prerendered page's place.
 */
export function renderConfirmationPage(shown?: BookedConfirmation): { head: string; body: string } {
  return {
    head: renderToString(<PageTitle title="Booking Confirmation" />),
    // A page of islands (docs/decisions/039), as the home page above.
    body: renderIslandsApart(<ConfirmationApp id={shown?.booking.id ?? 'PRERENDER0'} shown={shown} />),
  };
}

/** One static page (the legal pages, Page Not Found), with its title and description for <head>. */
export function renderStaticPage(page: StaticPageName): { head: string; body: string } {
  return {
    head: renderToString(<PageMeta {...STATIC_PAGES[page].meta} />),
    // A page of islands (docs/decisions/039): each island rendered on the root it is hydrated with.
    body: renderIslandsApart(<StaticPageApp page={page} />),
  };
}

/** The admin login loaded as a document: a page of islands, its title alone in <head>. */
export function renderAdminLoginPage(): { head: string; body: string } {
  return {
    head: renderToString(<PageTitle title="Admin Login" />),
    body: renderIslandsApart(<AdminLoginApp />),
  };
}

/** Check My Booking loaded as a document without a query: a page of islands, its title alone in <head>. */
export function renderCheckMyBookingPage(): { head: string; body: string } {
  return {
    head: renderToString(<PageTitle title="Check My Booking" />),
    body: renderIslandsApart(<CheckMyBookingApp />),
  };
}

/** The booking step loaded as a document: a page of islands (the form's shell), its title alone in <head>. */
export function renderBookingPage(): { head: string; body: string } {
  return {
    head: renderToString(<PageTitle title="Booking Details" />),
    body: renderIslandsApart(<BookingApp />),
  };
}
