/**
 * Islands (docs/decisions/039): a page of islands is hydrated island by island, and nothing else. The
 * terms page as the prerender writes it; then the page's own boot (bootIslands) as in the browser (this
 * DOM has no IntersectionObserver: every island at once). Runs on React and on Preact, the runtime the
 * light pages ship with.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bootAndWait,
  changesDuring,
  inAnIsland,
  islands,
  prerenderedPage,
} from '../../../testing/web/pageOfIslands';
import { HYDRATED_ATTRIBUTE } from '../../shared/bootIds';
import { recordEarlyInteractions } from '../../shared/earlyInteractions';
import { ISLAND_ATTRIBUTE } from '../../shared/islands/islandNames';
import { StaticPageApp } from '../StaticPageApp';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const prerenderedTerms = () => prerenderedPage(<StaticPageApp page="terms" />);

type Boot = typeof import('./bootIslands')['bootIslands'];
type Modules = typeof import('./islandModules')['ISLAND_MODULES'];

/**
 * Boots the page with the header's component held back until `release`, in a browser whose
 * IntersectionObserver reports only when told to (`reportNothingInView`), and then nothing in view: the
 * visitor has read down to the footer by then.
 */
async function bootWithTheHeaderHeld(bootIslands: Boot, modules: Modules) {
  const reports: (() => void)[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(report: (entries: IntersectionObserverEntry[], observer: unknown) => void) {
        reports.push(() => report([], this));
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await act(async () => bootIslands({ ...modules, header: () => held.then(modules.header) }));
  return {
    release,
    reportNothingInView: () =>
      act(async () => {
        for (const report of reports) report();
      }),
  };
}

// Rendering and hydrating a whole page takes seconds on a busy machine: more than the default 5 s of margin.
describe('a page of islands', { timeout: 30_000 }, () => {
  it('hydrates only its islands, keeps every node of the prerendered page, and leaves the legal text alone', async () => {
    const { nodes } = prerenderedTerms();
    const html = document.body.innerHTML;
    const changed = await changesDuring(bootAndWait);

    expect(islands().map((island) => island.getAttribute(ISLAND_ATTRIBUTE))).toEqual([
      'header',
      'footer-prices',
      'contact-form',
    ]);
    // No mismatch: hydration adopted every prerendered node, adding, removing and rewriting none.
    expect(changed).toEqual([]);
    expect(nodes.every((node) => node.isConnected)).toBe(true);
    const hydrated = nodes.filter(inAnIsland);
    const untouched = nodes.filter((node) => !inAnIsland(node));
    // The terms' text is by far most of the page, and none of it is in an island.
    expect(untouched.length).toBeGreaterThan(hydrated.length);
    const main = screen.getByRole('main');
    expect(inAnIsland(main)).toBe(false);
    expect(main.textContent).toContain('Terms of Service');
    expect(document.body.innerHTML.replace(/ data-island-hydrated=""/g, '')).toBe(html);
  });

  it('works once its islands are hydrated: the header menu opens, the contact form checks its fields', async () => {
    prerenderedTerms();
    await bootAndWait();
    const menu = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    const footer = screen.getByRole('contentinfo');
    await userEvent.click(within(footer).getByRole('button', { name: 'Send Message' }));
    expect(await within(footer).findAllByRole('alert')).not.toHaveLength(0);
  });

  it('keeps what was done in an island before it was hydrated: a press, and text typed', async () => {
    prerenderedTerms();
    recordEarlyInteractions();
    const footer = screen.getByRole('contentinfo');
    await userEvent.type(within(footer).getByLabelText('Name'), 'Ana Lopez');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));

    await bootAndWait();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('true'),
    );
    expect((within(footer).getByLabelText('Name') as HTMLInputElement).value).toBe('Ana Lopez');
  });

  it('is hydrated only once an island touched before its script is, though scrolled out of view since', async () => {
    // The page's script as it loads in a browser, once: what it noted before its boot lives in its modules.
    vi.resetModules();
    const early = await import('../../shared/earlyInteractions');
    const { bootIslands } = await import('./bootIslands');
    const { ISLAND_MODULES } = await import('./islandModules');
    prerenderedTerms();
    early.recordEarlyInteractions();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    // The script's first report of what is in view comes when the visitor has read down to the footer:
    // nothing of the header is in view then. The header's component is held back until released.
    const { release, reportNothingInView } = await bootWithTheHeaderHeld(bootIslands, ISLAND_MODULES);
    await reportNothingInView();
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);

    release();
    await waitFor(() => expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('true'),
    );
  });

  it('is hydrated only once an island touched after its script ran, before its first report, is', async () => {
    prerenderedTerms();
    const { bootIslands } = await import('./bootIslands');
    const { ISLAND_MODULES } = await import('./islandModules');
    const { release, reportNothingInView } = await bootWithTheHeaderHeld(bootIslands, ISLAND_MODULES);
    // The menu is pressed once the script has run, before its first report of what is in view.
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await reportNothingInView();
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);

    release();
    await waitFor(() => expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true));
  });
});
