import { EARLY_EVENTS_KEY, type EarlyEventType } from './bootIds';
import type { EarlyEventQueue } from './inlinePageLoader';
import { ISLAND_HYDRATED_ATTRIBUTE } from './islands/islandNames';

/**
 * A prerendered page is painted before its script is fetched (docs/decisions/024), so a traveller can act
 * on it before React has taken it over. Four such acts would otherwise go wrong (earlyInteractions.test.ts
 * replays each, and in order):
 * - a drop-down choice: the page shows it, but React's state never heard of it, and its next render puts
 *   the drop-down back to the state's value (the quick form's 'Departure' silently back to 'Arrival');
 * - a button pressed ('Forgot Password', the menu): nothing would happen;
 * - a form sent: the browser would submit it itself and reload the page, losing what was typed;
 * - a link followed: the browser loads the next page, but the app starting meanwhile rewrites the history
 *   entry (the router does, once), which makes the browser drop the navigation under way.
 * The page's boot module records them (the form is held back); once hydrated, each drop-down changed is
 * handed to React as the change event it missed, then each button is pressed again and the form is sent
 * through React; and the app does not start while the link's next page is on its way. Text typed early
 * is adopted by the forms themselves (components/form/useTypedBeforeHydration.ts), from the field or, as
 * Preact's hydration puts a <textarea> back to its rendered text (the home page, decision 027), from what
 * is recorded here. Hydration keeps the page's DOM nodes, so the elements recorded are the ones React then
 * owns.
 */
/**
 * On a page of islands (docs/decisions/039) each island is hydrated on its own: events inside one already
 * hydrated are its own (Preact listens on the elements themselves, so holding them back here would lose
 * them), and the replay below is per island.
 */
function inHydratedIsland(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(`[${ISLAND_HYDRATED_ATTRIBUTE}]`) !== null;
}

/** Each drop-down changed early and the value last chosen in it. */
const chosen = new Map<HTMLSelectElement, string>();
/** How long a followed link holds the app back: past it, the page is still here and the app starts. */
const LEAVING_GRACE_MS = 10_000;
let leavingUntil = 0;
const pressed: HTMLButtonElement[] = [];
let heldSubmit: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
/** Whether the visitor has scrolled, tapped or pressed a key on the page before hydration. */
let visitorActed = false;
/** The text last typed early into each text field. */
const typed = new WeakMap<HTMLInputElement | HTMLTextAreaElement, string>();

// Both listeners sit on the document in the capture phase, ahead of React's on the root, and keep the
// event from React until it is replayed: an event reaching a root React is still hydrating can be handled
// by a component not yet on screen and lost, the whole root then rendered again from scratch.

function rememberChoice(event: Event): void {
  if (!(event.target instanceof HTMLSelectElement) || inHydratedIsland(event.target)) return;
  event.stopPropagation();
  chosen.set(event.target, event.target.value);
}

function noteActing(): void {
  visitorActed = true;
}

/**
 * True once the visitor has used the page before hydration: whatever the app would do on its first render
 * to place the page (bring a URL's #anchor into view) must then leave it where they put it.
 */
export function visitorActedEarly(): boolean {
  return visitorActed;
}

/** Text typed: only noted, as nothing listens before hydration anyway. */
function rememberTyped(event: Event): void {
  const field = event.target;
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
    typed.set(field, field.value);
}

/** The text typed into a field before hydration, if any was recorded, else what the field holds. */
export function textTypedEarly(field: HTMLInputElement | HTMLTextAreaElement): string {
  return typed.get(field) ?? field.value;
}

/** A plain button's press (a submit button's is the form's submit, held below). */
function rememberPress(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || button.type !== 'button' || inHydratedIsland(button)) return;
  event.stopPropagation();
  pressed.push(button);
}

