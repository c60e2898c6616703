CREATE TABLE "demo_checkouts" (
	"session_id" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"customer_email" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_intent_id" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_checkouts_status_check" CHECK ("demo_checkouts"."status" in ('open', 'paid', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "demo_refunds" (
	"refund_id" text PRIMARY KEY NOT NULL,
	"payment_intent_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "demo_checkouts_payment_intent_idx" ON "demo_checkouts" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "demo_checkouts_idempotency_key_idx" ON "demo_checkouts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "demo_refunds_idempotency_key_idx" ON "demo_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "demo_refunds_payment_intent_idx" ON "demo_refunds" USING btree ("payment_intent_id");