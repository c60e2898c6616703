/** The business as travellers see it: one place for the name, the support address shown on the site and the e-mails. */
export const BRAND_NAME = 'Cancun Private Transfers';
export const BRAND_TAGLINE = 'Private airport transfers in Cancun, Playa del Carmen and Tulum';

/**
 * What the demo payment provider's pages and the e-mails about paying say while it runs: the
 * site takes no money, and a traveller must never think otherwise.
 */
export const TEST_MODE_NOTICE = 'Test mode: no real payment is taken';
