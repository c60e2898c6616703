/** What dispatching needs: the database, the clock, and the mail settings with the providers' links. */
import type { Database } from '../db/client';
import type { MailSettings } from '../mail';
import type { RideLinks } from './ride-links';

export interface DispatchDeps {
  db: Database;
  now: () => Date;
  mail: MailSettings & { rideLinks: RideLinks };
}

/** The deps of an app whose mail settings carry the providers' links (buildApp always gives them). */
export function dispatchDepsOf(deps: { db: Database; now: () => Date; mail: MailSettings }): DispatchDeps {
  const { rideLinks } = deps.mail;
  if (!rideLinks) throw new Error("dispatching needs the providers' links in the mail settings");
  return { db: deps.db, now: deps.now, mail: { ...deps.mail, rideLinks } };
}
