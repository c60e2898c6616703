CREATE TABLE "refund_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"provider_refund_id" text,
	"failure_reason" text,
	"requested_by" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "refund_requests_status_check" CHECK ("refund_requests"."status" in ('requested', 'succeeded', 'failed')),
	CONSTRAINT "refund_requests_amount_check" CHECK ("refund_requests"."amount_cents" > 0),
	CONSTRAINT "refund_requests_failure_reason_check" CHECK (char_length("refund_requests"."failure_reason") <= 200 and "refund_requests"."failure_reason" !~ '[\u0000-\u0008\u000b-\u001f\u007f-\u009f]')
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_failure" text;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_idempotency_key_idx" ON "refund_requests" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_payment_idx" ON "refund_requests" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refund_requests_booking_idx" ON "refund_requests" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "refund_requests_completed_idx" ON "refund_requests" USING btree ("completed_at") WHERE "refund_requests"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "bookings_refund_failed_idx" ON "bookings" USING btree ("id") WHERE "bookings"."refund_failure" is not null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refund_failure_check" CHECK (char_length("bookings"."refund_failure") <= 200 and "bookings"."refund_failure" !~ '[\u0000-\u0008\u000b-\u001f\u007f-\u009f]');