CREATE TABLE "booking_status_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "bookings_status_idx";--> statement-breakpoint
DROP INDEX "bookings_schedule_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("first_name", '') || chr(10) || coalesce("last_name", '') || chr(10) || coalesce("email", '') || chr(10) || coalesce("phone", '') || chr(10) || coalesce("hotel_name", '') || chr(10) || coalesce("reservation_name", '') || chr(10) || coalesce("flight_number", '') || chr(10) || coalesce("flight_airline", '') || chr(10) || coalesce("special_instructions", '') || chr(10) || coalesce("admin_notes", '') || chr(10) || coalesce("driver_name", '') || chr(10) || coalesce("driver_company", ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_status_schedule_idx" ON "bookings" USING btree ("status","pickup_time_calc","flight_date_time","id");--> statement-breakpoint
CREATE INDEX "bookings_search_trgm_idx" ON "bookings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_last_name_prefix_idx" ON "bookings" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bookings_schedule_idx" ON "bookings" USING btree ("pickup_time_calc","flight_date_time","id");