-- Hand-written (issue 46, docs/decisions/069): a booking inserted pending (every booking the form makes)
-- adds nothing to report_sums, yet the insert trigger built, grouped and upserted its jsonb all the same
-- (about half a millisecond of each booking's insert on PostgreSQL). A new booking can have no offers yet
-- (ride_offers references it), so only its ride counts, and only when it is paid, confirmed or completed
-- (MANIFEST_STATUSES): an insert of rows none of which is such a ride now returns before any of that work.
-- Updates and deletes are summed as before.
CREATE OR REPLACE FUNCTION bookings_summed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM new_rows WHERE status IN ('paid', 'confirmed', 'completed')) THEN
      RETURN NULL;
    END IF;
    PERFORM report_sums_of_bookings((SELECT jsonb_agg(jsonb_build_object('id', id, 'status', status,
      'service_type', service_type, 'from_location', from_location, 'to_location', to_location,
      'pickup_time_calc', pickup_time_calc, 'flight_date_time', flight_date_time))
      FROM new_rows WHERE status IN ('paid', 'confirmed', 'completed')), 1);
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
