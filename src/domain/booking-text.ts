/** Words for a booking's facts that the site, the e-mails and the operator's files all print alike. */

/** 'Cancun Airport → Tulum'. */
export function routeText(from: string, to: string): string {
  return `${from} → ${to}`;
}

/** 'Yes' or 'No': what a person reads more easily than true/false or 1/0. */
export function yesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}
