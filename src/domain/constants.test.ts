import { describe, expect, it } from 'vitest';
import {
  ADMIN_PAGE_SIZE,
  CONTACT_SUCCESS_MS,
  COPY_MARK_MS,
  DRIVER_DETAILS_NOTICE_HOURS,
  HEADER_SHADOW_AFTER_PX,
  LEGAL_EFFECTIVE_DATE,
  PAYMENT_BANNER_MS,
  RESET_REDIRECT_MS,
  SCROLL_OFFSET_NARROW_PX,
  SCROLL_OFFSET_WIDE_PX,
  SEARCH_DEBOUNCE_MS,
  STATUS_SAVED_MARK_MS,
  scrollOffsetFor,
  WIDE_SCREEN_MIN_PX,
} from './constants';

describe('business constants', () => {
  it('match the spec', () => {
    expect({
      ADMIN_PAGE_SIZE,
      SEARCH_DEBOUNCE_MS,
      PAYMENT_BANNER_MS,
      COPY_MARK_MS,
      STATUS_SAVED_MARK_MS,
      CONTACT_SUCCESS_MS,
      RESET_REDIRECT_MS,
      SCROLL_OFFSET_WIDE_PX,
      SCROLL_OFFSET_NARROW_PX,
      WIDE_SCREEN_MIN_PX,
      HEADER_SHADOW_AFTER_PX,
      LEGAL_EFFECTIVE_DATE,
      DRIVER_DETAILS_NOTICE_HOURS,
    }).toEqual({
      ADMIN_PAGE_SIZE: 50,
      SEARCH_DEBOUNCE_MS: 300,
      PAYMENT_BANNER_MS: 5000,
      COPY_MARK_MS: 2000,
      STATUS_SAVED_MARK_MS: 2000,
      CONTACT_SUCCESS_MS: 5000,
      RESET_REDIRECT_MS: 3000,
      SCROLL_OFFSET_WIDE_PX: 80,
      SCROLL_OFFSET_NARROW_PX: 68,
      WIDE_SCREEN_MIN_PX: 768,
      HEADER_SHADOW_AFTER_PX: 50,
      LEGAL_EFFECTIVE_DATE: 'June 2025',
      DRIVER_DETAILS_NOTICE_HOURS: 24,
    });
  });

  it.each([
    [1440, 80],
    [768, 80],
    [767, 68],
    [375, 68],
  ])('a %ipx wide screen scrolls anchors %ipx below the top', (width, offset) => {
    expect(scrollOffsetFor(width)).toBe(offset);
  });
});
