CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "child_seats" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "manage_token_hash" text;--> statement-breakpoint
CREATE INDEX "booking_events_customer_idx" ON "booking_events" USING btree ("booking_id") WHERE "booking_events"."actor" = 'customer' and "booking_events"."type" in ('updated', 'cancelled', 'refunded');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_child_seats_check" CHECK ("bookings"."child_seats" between 0 and 4);