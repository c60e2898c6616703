CREATE TABLE "money_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" text NOT NULL,
	"kind" text NOT NULL,
	"source_ref" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"service_type" text NOT NULL,
	"from_location" text NOT NULL,
	"to_location" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "money_movements_kind_check" CHECK ("money_movements"."kind" in ('payment', 'refund')),
	CONSTRAINT "money_movements_amount_check" CHECK ("money_movements"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "price_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_location" text NOT NULL,
	"to_location" text NOT NULL,
	"old_price" integer NOT NULL,
	"new_price" integer NOT NULL,
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ride_feedback" (
	"booking_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"rating" integer,
	"comment" text,
	"answered_at" timestamp with time zone,
	CONSTRAINT "ride_feedback_rating_check" CHECK ("ride_feedback"."rating" between 1 and 5),
	CONSTRAINT "ride_feedback_comment_check" CHECK (char_length("ride_feedback"."comment") <= 2000),
	CONSTRAINT "ride_feedback_answer_check" CHECK (("ride_feedback"."rating" is null) = ("ride_feedback"."answered_at" is null))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "feedback_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "money_movements" ADD CONSTRAINT "money_movements_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_feedback" ADD CONSTRAINT "ride_feedback_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "money_movements_source_idx" ON "money_movements" USING btree ("kind","source_ref");--> statement-breakpoint
CREATE INDEX "money_movements_at_idx" ON "money_movements" USING btree ("at");--> statement-breakpoint
CREATE INDEX "money_movements_booking_idx" ON "money_movements" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "price_changes_changed_at_idx" ON "price_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ride_feedback_token_idx" ON "ride_feedback" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "ride_feedback_answered_idx" ON "ride_feedback" USING btree ("answered_at") WHERE "ride_feedback"."answered_at" is not null;
--> statement-breakpoint
-- The money that moved before this table existed: every paid payment on the day of its booking's first
-- 'paid' event (its last update without one), and what was refunded of it as one refund on the day of the
-- last 'refunded' event.
INSERT INTO "money_movements" ("booking_id", "kind", "source_ref", "amount_cents", "service_type", "from_location", "to_location", "at")
SELECT p."booking_id", 'payment', p."id"::text, p."amount_cents", b."service_type", b."from_location", b."to_location",
  coalesce((SELECT min(e."created_at") FROM "booking_events" e WHERE e."booking_id" = p."booking_id" AND e."type" = 'paid'), p."updated_at")
FROM "payments" p JOIN "bookings" b ON b."id" = p."booking_id"
WHERE p."status" IN ('paid', 'refunded') AND p."amount_cents" > 0;--> statement-breakpoint
INSERT INTO "money_movements" ("booking_id", "kind", "source_ref", "amount_cents", "service_type", "from_location", "to_location", "at")
SELECT p."booking_id", 'refund', 'before-ledger:' || p."id"::text, p."refunded_cents", b."service_type", b."from_location", b."to_location",
  coalesce((SELECT max(e."created_at") FROM "booking_events" e WHERE e."booking_id" = p."booking_id" AND e."type" = 'refunded'), p."updated_at")
FROM "payments" p JOIN "bookings" b ON b."id" = p."booking_id"
WHERE p."refunded_cents" > 0;
