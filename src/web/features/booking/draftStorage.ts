import { type BookingDraft, DEFAULT_BOOKING_DRAFT } from '../../../domain/booking-draft';
import { isLocationName } from '../../../domain/locations';
import { isServiceType } from '../../../domain/service-types';
import { TERMINALS } from '../../../domain/terminal-ids';

/**
 * The draft travels from the quick form to /booking in session storage, so a reload of the details step
 * keeps it and closing the tab forgets it. Plain checks instead of zod: the quick form on the home page
 * imports this file and the home page has a small script budget.
 */
export const DRAFT_STORAGE_KEY = 'bookingDraft';

/** The draft's free-text fields: every field of the details form but Bulky Luggage. */
export const DRAFT_TEXT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'hotelName',
  'reservationName',
  'flightNumber',
  'flightAirline',
  'flightDate',
  'flightTime',
  'specialInstructions',
] as const satisfies readonly (keyof BookingDraft)[];

function readStorage(): string | null {
  try {
    return window.sessionStorage.getItem(DRAFT_STORAGE_KEY);
  } catch {
    // Storage can be switched off (private modes, policies); the journey still works within one page.
    return null;
  }
}

/** The stored draft, every field checked and anything odd replaced by its default; null when none. */
export function loadDraft(): BookingDraft | null {
  const raw = readStorage();
  if (!raw) return null;
  let stored: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    stored = parsed as Record<string, unknown>;
  } catch {
    return null;
  }
  const draft: BookingDraft = { ...DEFAULT_BOOKING_DRAFT };
  if (typeof stored.serviceType === 'string' && isServiceType(stored.serviceType)) {
    draft.serviceType = stored.serviceType;
  }
  for (const side of ['from', 'to'] as const) {
    const value = stored[side];
    if (typeof value === 'string') draft[side] = isLocationName(value) ? value : '';
  }
  for (const key of ['passengers', 'totalPrice', 'pickupHours', 'childSeats'] as const) {
    const value = stored[key];
    if (typeof value === 'number' && Number.isFinite(value)) draft[key] = value;
  }
  if (typeof stored.hasBulkyLuggage === 'boolean') draft.hasBulkyLuggage = stored.hasBulkyLuggage;
  draft.terminal = TERMINALS.find((terminal) => terminal === stored.terminal) ?? null;
  for (const key of DRAFT_TEXT_FIELDS) {
    const value = stored[key];
    if (typeof value === 'string') draft[key] = value;
  }
  return draft;
}

export function saveDraft(draft: BookingDraft): void {
  try {
    window.sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // See readStorage.
  }
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // See readStorage.
  }
}
