/**
 * Islands (docs/decisions/039): the home page is a page of islands. As the prerender writes it, then booted
 * as entry-home.tsx boots it (this DOM has no IntersectionObserver: every island at once): the header, the
 * quick form, each destination's price and 'Book Now' link, the footer's prices and the contact form are
 * hydrated, each on its own, and nothing else. Runs on React and on Preact, the runtime the page ships with.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bootAndWait as bootHome,
  changesDuring,
  inAnIsland,
  islands,
  prerenderedPage,
} from '../../../testing/web/pageOfIslands';
import { HYDRATED_ATTRIBUTE } from '../../shared/bootIds';
import { recordEarlyInteractions } from '../../shared/earlyInteractions';
import { ISLAND_ATTRIBUTE } from '../../shared/islands/islandNames';
import { HomeApp } from '../HomeApp';
import { HOME_ISLAND_MODULES } from './homeIslandModules';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  vi.restoreAllMocks();
});

const prerenderedHome = () => prerenderedPage(<HomeApp />);
const bootAndWait = () => bootHome(HOME_ISLAND_MODULES);

const quickForm = () => screen.getByRole('form', { name: 'Quick booking' });

// Rendering and hydrating a whole page takes seconds on a busy machine: more than the default 5 s of margin.
describe('the home page of islands', { timeout: 30_000 }, () => {
  it('hydrates only what a visitor can touch, keeping every node, and leaves the text and cards alone', async () => {
    const { nodes } = prerenderedHome();
    const html = document.body.innerHTML;
    const changed = await changesDuring(bootAndWait);

    expect(islands().map((island) => island.getAttribute(ISLAND_ATTRIBUTE))).toEqual([
      'header',
      'quick-booking',
      // The three destinations' cards, then the closing call to action.
      'destination-price',
      'book-now',
      'destination-price',
      'book-now',
      'destination-price',
      'book-now',
      'book-now',
      'footer-prices',
      'contact-form',
    ]);
    // No mismatch: hydration adopted every prerendered node, adding, removing and rewriting none (each
    // destination's price and link hydrated with the props its wrapper carries).
    expect(changed).toEqual([]);
    expect(nodes.every((node) => node.isConnected)).toBe(true);
    expect(document.body.innerHTML.replace(/ data-island-hydrated=""/g, '')).toBe(html);
    // Most of the page is its text, headings and cards, none of it in an island.
    const hydrated = nodes.filter(inAnIsland);
    const untouched = nodes.filter((node) => !inAnIsland(node));
    expect(untouched.length).toBeGreaterThan(hydrated.length);
    for (const name of ['Book Your Transport', 'Why Choose Our Service', 'Our Destinations', 'Tulum']) {
      expect(inAnIsland(screen.getByRole('heading', { name }))).toBe(false);
    }
    for (const text of screen.getAllByText('Up to 4 passengers per vehicle'))
      expect(inAnIsland(text)).toBe(false);
  });

  it('works once hydrated: the quick form checks its fields, Book Now scrolls back up to it', async () => {
    prerenderedHome();
    await bootAndWait();
    await userEvent.click(within(quickForm()).getByRole('button', { name: 'Continue to Book' }));
    expect(within(quickForm()).getByText('Please select a destination')).toBeTruthy();

    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('link', { name: 'Book Now: Tulum' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(document.activeElement?.id).toBe('book');
  });

  it('keeps what was done in each island before it was hydrated: choices in the quick form, text typed', async () => {
    prerenderedHome();
    recordEarlyInteractions();
    await userEvent.selectOptions(within(quickForm()).getByLabelText('To'), 'Tulum');
    const footer = screen.getByRole('contentinfo');
    await userEvent.type(within(footer).getByLabelText('Name'), 'Ana Lopez');

    await bootAndWait();
    const to = within(quickForm()).getByLabelText('To') as HTMLSelectElement;
    await waitFor(() => expect(to.value).toBe('Tulum'));
    // The form's state took the choice in: a render after hydration (another choice) keeps it, where a
    // state that never heard of it would put the drop-down back to 'Select destination'.
    await userEvent.selectOptions(within(quickForm()).getByLabelText('Number of Passengers'), '3');
    expect((within(quickForm()).getByLabelText('Number of Passengers') as HTMLSelectElement).value).toBe('3');
    expect(to.value).toBe('Tulum');
    expect((within(footer).getByLabelText('Name') as HTMLInputElement).value).toBe('Ana Lopez');
  });
});
