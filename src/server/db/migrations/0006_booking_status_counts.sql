-- Keeps booking_status_counts exact (docs/decisions/011-admin-search-at-scale.md): the dashboard's chips and
-- its unfiltered total read six rows instead of counting 100,000. Statement triggers with transition tables
-- add one delta per status per statement, so a bulk insert costs one upsert, and rows are always upserted in
-- status order, so two transactions never wait on each other's counters in opposite orders.
CREATE FUNCTION booking_status_counts_add(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO booking_status_counts AS c (status, count)
  SELECT key, value::int FROM jsonb_each_text(deltas) WHERE value::int <> 0 ORDER BY key
  ON CONFLICT (status) DO UPDATE SET count = c.count + excluded.count;
$$;
--> statement-breakpoint
CREATE FUNCTION bookings_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM booking_status_counts_add(
    (SELECT coalesce(jsonb_object_agg(status, n), '{}') FROM (SELECT status, count(*) AS n FROM new_rows GROUP BY status) s));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION bookings_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM booking_status_counts_add(
    (SELECT coalesce(jsonb_object_agg(status, -n), '{}') FROM (SELECT status, count(*) AS n FROM old_rows GROUP BY status) s));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION bookings_count_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM booking_status_counts_add(
    (SELECT coalesce(jsonb_object_agg(status, n), '{}') FROM (
      SELECT status, sum(delta) AS n FROM (
        SELECT status, 1 AS delta FROM new_rows UNION ALL SELECT status, -1 FROM old_rows
      ) d GROUP BY status) s));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION bookings_count_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM booking_status_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_count_inserted AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bookings_count_inserted();
--> statement-breakpoint
CREATE TRIGGER bookings_count_deleted AFTER DELETE ON bookings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bookings_count_deleted();
--> statement-breakpoint
CREATE TRIGGER bookings_count_updated AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bookings_count_updated();
--> statement-breakpoint
CREATE TRIGGER bookings_count_truncated AFTER TRUNCATE ON bookings
  FOR EACH STATEMENT EXECUTE FUNCTION bookings_count_truncated();
--> statement-breakpoint
INSERT INTO booking_status_counts (status, count) SELECT status, count(*) FROM bookings GROUP BY status;
