/** The business as travellers see it: one place for the name, the support address shown on the site and the e-mails. */
export const BRAND_NAME = 'Cancun Private Transfers';
export const BRAND_TAGLINE = 'Private airport transfers in Cancun, Playa del Carmen and Tulum';
