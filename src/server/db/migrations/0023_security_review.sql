ALTER TABLE "bookings" ADD COLUMN "refund_reference_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pending_sign_ins" ADD COLUMN "code_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "two_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written (issue 26): bookings already paid are judged by the reference time they have now, the best
-- that is known of what was true at payment (a landing, or a departure's pickup when it was computed).
UPDATE "bookings" SET "refund_reference_at" = CASE
    WHEN "service_type" = 'departure' AND "pickup_time_calc" IS NOT NULL THEN "pickup_time_calc"
    ELSE "flight_date_time"
  END
  WHERE "status" IN ('paid', 'confirmed', 'completed');--> statement-breakpoint
-- Sessions of accounts with two-factor sign-in were opened with a code (the sign-in asked for it).
UPDATE "sessions" SET "two_factor" = true
  WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "totp_enabled_at" IS NOT NULL);
