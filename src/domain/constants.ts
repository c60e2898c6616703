/** Timings and sizes of SPEC sections 2 and 9, named once so screens and tests agree. */
export const ADMIN_PAGE_SIZE = 50;
export const SEARCH_DEBOUNCE_MS = 300;
export const PAYMENT_BANNER_MS = 5000;
export const COPY_MARK_MS = 2000;
export const STATUS_SAVED_MARK_MS = 2000;
export const CONTACT_SUCCESS_MS = 5000;
export const RESET_REDIRECT_MS = 3000;

/** The sticky header is taller on wide screens, so anchors scroll further down there. */
export const SCROLL_OFFSET_WIDE_PX = 80;
export const SCROLL_OFFSET_NARROW_PX = 68;
export const WIDE_SCREEN_MIN_PX = 768;
export const HEADER_SHADOW_AFTER_PX = 50;

export function scrollOffsetFor(viewportWidth: number): number {
  return viewportWidth >= WIDE_SCREEN_MIN_PX ? SCROLL_OFFSET_WIDE_PX : SCROLL_OFFSET_NARROW_PX;
}

export const LEGAL_EFFECTIVE_DATE = 'June 2025';

/** Arrival customers are promised their driver's details at least this long before landing. */
export const DRIVER_DETAILS_NOTICE_HOURS = 24;
