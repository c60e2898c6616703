import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type EarlyInteractions = typeof import('./earlyInteractions');

/** The module fresh for each test: what it recorded lives in the module, as on a page. */
let early: EarlyInteractions;
/** What reached the page's root, as React's listeners there would have seen it. */
let reached: string[];
let root: HTMLElement;

const label = (event: Event) => {
  const target = event.target as HTMLElement;
  const value = target instanceof HTMLSelectElement ? `=${target.value}` : '';
  const submitter = event instanceof SubmitEvent && event.submitter ? ` by ${event.submitter.id}` : '';
  return `${event.type} ${target.id}${value}${submitter}`;
};

/** jsdom cannot navigate; the page would, which is what a followed link is about. */
const stayOnPage = (event: MouseEvent) => {
  if ((event.target as Element).closest('a')) event.preventDefault();
};

beforeEach(async () => {
  vi.resetModules();
  early = await import('./earlyInteractions');
  document.body.innerHTML = `
    <div id="root">
      <form id="quick-form">
        <select id="service"><option value="arrival" selected>Arrival</option><option value="departure">Departure</option></select>
        <select id="destination"><option value="">Choose</option><option value="tulum">Tulum</option></select>
        <input id="hotel" />
        <textarea id="notes"></textarea>
        <button type="button" id="menu">Menu</button>
        <button type="button" id="forgot">Forgot Password</button>
        <button type="submit" id="send">Send</button>
      </form>
      <a id="terms" href="/terms">Terms</a>
      <a id="anchor" href="#faq">FAQ</a>
      <a id="elsewhere" href="https://example.org/">Elsewhere</a>
      <a id="new-tab" href="/privacy" target="_blank">Privacy</a>
      <a id="download" href="/receipt.pdf" download>Receipt</a>
    </div>`;
  root = document.getElementById('root') as HTMLElement;
  reached = [];
  for (const type of ['change', 'click', 'submit']) {
    root.addEventListener(type, (event) => {
      reached.push(label(event));
      // As the forms' React handlers do: the app sends it, not the browser.
      if (event.type === 'submit') event.preventDefault();
    });
  }
  window.addEventListener('click', stayOnPage);
  early.recordEarlyInteractions();
});

afterEach(() => {
  // Stops this module's recording, so the next test's listeners are the only ones.
  early.replayEarlyChoices();
  window.removeEventListener('click', stayOnPage);
  vi.useRealTimers();
});

const element = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

