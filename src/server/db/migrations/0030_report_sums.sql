CREATE TABLE "report_sums" (
	"day" date NOT NULL,
	"service_type" text NOT NULL,
	"from_location" text NOT NULL,
	"to_location" text NOT NULL,
	"payments" bigint DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"refunds" bigint DEFAULT 0 NOT NULL,
	"refunds_cents" bigint DEFAULT 0 NOT NULL,
	"rides" bigint DEFAULT 0 NOT NULL,
	"provider_costs" bigint DEFAULT 0 NOT NULL,
	"provider_cost_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_sums_day_service_type_from_location_to_location_pk" PRIMARY KEY("day","service_type","from_location","to_location")
);
--> statement-breakpoint
-- Keeps report_sums exact (docs/decisions/040-needs-attention-at-scale.md), in the database so it holds on
-- both engines and across servers whatever writes the rows. Each statement's rows are summed per (day,
-- service type, route) first and upserted in key order (as booking_status_counts is, migration 0006). The
-- definitions are those the report scanned for before: money by the Cancun day it moved; a booking's ride
-- (paid, confirmed, completed: MANIFEST_STATUSES) and the cost of its accepted offers marked completed or
-- no-show by the Cancun day of its pickup, else its landing. The trigger functions hand their rows on as
-- jsonb because a transition table is visible only in the trigger's own function.
CREATE FUNCTION report_day(instant timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT (instant AT TIME ZONE 'America/Cancun')::date;
$$;
--> statement-breakpoint
CREATE FUNCTION report_sums_add(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_sums AS s (day, service_type, from_location, to_location, payments, revenue_cents,
    refunds, refunds_cents, rides, provider_costs, provider_cost_cents)
  SELECT d.day, d.service_type, d.from_location, d.to_location, sum(d.payments), sum(d.revenue_cents),
    sum(d.refunds), sum(d.refunds_cents), sum(d.rides), sum(d.provider_costs), sum(d.provider_cost_cents)
  FROM jsonb_to_recordset(deltas) AS d(day date, service_type text, from_location text, to_location text,
    payments bigint, revenue_cents bigint, refunds bigint, refunds_cents bigint, rides bigint,
    provider_costs bigint, provider_cost_cents bigint)
  GROUP BY 1, 2, 3, 4
  HAVING (sum(d.payments), sum(d.revenue_cents), sum(d.refunds), sum(d.refunds_cents), sum(d.rides),
    sum(d.provider_costs), sum(d.provider_cost_cents)) <> (0, 0, 0, 0, 0, 0, 0)
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, service_type, from_location, to_location) DO UPDATE SET
    payments = s.payments + excluded.payments,
    revenue_cents = s.revenue_cents + excluded.revenue_cents,
    refunds = s.refunds + excluded.refunds,
    refunds_cents = s.refunds_cents + excluded.refunds_cents,
    rides = s.rides + excluded.rides,
    provider_costs = s.provider_costs + excluded.provider_costs,
    provider_cost_cents = s.provider_cost_cents + excluded.provider_cost_cents;
$$;
--> statement-breakpoint
-- Movements as jsonb rows (at, kind, amount_cents, service_type, from_location, to_location), added (sign 1)
-- or taken away (-1).
CREATE FUNCTION report_sums_of_movements(movements jsonb, sign int) RETURNS void LANGUAGE sql AS $$
  SELECT report_sums_add(coalesce(jsonb_agg(jsonb_build_object('day', day, 'service_type', service_type,
    'from_location', from_location, 'to_location', to_location, 'payments', sign * payments,
    'revenue_cents', sign * revenue_cents, 'refunds', sign * refunds, 'refunds_cents', sign * refunds_cents,
    'rides', 0, 'provider_costs', 0, 'provider_cost_cents', 0)), '[]'))
  FROM (
    SELECT report_day(m.at) AS day, m.service_type, m.from_location, m.to_location,
      count(*) FILTER (WHERE m.kind = 'payment') AS payments,
      coalesce(sum(m.amount_cents) FILTER (WHERE m.kind = 'payment'), 0) AS revenue_cents,
      count(*) FILTER (WHERE m.kind = 'refund') AS refunds,
      coalesce(sum(m.amount_cents) FILTER (WHERE m.kind = 'refund'), 0) AS refunds_cents
    FROM jsonb_to_recordset(movements) AS m(at timestamptz, kind text, amount_cents bigint, service_type text,
      from_location text, to_location text)
    GROUP BY 1, 2, 3, 4) grouped;
$$;
--> statement-breakpoint
-- Bookings as jsonb rows (id, status, service_type, from_location, to_location, pickup_time_calc,
-- flight_date_time): their rides and the provider cost of their offers as the offers stand now.
CREATE FUNCTION report_sums_of_bookings(booked jsonb, sign int) RETURNS void LANGUAGE sql AS $$
  SELECT report_sums_add(coalesce(jsonb_agg(jsonb_build_object('day', day, 'service_type', service_type,
    'from_location', from_location, 'to_location', to_location, 'payments', 0, 'revenue_cents', 0,
    'refunds', 0, 'refunds_cents', 0, 'rides', sign * rides, 'provider_costs', sign * provider_costs,
    'provider_cost_cents', sign * provider_cost_cents)), '[]'))
  FROM (
    SELECT report_day(coalesce(b.pickup_time_calc, b.flight_date_time)) AS day, b.service_type,
      b.from_location, b.to_location,
      count(*) FILTER (WHERE b.status IN ('paid', 'confirmed', 'completed')) AS rides,
      sum(cost.offers) AS provider_costs, sum(cost.cents) AS provider_cost_cents
    FROM jsonb_to_recordset(booked) AS b(id text, status text, service_type text, from_location text,
      to_location text, pickup_time_calc timestamptz, flight_date_time timestamptz)
    CROSS JOIN LATERAL (
      SELECT count(*) AS offers, coalesce(sum(o.cost_cents), 0) AS cents FROM ride_offers o
      WHERE o.booking_id = b.id AND o.status = 'accepted' AND (o.completed_at IS NOT NULL OR o.no_show_at IS NOT NULL)
    ) cost
    GROUP BY 1, 2, 3, 4) grouped;
$$;
--> statement-breakpoint
-- Offers as jsonb rows (booking_id, status, cost_cents, completed_at, no_show_at): the cost of those
-- accepted and marked completed or no-show, on their booking's day and route.
CREATE FUNCTION report_sums_of_offers(offers jsonb, sign int) RETURNS void LANGUAGE sql AS $$
  SELECT report_sums_add(coalesce(jsonb_agg(jsonb_build_object('day', day, 'service_type', service_type,
    'from_location', from_location, 'to_location', to_location, 'payments', 0, 'revenue_cents', 0,
    'refunds', 0, 'refunds_cents', 0, 'rides', 0, 'provider_costs', sign * provider_costs,
    'provider_cost_cents', sign * provider_cost_cents)), '[]'))
  FROM (
    SELECT report_day(coalesce(b.pickup_time_calc, b.flight_date_time)) AS day, b.service_type,
      b.from_location, b.to_location, count(*) AS provider_costs, sum(o.cost_cents) AS provider_cost_cents
    FROM jsonb_to_recordset(offers) AS o(booking_id text, status text, cost_cents bigint,
      completed_at timestamptz, no_show_at timestamptz)
    JOIN bookings b ON b.id = o.booking_id
    WHERE o.status = 'accepted' AND (o.completed_at IS NOT NULL OR o.no_show_at IS NOT NULL)
    GROUP BY 1, 2, 3, 4) grouped;
$$;
--> statement-breakpoint
CREATE FUNCTION money_movements_summed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM report_sums_of_movements((SELECT jsonb_agg(jsonb_build_object('at', at, 'kind', kind,
      'amount_cents', amount_cents, 'service_type', service_type, 'from_location', from_location,
      'to_location', to_location)) FROM old_rows), -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM report_sums_of_movements((SELECT jsonb_agg(jsonb_build_object('at', at, 'kind', kind,
      'amount_cents', amount_cents, 'service_type', service_type, 'from_location', from_location,
      'to_location', to_location)) FROM new_rows), 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update counts only the bookings whose status, type, route or reference time changed.
CREATE FUNCTION bookings_summed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_sums_of_bookings((SELECT jsonb_agg(jsonb_build_object('id', id, 'status', status,
      'service_type', service_type, 'from_location', from_location, 'to_location', to_location,
      'pickup_time_calc', pickup_time_calc, 'flight_date_time', flight_date_time)) FROM new_rows), 1);
  ELSE
    PERFORM report_sums_of_bookings((SELECT jsonb_agg(jsonb_build_object('id', o.id, 'status', o.status,
      'service_type', o.service_type, 'from_location', o.from_location, 'to_location', o.to_location,
      'pickup_time_calc', o.pickup_time_calc, 'flight_date_time', o.flight_date_time))
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status, o.service_type, o.from_location, o.to_location, o.pickup_time_calc, o.flight_date_time)
        IS DISTINCT FROM (n.status, n.service_type, n.from_location, n.to_location, n.pickup_time_calc, n.flight_date_time)), -1);
    PERFORM report_sums_of_bookings((SELECT jsonb_agg(jsonb_build_object('id', n.id, 'status', n.status,
      'service_type', n.service_type, 'from_location', n.from_location, 'to_location', n.to_location,
      'pickup_time_calc', n.pickup_time_calc, 'flight_date_time', n.flight_date_time))
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status, o.service_type, o.from_location, o.to_location, o.pickup_time_calc, o.flight_date_time)
        IS DISTINCT FROM (n.status, n.service_type, n.from_location, n.to_location, n.pickup_time_calc, n.flight_date_time)), 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A booking leaves the sums before it is deleted, while its offers still say what it cost (they go with it,
-- by the cascade, when their booking can no longer be found to place them).
CREATE FUNCTION bookings_unsummed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_sums_of_bookings(jsonb_build_array(jsonb_build_object('id', OLD.id, 'status', OLD.status,
    'service_type', OLD.service_type, 'from_location', OLD.from_location, 'to_location', OLD.to_location,
    'pickup_time_calc', OLD.pickup_time_calc, 'flight_date_time', OLD.flight_date_time)), -1);
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE FUNCTION ride_offers_summed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_sums_of_offers((SELECT jsonb_agg(jsonb_build_object('booking_id', booking_id,
      'status', status, 'cost_cents', cost_cents, 'completed_at', completed_at, 'no_show_at', no_show_at))
      FROM new_rows), 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_sums_of_offers((SELECT jsonb_agg(jsonb_build_object('booking_id', booking_id,
      'status', status, 'cost_cents', cost_cents, 'completed_at', completed_at, 'no_show_at', no_show_at))
      FROM old_rows), -1);
  ELSE
    PERFORM report_sums_of_offers((SELECT jsonb_agg(jsonb_build_object('booking_id', o.booking_id,
      'status', o.status, 'cost_cents', o.cost_cents, 'completed_at', o.completed_at, 'no_show_at', o.no_show_at))
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.booking_id, o.status, o.cost_cents, o.completed_at IS NULL, o.no_show_at IS NULL)
        IS DISTINCT FROM (n.booking_id, n.status, n.cost_cents, n.completed_at IS NULL, n.no_show_at IS NULL)), -1);
    PERFORM report_sums_of_offers((SELECT jsonb_agg(jsonb_build_object('booking_id', n.booking_id,
      'status', n.status, 'cost_cents', n.cost_cents, 'completed_at', n.completed_at, 'no_show_at', n.no_show_at))
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.booking_id, o.status, o.cost_cents, o.completed_at IS NULL, o.no_show_at IS NULL)
        IS DISTINCT FROM (n.booking_id, n.status, n.cost_cents, n.completed_at IS NULL, n.no_show_at IS NULL)), 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Everything summed again from the rows: the backfill below, and after a TRUNCATE of a table summed.
CREATE FUNCTION report_sums_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM report_sums;
  INSERT INTO report_sums (day, service_type, from_location, to_location, payments, revenue_cents, refunds,
    refunds_cents, rides, provider_costs, provider_cost_cents)
  SELECT day, service_type, from_location, to_location, sum(payments), sum(revenue_cents), sum(refunds),
    sum(refunds_cents), sum(rides), sum(provider_costs), sum(provider_cost_cents)
  FROM (
    SELECT report_day(at) AS day, service_type, from_location, to_location,
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
CREATE FUNCTION report_sums_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_sums_rebuild();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER money_movements_summed_inserted AFTER INSERT ON money_movements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION money_movements_summed();
--> statement-breakpoint
CREATE TRIGGER money_movements_summed_updated AFTER UPDATE ON money_movements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION money_movements_summed();
--> statement-breakpoint
CREATE TRIGGER money_movements_summed_deleted AFTER DELETE ON money_movements
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION money_movements_summed();
--> statement-breakpoint
CREATE TRIGGER bookings_summed_inserted AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bookings_summed();
--> statement-breakpoint
CREATE TRIGGER bookings_summed_updated AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bookings_summed();
--> statement-breakpoint
CREATE TRIGGER bookings_summed_deleting BEFORE DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_unsummed();
--> statement-breakpoint
CREATE TRIGGER ride_offers_summed_inserted AFTER INSERT ON ride_offers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ride_offers_summed();
--> statement-breakpoint
CREATE TRIGGER ride_offers_summed_updated AFTER UPDATE ON ride_offers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ride_offers_summed();
--> statement-breakpoint
CREATE TRIGGER ride_offers_summed_deleted AFTER DELETE ON ride_offers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ride_offers_summed();
--> statement-breakpoint
CREATE TRIGGER money_movements_summed_truncated AFTER TRUNCATE ON money_movements
  FOR EACH STATEMENT EXECUTE FUNCTION report_sums_truncated();
--> statement-breakpoint
CREATE TRIGGER bookings_summed_truncated AFTER TRUNCATE ON bookings
  FOR EACH STATEMENT EXECUTE FUNCTION report_sums_truncated();
--> statement-breakpoint
CREATE TRIGGER ride_offers_summed_truncated AFTER TRUNCATE ON ride_offers
  FOR EACH STATEMENT EXECUTE FUNCTION report_sums_truncated();
--> statement-breakpoint
SELECT report_sums_rebuild();
