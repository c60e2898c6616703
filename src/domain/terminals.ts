/**
 * Cancun airport's passenger terminals and where the driver meets an arriving traveller at each.
 * The traveller may say 'Not sure' (stored as null); the operator edits the meeting points at
 * /admin/meeting-points, and these defaults stand until then. Every meeting point is outside the terminal
 * building: inside, the arrivals hall is where timeshare sellers pose as transport desks.
 */

import { TERMINALS, type Terminal } from './terminal-ids';

// The terminals themselves live apart, so that what only checks a stored one (the quick form's draft, an
// island of the home page, docs/decisions/039) downloads three ids and not every meeting point's text.
export { TERMINALS, type Terminal } from './terminal-ids';

/** The booking form's and the manage page's options (the runtime contract). */
export const TERMINAL_LABELS: Record<Terminal, string> = {
  '2': 'Terminal 2',
  '3': 'Terminal 3',
  '4': 'Terminal 4',
};

/** The option that stores no terminal. */
export const TERMINAL_NOT_SURE_LABEL = 'Not sure';

/** The key of the meeting point used when the traveller did not say which terminal. */
export const UNKNOWN_TERMINAL = 'unknown';
export const MEETING_POINT_KEYS = [...TERMINALS, UNKNOWN_TERMINAL] as const;
export type MeetingPointKey = (typeof MEETING_POINT_KEYS)[number];
export type MeetingPoints = Record<MeetingPointKey, string>;

/** A meeting point's text is 1 to 500 characters. */
export const MEETING_POINT_MAX_LENGTH = 500;

/** The unknown terminal's text: what every arrival was told before terminals were asked. */
export const GENERIC_ARRIVAL_MEETING_POINT =
  'Outside the terminal, after you clear customs: your driver holds a sign with your name.';

export const DEFAULT_MEETING_POINTS: MeetingPoints = {
  '2':
    'Terminal 2: after customs, walk straight through the arrivals hall and out of the glass doors; your ' +
    'driver waits outside under the transportation canopy, holding a sign with your name.',
  '3':
    'Terminal 3: after customs, walk out of the building past the sellers inside; your driver waits outside ' +
    'at the covered meeting area across the walkway, holding a sign with your name.',
  '4':
    'Terminal 4: after customs, leave the building through the exit doors; your driver waits outside at ' +
    'the meeting area on the sidewalk, holding a sign with your name.',
  unknown: GENERIC_ARRIVAL_MEETING_POINT,
};

/** 'Terminal 3', or 'Not sure' when the traveller did not say. */
export function terminalLabel(terminal: Terminal | null): string {
  return terminal === null ? TERMINAL_NOT_SURE_LABEL : TERMINAL_LABELS[terminal];
}

/** Where the driver waits for an arrival at this terminal (the unknown text when none was given). */
export function meetingPointFor(points: MeetingPoints, terminal: Terminal | null): string {
  return points[terminal ?? UNKNOWN_TERMINAL];
}

/** The admin form's field labels (the runtime contract). */
export function meetingPointFieldLabel(key: MeetingPointKey): string {
  return key === UNKNOWN_TERMINAL
    ? 'Meeting point when the terminal is not known'
    : `Meeting point at ${TERMINAL_LABELS[key]}`;
}

export const MEETING_POINT_TEXTS = {
  menu: 'Meeting Points',
  heading: 'Meeting Points',
  save: 'Save Meeting Points',
  terminalField: 'Terminal',
  /** Ours: a field left empty or too long. */
  required: 'Enter a meeting point.',
  tooLong: `A meeting point is at most ${MEETING_POINT_MAX_LENGTH} characters.`,
} as const;
