CREATE TABLE "provider_statement_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"month" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"paid_by" text NOT NULL,
	"reference" text NOT NULL,
	"total_cents" integer NOT NULL,
	"rides" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_statement_payments_month_check" CHECK ("provider_statement_payments"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "provider_statement_payments_reference_check" CHECK ("provider_statement_payments"."reference" <> '' and char_length("provider_statement_payments"."reference") <= 100 and "provider_statement_payments"."reference" !~ '[\u0000-\u0008\u000b-\u001f\u007f-\u009f]'),
	CONSTRAINT "provider_statement_payments_total_check" CHECK ("provider_statement_payments"."total_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "provider_statement_payments" ADD CONSTRAINT "provider_statement_payments_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_statement_payments_month_idx" ON "provider_statement_payments" USING btree ("provider_id","month");--> statement-breakpoint
CREATE INDEX "ride_offers_provider_done_idx" ON "ride_offers" USING btree ("provider_id") WHERE "ride_offers"."status" = 'accepted' and ("ride_offers"."completed_at" is not null or "ride_offers"."no_show_at" is not null);--> statement-breakpoint
-- Hand-written (issue 29): every committed change to a ride notifies `ride_changed` with its booking id,
-- which each server listens to (one connection per server) and passes on to the open dispatch boards
-- (src/server/admin/dispatch-board). Per row, since the board needs which ride changed; PostgreSQL sends
-- one notification per distinct booking id per transaction. An update of bookings notifies only when a
-- column the board shows (or its state and lateness depend on) changed, so the scheduler's and the
-- mailer's bookkeeping writes stay silent.
CREATE FUNCTION "notify_ride_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'bookings' THEN
    PERFORM pg_notify('ride_changed', COALESCE(NEW.id, OLD.id));
  ELSE
    PERFORM pg_notify('ride_changed', COALESCE(NEW.booking_id, OLD.booking_id));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_ride_added_or_removed" AFTER INSERT OR DELETE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "notify_ride_changed"();
--> statement-breakpoint
CREATE TRIGGER "bookings_ride_changed" AFTER UPDATE ON "bookings"
  FOR EACH ROW WHEN (
    (OLD.status, OLD.service_type, OLD.flight_date_time, OLD.pickup_time_calc, OLD.from_location,
     OLD.to_location, OLD.passengers, OLD.last_name, OLD.driver_name)
    IS DISTINCT FROM
    (NEW.status, NEW.service_type, NEW.flight_date_time, NEW.pickup_time_calc, NEW.from_location,
     NEW.to_location, NEW.passengers, NEW.last_name, NEW.driver_name))
  EXECUTE FUNCTION "notify_ride_changed"();
--> statement-breakpoint
CREATE TRIGGER "ride_offers_ride_changed" AFTER INSERT OR UPDATE OR DELETE ON "ride_offers"
  FOR EACH ROW EXECUTE FUNCTION "notify_ride_changed"();