/** A link to another page of this site, followed in this tab: the browser is leaving the page. */
function noteLeaving(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
  if ((link.target && link.target !== '_self') || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const to = new URL(link.href);
  if (to.origin !== window.location.origin) return;
  const samePage = to.pathname === window.location.pathname && to.search === window.location.search;
  if (samePage && to.hash !== '') return;
  leavingUntil = performance.now() + LEAVING_GRACE_MS;
}

/**
 * Resolves at once unless a link was just followed (before hydration); then once its page had time to
 * arrive, which it normally does first, unloading this one. The app waits for this before it starts.
 */
export function afterLinkFollowed(): Promise<void> {
  const wait = leavingUntil - performance.now();
  return wait > 0 ? new Promise((resolve) => setTimeout(resolve, wait)) : Promise.resolve();
}

function holdSubmit(event: SubmitEvent): void {
  if (!(event.target instanceof HTMLFormElement) || inHydratedIsland(event.target)) return;
  event.preventDefault();
  event.stopPropagation();
  heldSubmit = { form: event.target, submitter: event.submitter };
}

/**
 * What each event is recorded by, as the page's script listens from the start (document, capture phase)
 * and as it takes over what the inline loader queued before it ran (inlinePageLoader.ts). Keyed by every
 * event the loader queues: those with no recorder here start an island (islands/bootIslands.ts).
 */
const RECORDERS: Record<EarlyEventType, ((event: Event) => void)[]> = {
  change: [rememberChoice],
  input: [rememberTyped],
  click: [(event) => rememberPress(event as MouseEvent), (event) => noteLeaving(event as MouseEvent)],
  submit: [(event) => holdSubmit(event as SubmitEvent)],
  wheel: [noteActing],
  touchstart: [noteActing],
  keydown: [noteActing],
  pointerdown: [noteActing],
  focusin: [],
};
/** The events that only note that the visitor acted: on the window, passive (they include scrolling). */
const ACTING_EVENTS = new Set<EarlyEventType>(['wheel', 'touchstart', 'keydown', 'pointerdown']);

function listen(type: EarlyEventType, recorder: (event: Event) => void): void {
  if (ACTING_EVENTS.has(type)) window.addEventListener(type, recorder, { capture: true, passive: true });
  else document.addEventListener(type, recorder, true);
}

function unlisten(type: EarlyEventType, recorder: (event: Event) => void): void {
  if (ACTING_EVENTS.has(type)) window.removeEventListener(type, recorder, { capture: true });
  else document.removeEventListener(type, recorder, true);
}

/**
 * Every event of the kinds above, in order: those the inline loader queued before this script ran, then
 * those this script recorded itself while the page waited for its first paint, until its islands' boot
 * takes them (eventsBeforeScript): no longer kept after that, as recording goes on for hours on a page of
 * islands.
 */
let seenEarly: Event[] | undefined = [];
const noteEarly = (event: Event) => {
  seenEarly?.push(event);
};

const eachRecorder = (visit: (type: EarlyEventType, recorder: (event: Event) => void) => void) => {
  for (const [type, recorders] of Object.entries(RECORDERS) as [
    EarlyEventType,
    ((event: Event) => void)[],
  ][]) {
    visit(type, noteEarly);
    for (const recorder of recorders) visit(type, recorder);
  }
};

/**
 * The events of `types` done before the page's islands were booted, whether the inline loader queued them
 * or this script recorded them while it waited for the first paint: an island touched then is hydrated at
 * once, as one touched later is (islands/bootIslands.ts), and the page is not called hydrated before it.
 * Answered once: the boot asks once, and nothing is kept after.
 */
export function eventsBeforeScript(types: readonly string[]): Event[] {
  const seen = seenEarly ?? [];
  seenEarly = undefined;
  return seen.filter((event) => types.includes(event.type));
}

/**
 * Starts recording; called by the boot module before it waits for the first paint. What the inline loader
 * queued before (a page written by the build; none in tests or in the single-page app's shell) is taken
 * over in the same task, recorded in order as if it had just happened, so nothing falls between the two.
 */
export function recordEarlyInteractions(): void {
  eachRecorder(listen);
  const holder = window as unknown as Record<string, EarlyEventQueue | undefined>;
  const queue = holder[EARLY_EVENTS_KEY];
  if (!queue) return;
  queue.stop();
  delete holder[EARLY_EVENTS_KEY];
  seenEarly = queue.events;
  for (const event of queue.events)
    for (const recorder of RECORDERS[event.type as EarlyEventType] ?? []) recorder(event);
}

/** The value React rendered a drop-down with: the option the HTML marked selected, else the first. */
function renderedValue(select: HTMLSelectElement): string {
  const options = Array.from(select.options);
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

/**
 * Stops recording and hands React each drop-down changed early, in the order first changed (one choice can
 * open the field of the next), with the value last chosen: set again, as the render after the one before
 * puts every drop-down of the form back to React's value. A drop-down chosen back to the value React
 * rendered is left alone: replaying it would redo what the choice sets off (a service type clears the
 * route's other end).
 */
export function replayEarlyChoices(): void {
  stopRecording();
  replayChoicesWithin(document.documentElement);
}

function stopRecording(): void {
  eachRecorder(unlisten);
}

/**
 * The replay of the drop-downs changed early inside `container`: the page, or one island once it is
 * hydrated and marked so (islands/IslandReplay.tsx), while recording goes on for the islands not hydrated yet.
 */
export function replayChoicesWithin(container: Element): void {
  for (const [select, value] of chosen) {
    if (!container.contains(select)) continue;
    chosen.delete(select);
    if (!select.isConnected || value === renderedValue(select)) continue;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/**
 * Presses again the buttons pressed early, in order, then sends the form held back, if any, now that React
 * handles them (after the choices are in its state).
 */
export function replayEarlyPressesAndSubmit(): void {
  replayPressesAndSubmit(document.documentElement);
}

/** The buttons pressed and the form held back inside `container` (the page, or one island), one render later. */
export function replayPressesAndSubmit(container: Element): void {
  const mine = pressed.filter((button) => container.contains(button));
  pressed.splice(0, pressed.length, ...pressed.filter((button) => !container.contains(button)));
  for (const button of mine) {
    if (button.isConnected && !button.disabled) button.click();
  }
  const held = heldSubmit;
  if (!held || !container.contains(held.form)) return;
  heldSubmit = null;
  if (!held.form.isConnected) return;
  const submitter = held.submitter?.isConnected ? held.submitter : null;
  held.form.requestSubmit(submitter);
}
