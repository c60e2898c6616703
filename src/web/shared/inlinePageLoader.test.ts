import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_EVENT_TYPES, EARLY_EVENTS_KEY, PAGE_SCRIPTS_ID } from './bootIds';
import { type InlineLoaderConfig, loadPageScriptsAfterPaint, type PageScripts } from './inlinePageLoader';

// The inline loader as a page written by the build runs it (docs/decisions/041): first thing in <head>,
// before the page's script; then the page's script (earlyInteractions.ts) takes over what it queued.

const CONFIG: InlineLoaderConfig = {
  scriptsId: PAGE_SCRIPTS_ID,
  queueKey: EARLY_EVENTS_KEY,
  events: EARLY_EVENT_TYPES,
  paintWaitMs: 3000,
};
const SCRIPTS: PageScripts = { entry: '/assets/entry-abc.js', preload: ['/assets/boot-def.js'] };

const element = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const addedScripts = () =>
  [...document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')].map(
    (node) => `${node.tagName.toLowerCase()} ${node.getAttribute('src') ?? node.getAttribute('href')}`,
  );
/** Waits until the loader has added the page's scripts: none of its work is left for the next test. */
const scriptsAdded = () => vi.waitFor(() => expect(addedScripts()).toHaveLength(2));
/** What reached the page's root, as Preact's listeners there would have seen it. */
let reached: string[];

beforeEach(() => {
  vi.resetModules();
  document.head.innerHTML = `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${JSON.stringify(SCRIPTS)}</script>`;
  document.body.innerHTML = `
    <div id="root">
      <form id="quick-form">
        <select id="service"><option value="arrival" selected>Arrival</option><option value="departure">Departure</option></select>
        <input id="hotel" />
        <button type="button" id="forgot">Forgot Password</button>
        <button type="submit" id="send">Send</button>
      </form>
    </div>`;
  reached = [];
  const root = element('root');
  for (const type of ['change', 'click', 'submit']) {
    root.addEventListener(type, (event) => {
      const target = event.target as HTMLElement;
      reached.push(`${event.type} ${target.id}`);
      if (event.type === 'submit') event.preventDefault();
    });
  }
});

afterEach(() => {
  const queue = (window as unknown as Record<string, { stop(): void } | undefined>)[EARLY_EVENTS_KEY];
  queue?.stop();
  delete (window as unknown as Record<string, unknown>)[EARLY_EVENTS_KEY];
});

describe('the inline loader', () => {
  it("adds the page's entry and its modules only after the first paint", async () => {
    loadPageScriptsAfterPaint(CONFIG);
    // Nothing is fetched while the page is being drawn.
    expect(addedScripts()).toEqual([]);
    await vi.waitFor(() =>
      expect(addedScripts()).toEqual(['link /assets/boot-def.js', 'script /assets/entry-abc.js']),
    );
  });

  it('waits for the whole document to be parsed, so that the script finds every island', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    loadPageScriptsAfterPaint(CONFIG);
    // Painted, but the rest of the page is still being parsed.
    await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 10)));
    expect(addedScripts()).toEqual([]);
    readyState.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(addedScripts()).toEqual(['link /assets/boot-def.js', 'script /assets/entry-abc.js']);
    readyState.mockRestore();
  });

  it('holds a form sent before the script ran, so the browser does not reload the page', () => {
    loadPageScriptsAfterPaint(CONFIG);
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    element('quick-form').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    return scriptsAdded();
  });

  it('lets the page be plain HTML again when its script cannot be fetched', async () => {
    loadPageScriptsAfterPaint(CONFIG);
    await scriptsAdded();
    document.head.querySelector('script[type="module"]')?.dispatchEvent(new Event('error'));
    // A form outside the root, where no handler of the page's holds it.
    const form = document.body.appendChild(document.createElement('form'));
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    // The browser sends the form itself, as with JavaScript off.
    expect(submit.defaultPrevented).toBe(false);
  });
});

describe("what was done before the page's script ran", () => {
  it('is taken over by the script and replayed once hydrated, as if the script had run first', async () => {
    loadPageScriptsAfterPaint(CONFIG);
    const service = element<HTMLSelectElement>('service');
    service.value = 'departure';
    service.dispatchEvent(new Event('change', { bubbles: true }));
    const hotel = element<HTMLInputElement>('hotel');
    hotel.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    hotel.value = 'Hotel Riu';
    hotel.dispatchEvent(new Event('input', { bubbles: true }));
    element('forgot').click();
    element('send').click();
    // Nothing listens yet but the loader: the page's own handlers see the events as they happen...
    expect(reached).toEqual(['change service', 'click forgot', 'click send', 'submit quick-form']);
    reached = [];

    await scriptsAdded();
    const early = await import('./earlyInteractions');
    early.recordEarlyInteractions();
    expect(early.eventsBeforeScript(['focusin']).map((event) => event.target)).toEqual([hotel]);
    // Text typed meanwhile, then hydration's render puts the drop-down back to its rendered value.
    hotel.value = 'Hotel Riu Palace';
    expect(early.textTypedEarly(hotel)).toBe('Hotel Riu');
    service.value = 'arrival';
    early.replayEarlyChoices();
    early.replayEarlyPressesAndSubmit();
    // ...and once hydrated, each is handed to it again: the choice, the press, the send.
    expect(reached).toEqual(['change service', 'click forgot', 'submit quick-form']);
    expect(service.value).toBe('departure');
    // The loader has handed over: the script's recording is the only one now.
    expect((window as unknown as Record<string, unknown>)[EARLY_EVENTS_KEY]).toBeUndefined();
  });
});
