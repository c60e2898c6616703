CREATE TABLE "limit_backoffs" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"forget_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_addresses" (
	"account_key" text PRIMARY KEY NOT NULL,
	"address_key" text NOT NULL,
	"signed_in_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "locked_by" text;--> statement-breakpoint
CREATE INDEX "limit_backoffs_forget_idx" ON "limit_backoffs" USING btree ("forget_at");--> statement-breakpoint
CREATE INDEX "limit_counters_window_ends_idx" ON "limit_counters" USING btree ("window_ends_at");--> statement-breakpoint
CREATE INDEX "sign_in_addresses_signed_in_idx" ON "sign_in_addresses" USING btree ("signed_in_at");