function choose(id: string, value: string): void {
  const select = element<HTMLSelectElement>(id);
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('a drop-down chosen before hydration', () => {
  it('is kept from React, then handed to it as the change it missed, with the value chosen', () => {
    choose('service', 'departure');
    expect(reached).toEqual([]);
    // The render after hydration puts the drop-down back to React's value; the replay sets it again.
    element<HTMLSelectElement>('service').value = 'arrival';
    early.replayEarlyChoices();
    expect(reached).toEqual(['change service=departure']);
  });

  it('is replayed in the order first chosen, each with the value last chosen', () => {
    choose('service', 'departure');
    choose('destination', 'tulum');
    choose('service', 'departure');
    early.replayEarlyChoices();
    expect(reached).toEqual(['change service=departure', 'change destination=tulum']);
  });

  it('is left alone when chosen back to the value rendered, or gone from the page', () => {
    choose('service', 'departure');
    choose('service', 'arrival');
    choose('destination', 'tulum');
    element('destination').remove();
    early.replayEarlyChoices();
    expect(reached).toEqual([]);
  });
});

describe('a button pressed before hydration', () => {
  it('is kept from React, then pressed again, in the order pressed', () => {
    element('forgot').click();
    element('menu').click();
    expect(reached).toEqual([]);
    early.replayEarlyChoices();
    early.replayEarlyPressesAndSubmit();
    expect(reached).toEqual(['click forgot', 'click menu']);
  });

  it('is not pressed again once disabled or gone', () => {
    element('forgot').click();
    element('menu').click();
    element<HTMLButtonElement>('forgot').disabled = true;
    element('menu').remove();
    early.replayEarlyChoices();
    early.replayEarlyPressesAndSubmit();
    expect(reached).toEqual([]);
  });
});

describe('a form sent before hydration', () => {
  it('is held back, not sent by the browser, then sent through React with the button that sent it', () => {
    const browserSent = vi.fn();
    window.addEventListener('submit', browserSent);
    element('send').click();
    // The submit button's press is the form's submit: only that is held.
    expect(reached).toEqual(['click send']);
    expect(browserSent).not.toHaveBeenCalled();
    early.replayEarlyChoices();
    early.replayEarlyPressesAndSubmit();
    expect(reached).toEqual(['click send', 'submit quick-form by send']);
    window.removeEventListener('submit', browserSent);
  });

  it('is not sent once gone from the page', () => {
    element('send').click();
    element('quick-form').remove();
    early.replayEarlyChoices();
    early.replayEarlyPressesAndSubmit();
    expect(reached).toEqual(['click send']);
  });
});

describe('the order of the replay', () => {
  it('hands over the choices, then presses the buttons, then sends the form', () => {
    element('send').click();
    element('menu').click();
    choose('destination', 'tulum');
    reached = [];
    early.replayEarlyChoices();
    early.replayEarlyPressesAndSubmit();
    expect(reached).toEqual(['change destination=tulum', 'click menu', 'submit quick-form by send']);
  });

  it('replays nothing twice, and stops recording once the choices are handed over', () => {
    choose('service', 'departure');
    element('menu').click();
    early.replayEarlyChoices();
    early.replayEarlyPressesAndSubmit();
    early.replayEarlyChoices();
    early.replayEarlyPressesAndSubmit();
    // Hydrated: the page's events go straight to React.
    choose('destination', 'tulum');
    element('forgot').click();
    expect(reached).toEqual([
      'change service=departure',
      'click menu',
      'change destination=tulum',
      'click forgot',
    ]);
  });
});

describe('a link followed before hydration', () => {
  it('holds the app back while the next page arrives, for ten seconds at most', async () => {
    vi.useFakeTimers();
    element('terms').click();
    let started = false;
    const starting = early.afterLinkFollowed().then(() => {
      started = true;
    });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await starting;
    expect(started).toBe(true);
  });

  it.each([
    ['an anchor of this page', 'anchor', {}],
    ['another site', 'elsewhere', {}],
    ['a new tab', 'new-tab', {}],
    ['a download', 'download', {}],
    ['a click with a modifier key', 'terms', { ctrlKey: true }],
    ['a middle click', 'terms', { button: 1 }],
  ])('does not hold it back for %s', async (_case, id, init) => {
    vi.useFakeTimers();
    element(id).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
    let started = false;
    const starting = early.afterLinkFollowed().then(() => {
      started = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    await starting;
    expect(started).toBe(true);
  });
});

describe('what the visitor did, as the app asks for it', () => {
  it('tells whether they scrolled, tapped or pressed a key', () => {
    expect(early.visitorActedEarly()).toBe(false);
    window.dispatchEvent(new WheelEvent('wheel'));
    expect(early.visitorActedEarly()).toBe(true);
  });

  it('keeps the text typed into a field, which a hydration may put back', () => {
    const notes = element<HTMLTextAreaElement>('notes');
    notes.value = 'Two surfboards';
    notes.dispatchEvent(new Event('input', { bubbles: true }));
    notes.value = '';
    expect(early.textTypedEarly(notes)).toBe('Two surfboards');
    // A field nothing was recorded for: what it holds.
    const hotel = element<HTMLInputElement>('hotel');
    hotel.value = 'Hotel Xcaret';
    expect(early.textTypedEarly(hotel)).toBe('Hotel Xcaret');
  });
});
