ALTER TABLE "bookings" ADD COLUMN "payment_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "departure_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "driver_details_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "driver_details_sent_for" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
CREATE INDEX "bookings_pending_created_idx" ON "bookings" USING btree ("created_at") WHERE "bookings"."status" = 'pending';