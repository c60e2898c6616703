CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" text,
	"direction" text NOT NULL,
	"moment" text,
	"channel" text NOT NULL,
	"phone" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reply_kind" text,
	"provider_sid" text,
	"error_code" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"sent_by" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_direction_check" CHECK ("messages"."direction" in ('out', 'in')),
	CONSTRAINT "messages_moment_check" CHECK ("messages"."moment" in ('booked', 'day-before', 'landed', 'driver-here')),
	CONSTRAINT "messages_channel_check" CHECK ("messages"."channel" in ('whatsapp', 'sms')),
	CONSTRAINT "messages_status_check" CHECK ("messages"."status" in ('pending', 'sending', 'queued', 'sent', 'delivered', 'read', 'undelivered', 'failed', 'received')),
	CONSTRAINT "messages_reply_kind_check" CHECK ("messages"."reply_kind" in ('landed', 'bags', 'help', 'stop', 'start', 'other')),
	CONSTRAINT "messages_body_check" CHECK (char_length("messages"."body") <= 1600 and "messages"."body" !~ '[\u0000-\u0008\u000b-\u001f\u007f-\u009f]'),
	CONSTRAINT "messages_phone_check" CHECK ("messages"."phone" = '' or "messages"."phone" ~ '^\+[1-9][0-9]{7,14}$')
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "phone_e164" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "messages_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "messages_opted_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "last_reply_kind" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "last_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "sign_code" text;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_moment_idx" ON "messages" USING btree ("booking_id","moment","channel") WHERE "messages"."moment" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_provider_sid_idx" ON "messages" USING btree ("provider_sid");--> statement-breakpoint
CREATE INDEX "messages_due_idx" ON "messages" USING btree ("next_attempt_at") WHERE "messages"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "messages_booking_idx" ON "messages" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_failed_idx" ON "messages" USING btree ("updated_at") WHERE "messages"."direction" = 'out' and "messages"."status" in ('failed', 'undelivered');--> statement-breakpoint
CREATE INDEX "bookings_phone_e164_idx" ON "bookings" USING btree ("phone_e164") WHERE "bookings"."phone_e164" is not null;--> statement-breakpoint
CREATE INDEX "bookings_help_reply_idx" ON "bookings" USING btree ("last_reply_at") WHERE "bookings"."last_reply_kind" = 'help';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_phone_e164_check" CHECK ("bookings"."phone_e164" ~ '^\+[1-9][0-9]{7,14}$');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_sign_code_check" CHECK ("bookings"."sign_code" ~ '^[A-Z][a-z]+ [A-Z][a-z]+$');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_last_reply_kind_check" CHECK ("bookings"."last_reply_kind" in ('landed', 'bags', 'help', 'other'));