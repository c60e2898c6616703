-- Money counts on the ride's Cancun day, as rides and provider costs do (docs/decisions/058-*): each
-- movement carries its booking's reference time (a departure's pickup, else the landing), filled from the
-- booking when written and moved with it when the traveller or an admin changes the ride's time, so
-- report_sums moves the money by its own trigger on money_movements.
ALTER TABLE "money_movements" ADD COLUMN "ride_at" timestamp with time zone;
--> statement-breakpoint
UPDATE money_movements m SET ride_at = coalesce(b.pickup_time_calc, b.flight_date_time)
FROM bookings b WHERE b.id = m.booking_id;
--> statement-breakpoint
ALTER TABLE "money_movements" ALTER COLUMN "ride_at" SET NOT NULL;
--> statement-breakpoint
-- Whatever writes a movement, its ride is the booking's as it stands.
CREATE FUNCTION money_movements_ride() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT coalesce(b.pickup_time_calc, b.flight_date_time) INTO NEW.ride_at FROM bookings b
  WHERE b.id = NEW.booking_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER money_movements_ride_set BEFORE INSERT ON money_movements
  FOR EACH ROW EXECUTE FUNCTION money_movements_ride();
--> statement-breakpoint
-- A booking whose reference time changed takes its money with it (money_movements_summed moves the sums).
CREATE FUNCTION bookings_ride_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE money_movements m SET ride_at = coalesce(n.pickup_time_calc, n.flight_date_time)
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE m.booking_id = n.id
    AND coalesce(o.pickup_time_calc, o.flight_date_time) IS DISTINCT FROM coalesce(n.pickup_time_calc, n.flight_date_time);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_ride_moved AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bookings_ride_moved();
--> statement-breakpoint
-- Movements as jsonb rows (ride_at, kind, amount_cents, service_type, from_location, to_location), added
-- (sign 1) or taken away (-1), on the Cancun day of their ride.
CREATE OR REPLACE FUNCTION report_sums_of_movements(movements jsonb, sign int) RETURNS void LANGUAGE sql AS $$
  SELECT report_sums_add(coalesce(jsonb_agg(jsonb_build_object('day', day, 'service_type', service_type,
    'from_location', from_location, 'to_location', to_location, 'payments', sign * payments,
    'revenue_cents', sign * revenue_cents, 'refunds', sign * refunds, 'refunds_cents', sign * refunds_cents,
    'rides', 0, 'provider_costs', 0, 'provider_cost_cents', 0)), '[]'))
  FROM (
    SELECT report_day(m.ride_at) AS day, m.service_type, m.from_location, m.to_location,
      count(*) FILTER (WHERE m.kind = 'payment') AS payments,
      coalesce(sum(m.amount_cents) FILTER (WHERE m.kind = 'payment'), 0) AS revenue_cents,
      count(*) FILTER (WHERE m.kind = 'refund') AS refunds,
      coalesce(sum(m.amount_cents) FILTER (WHERE m.kind = 'refund'), 0) AS refunds_cents
    FROM jsonb_to_recordset(movements) AS m(ride_at timestamptz, kind text, amount_cents bigint,
      service_type text, from_location text, to_location text)
    GROUP BY 1, 2, 3, 4) grouped;
$$;
--> statement-breakpoint
-- An update counts only the movements whose ride, kind, amount or route changed.
CREATE OR REPLACE FUNCTION money_movements_summed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM report_sums_of_movements((SELECT jsonb_agg(jsonb_build_object('ride_at', ride_at, 'kind', kind,
      'amount_cents', amount_cents, 'service_type', service_type, 'from_location', from_location,
      'to_location', to_location)) FROM old_rows), -1);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM report_sums_of_movements((SELECT jsonb_agg(jsonb_build_object('ride_at', ride_at, 'kind', kind,
      'amount_cents', amount_cents, 'service_type', service_type, 'from_location', from_location,
      'to_location', to_location)) FROM new_rows), 1);
  ELSE
    PERFORM report_sums_of_movements((SELECT jsonb_agg(jsonb_build_object('ride_at', o.ride_at, 'kind', o.kind,
      'amount_cents', o.amount_cents, 'service_type', o.service_type, 'from_location', o.from_location,
      'to_location', o.to_location))
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.ride_at, o.kind, o.amount_cents, o.service_type, o.from_location, o.to_location)
        IS DISTINCT FROM (n.ride_at, n.kind, n.amount_cents, n.service_type, n.from_location, n.to_location)), -1);
    PERFORM report_sums_of_movements((SELECT jsonb_agg(jsonb_build_object('ride_at', n.ride_at, 'kind', n.kind,
      'amount_cents', n.amount_cents, 'service_type', n.service_type, 'from_location', n.from_location,
      'to_location', n.to_location))
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.ride_at, o.kind, o.amount_cents, o.service_type, o.from_location, o.to_location)
        IS DISTINCT FROM (n.ride_at, n.kind, n.amount_cents, n.service_type, n.from_location, n.to_location)), 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_sums_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM report_sums;
  INSERT INTO report_sums (day, service_type, from_location, to_location, payments, revenue_cents, refunds,
    refunds_cents, rides, provider_costs, provider_cost_cents)
  SELECT day, service_type, from_location, to_location, sum(payments), sum(revenue_cents), sum(refunds),
    sum(refunds_cents), sum(rides), sum(provider_costs), sum(provider_cost_cents)
  FROM (
    SELECT report_day(ride_at) AS day, service_type, from_location, to_location,
      (kind = 'payment')::int AS payments, CASE WHEN kind = 'payment' THEN amount_cents ELSE 0 END AS revenue_cents,
      (kind = 'refund')::int AS refunds, CASE WHEN kind = 'refund' THEN amount_cents ELSE 0 END AS refunds_cents,
      0 AS rides, 0 AS provider_costs, 0 AS provider_cost_cents
    FROM money_movements
    UNION ALL
    SELECT report_day(coalesce(pickup_time_calc, flight_date_time)), service_type, from_location, to_location,
      0, 0, 0, 0, 1, 0, 0
    FROM bookings WHERE status IN ('paid', 'confirmed', 'completed')
    UNION ALL
    SELECT report_day(coalesce(b.pickup_time_calc, b.flight_date_time)), b.service_type, b.from_location,
      b.to_location, 0, 0, 0, 0, 0, 1, o.cost_cents
    FROM ride_offers o JOIN bookings b ON b.id = o.booking_id
    WHERE o.status = 'accepted' AND (o.completed_at IS NOT NULL OR o.no_show_at IS NOT NULL)
  ) summed
  GROUP BY 1, 2, 3, 4;
$$;
--> statement-breakpoint
SELECT report_sums_rebuild();
