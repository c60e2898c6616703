import { BRAND_NAME } from '../../domain/brand';

/** '<page> | Cancun Private Transfers', for the <title> React 19 hoists into the document head. */
export function pageTitle(page: string): string {
  return `${page} | ${BRAND_NAME}`;
}
