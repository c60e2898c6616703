/**
 * The admin screens' pages (SPEC: admin page size), worked out once for the booking list and Needs
 * attention: which items a page holds, and how many pages a total fills (an empty result is still one page).
 */
import { ADMIN_PAGE_SIZE } from './constants';

/** The first item of `page` (counted from 1), as an offset into the whole list. */
export const adminPageOffset = (page: number): number => (page - 1) * ADMIN_PAGE_SIZE;

/** The paging fields of an admin list's answer. */
export function adminPageOf(page: number, total: number) {
  return { page, pageSize: ADMIN_PAGE_SIZE, totalPages: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)) };
}
