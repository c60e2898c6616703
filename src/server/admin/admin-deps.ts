/** What every admin use case needs: the database, the mail settings (and the worker's nudge), the clock. */
import type { Database } from '../db/client';
import type { MailSettings } from '../mail';

export interface AdminDeps {
  db: Database;
  mail: MailSettings;
  now: () => Date;
}
