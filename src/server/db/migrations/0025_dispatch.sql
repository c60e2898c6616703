CREATE TABLE "provider_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_route_costs" (
	"provider_id" uuid NOT NULL,
	"from_location" text NOT NULL,
	"to_location" text NOT NULL,
	"cost_cents" integer NOT NULL,
	CONSTRAINT "provider_route_costs_cost_check" CHECK ("provider_route_costs"."cost_cents" between 0 and 100000000)
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_name" text NOT NULL,
	"dispatch_email" text NOT NULL,
	"phone" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "providers_company_name_check" CHECK ("providers"."company_name" <> '' and char_length("providers"."company_name") <= 100 and "providers"."company_name" !~ '[\u0000-\u0008\u000b-\u001f\u007f-\u009f]'),
	CONSTRAINT "providers_dispatch_email_check" CHECK ("providers"."dispatch_email" <> '' and char_length("providers"."dispatch_email") <= 254 and "providers"."dispatch_email" !~ '[\u0000-\u0008\u000b-\u001f\u007f-\u009f]'),
	CONSTRAINT "providers_phone_check" CHECK ("providers"."phone" <> '' and char_length("providers"."phone") <= 30 and "providers"."phone" !~ '[\u0000-\u0008\u000b-\u001f\u007f-\u009f]')
);
--> statement-breakpoint
CREATE TABLE "ride_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" text NOT NULL,
	"provider_id" uuid NOT NULL,
	"status" text DEFAULT 'offered' NOT NULL,
	"cost_cents" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"respond_by" timestamp with time zone NOT NULL,
	"token_hash" text NOT NULL,
	"offered_by" text NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"ended_by" text,
	"decline_reason" text,
	"driver_name" text,
	"driver_phone" text,
	"vehicle" text,
	"plate_number" text,
	"at_meeting_point_at" timestamp with time zone,
	"on_board_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"no_show_at" timestamp with time zone,
	"changes_unconfirmed_since" timestamp with time zone,
	"unconfirmed_changes" jsonb,
	CONSTRAINT "ride_offers_status_check" CHECK ("ride_offers"."status" in ('offered', 'accepted', 'declined', 'expired', 'withdrawn')),
	CONSTRAINT "ride_offers_cost_check" CHECK ("ride_offers"."cost_cents" between 0 and 100000000),
	CONSTRAINT "ride_offers_note_check" CHECK (char_length("ride_offers"."note") <= 1000 and "ride_offers"."note" !~ '[\u0000-\u0008\u000b-\u001f\u007f-\u009f]'),
	CONSTRAINT "ride_offers_decline_reason_check" CHECK (char_length("ride_offers"."decline_reason") <= 500 and "ride_offers"."decline_reason" !~ '[\u0000-\u0008\u000b-\u001f\u007f-\u009f]'),
	CONSTRAINT "ride_offers_driver_name_check" CHECK (char_length("ride_offers"."driver_name") <= 100 and "ride_offers"."driver_name" !~ '[\u0000-\u0008\u000b-\u001f\u007f-\u009f]'),
	CONSTRAINT "ride_offers_driver_phone_check" CHECK (char_length("ride_offers"."driver_phone") <= 30 and "ride_offers"."driver_phone" !~ '[\u0000-\u0008\u000b-\u001f\u007f-\u009f]'),
	CONSTRAINT "ride_offers_vehicle_check" CHECK (char_length("ride_offers"."vehicle") <= 120 and "ride_offers"."vehicle" !~ '[\u0000-\u0008\u000b-\u001f\u007f-\u009f]'),
	CONSTRAINT "ride_offers_plate_number_check" CHECK (char_length("ride_offers"."plate_number") <= 20 and "ride_offers"."plate_number" !~ '[\u0000-\u0008\u000b-\u001f\u007f-\u009f]')
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "driver_phone" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "driver_vehicle" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "driver_plate" text;--> statement-breakpoint
ALTER TABLE "provider_changes" ADD CONSTRAINT "provider_changes_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_route_costs" ADD CONSTRAINT "provider_route_costs_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_offers" ADD CONSTRAINT "ride_offers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_offers" ADD CONSTRAINT "ride_offers_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_changes_provider_idx" ON "provider_changes" USING btree ("provider_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_route_costs_route_idx" ON "provider_route_costs" USING btree ("provider_id","from_location","to_location");--> statement-breakpoint
CREATE UNIQUE INDEX "providers_company_name_idx" ON "providers" USING btree (lower("company_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "ride_offers_token_hash_idx" ON "ride_offers" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "ride_offers_standing_idx" ON "ride_offers" USING btree ("booking_id") WHERE "ride_offers"."status" in ('offered', 'accepted');--> statement-breakpoint
CREATE INDEX "ride_offers_booking_idx" ON "ride_offers" USING btree ("booking_id","offered_at");--> statement-breakpoint
CREATE INDEX "ride_offers_provider_idx" ON "ride_offers" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "ride_offers_respond_by_idx" ON "ride_offers" USING btree ("respond_by") WHERE "ride_offers"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "ride_offers_unanswered_idx" ON "ride_offers" USING btree ("booking_id") WHERE "ride_offers"."status" in ('declined', 'expired');--> statement-breakpoint
CREATE INDEX "ride_offers_unconfirmed_idx" ON "ride_offers" USING btree ("booking_id") WHERE "ride_offers"."changes_unconfirmed_since" is not null;--> statement-breakpoint
CREATE INDEX "ride_offers_no_show_idx" ON "ride_offers" USING btree ("no_show_at") WHERE "ride_offers"."no_show_at" is not null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_driver_phone_check" CHECK (char_length("bookings"."driver_phone") <= 30 and "bookings"."driver_phone" !~ '[\u0000-\u0008\u000b-\u001f\u007f-\u009f]');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_driver_vehicle_check" CHECK (char_length("bookings"."driver_vehicle") <= 120 and "bookings"."driver_vehicle" !~ '[\u0000-\u0008\u000b-\u001f\u007f-\u009f]');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_driver_plate_check" CHECK (char_length("bookings"."driver_plate") <= 20 and "bookings"."driver_plate" !~ '[\u0000-\u0008\u000b-\u001f\u007f-\u009f]');