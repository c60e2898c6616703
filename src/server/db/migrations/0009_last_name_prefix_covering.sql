-- Custom migration (docs/decisions/011-admin-search-at-scale.md): the short-term search's btree also
-- carries the columns the list reads from its matches, so a last name or a two-letter prefix is answered
-- by an index-only scan instead of fetching thousands of rows. drizzle-kit cannot express INCLUDE, so
-- schema.ts declares the index without it and this migration rebuilds it under the same name.
DROP INDEX IF EXISTS "bookings_last_name_prefix_idx";--> statement-breakpoint
CREATE INDEX "bookings_last_name_prefix_idx" ON "bookings" USING btree (lower("last_name") text_pattern_ops)
  INCLUDE ("last_name", "status", "pickup_time_calc", "flight_date_time", "id");
