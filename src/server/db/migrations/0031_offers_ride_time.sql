DROP INDEX "ride_offers_unanswered_idx";--> statement-breakpoint
ALTER TABLE "ride_offers" ADD COLUMN "ride_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "ride_offers_unanswered_idx" ON "ride_offers" USING btree ("ride_at") WHERE "ride_offers"."status" in ('declined', 'expired');--> statement-breakpoint
-- ride_offers.ride_at is its booking's ride time (coalesce(pickup_time_calc, flight_date_time), as
-- db/attention-predicates.ts rideTime), kept here by the database so that it holds whatever writes the
-- booking or the offer (docs/decisions/040-needs-attention-at-scale.md).
CREATE FUNCTION ride_offers_take_ride_time() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.ride_at := (SELECT coalesce(b.pickup_time_calc, b.flight_date_time) FROM bookings b WHERE b.id = NEW.booking_id);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ride_offers_ride_time BEFORE INSERT OR UPDATE OF booking_id, ride_at ON ride_offers
  FOR EACH ROW EXECUTE FUNCTION ride_offers_take_ride_time();
--> statement-breakpoint
CREATE FUNCTION bookings_give_ride_time() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ride_offers SET ride_at = coalesce(NEW.pickup_time_calc, NEW.flight_date_time)
    WHERE booking_id = NEW.id AND ride_at IS DISTINCT FROM coalesce(NEW.pickup_time_calc, NEW.flight_date_time);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_ride_time AFTER UPDATE OF pickup_time_calc, flight_date_time ON bookings
  FOR EACH ROW WHEN (coalesce(OLD.pickup_time_calc, OLD.flight_date_time) IS DISTINCT FROM coalesce(NEW.pickup_time_calc, NEW.flight_date_time))
  EXECUTE FUNCTION bookings_give_ride_time();
--> statement-breakpoint
UPDATE ride_offers o SET ride_at = coalesce(b.pickup_time_calc, b.flight_date_time) FROM bookings b WHERE b.id = o.booking_id;
