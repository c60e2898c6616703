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
ALTER TABLE "ride_feedback" ADD CONSTRAINT "ride_feedback_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ride_feedback_token_idx" ON "ride_feedback" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "ride_feedback_answered_idx" ON "ride_feedback" USING btree ("answered_at") WHERE "ride_feedback"."answered_at" is not null;