CREATE TABLE "flight_data_calls" (
	"day" text PRIMARY KEY NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"cap_logged" boolean DEFAULT false NOT NULL,
	CONSTRAINT "flight_data_calls_day_check" CHECK ("flight_data_calls"."day" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
	CONSTRAINT "flight_data_calls_calls_check" CHECK ("flight_data_calls"."calls" >= 0)
);
--> statement-breakpoint
CREATE TABLE "flight_watches" (
	"booking_id" text PRIMARY KEY NOT NULL,
	"next_check_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"departure_at" timestamp with time zone,
	"last_status" text,
	"last_checked_at" timestamp with time zone,
	"checks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "flight_watches_status_check" CHECK ("flight_watches"."last_status" in ('scheduled', 'delayed', 'departed', 'landed', 'cancelled', 'diverted', 'unknown')),
	CONSTRAINT "flight_watches_checks_check" CHECK ("flight_watches"."checks" >= 0)
);
--> statement-breakpoint
CREATE TABLE "meeting_points" (
	"key" text PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_points_key_check" CHECK ("meeting_points"."key" in ('2', '3', '4', 'unknown')),
	CONSTRAINT "meeting_points_text_check" CHECK ("meeting_points"."text" <> '' and char_length("meeting_points"."text") <= 500 and "meeting_points"."text" !~ '[\u0000-\u0008\u000b-\u001f\u007f-\u009f]')
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "terminal" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "expected_landing_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "landing_source" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "landing_learnt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "landed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "provider_landing_email_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "traveller_landing_email_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flight_watches" ADD CONSTRAINT "flight_watches_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_watches_due_idx" ON "flight_watches" USING btree ("next_check_at") WHERE "flight_watches"."next_check_at" is not null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_terminal_check" CHECK ("bookings"."terminal" in ('2', '3', '4'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_landing_source_check" CHECK ("bookings"."landing_source" in ('traveller', 'provider', 'operator', 'flight data'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_landing_arrival_only_check" CHECK ("bookings"."service_type" = 'arrival' or ("bookings"."terminal" is null and "bookings"."expected_landing_at" is null and not "bookings"."landed"));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_landing_known_check" CHECK (("bookings"."expected_landing_at" is null) = ("bookings"."landing_source" is null) and ("bookings"."expected_landing_at" is null) = ("bookings"."landing_learnt_at" is null) and (not "bookings"."landed" or "bookings"."expected_landing_at" is not null));