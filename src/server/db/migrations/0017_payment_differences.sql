CREATE TABLE "payment_differences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" text NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"ours" text NOT NULL,
	"theirs" text NOT NULL,
	"provider_created_at" timestamp with time zone NOT NULL,
	"found_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_differences_kind_check" CHECK ("payment_differences"."kind" in ('amount', 'currency', 'status', 'refund'))
);
--> statement-breakpoint
ALTER TABLE "payment_differences" ADD CONSTRAINT "payment_differences_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_differences_reference_idx" ON "payment_differences" USING btree ("provider","reference","kind");--> statement-breakpoint
CREATE INDEX "payment_differences_booking_idx" ON "payment_differences" USING btree ("booking_id");