-- Hand-written: ride_offers.superseded kept once per statement instead of once per row. A statement that
-- writes many offers (a bulk load, an operator's bulk action) marked each offer's ride apart, and each of
-- those updates woke the report sums' statement trigger once more: 2,000 offers in one insert took 23 s
-- on PostgreSQL. Now each statement marks the rides it touched in one update. The order is the same:
-- offered_at, then created_at, later first; two of one instant are both the latest.
DROP TRIGGER ride_offers_superseded ON ride_offers;
--> statement-breakpoint
DROP FUNCTION ride_offers_supersede();
--> statement-breakpoint
DROP FUNCTION ride_offers_mark_superseded(text);
--> statement-breakpoint
CREATE FUNCTION ride_offers_mark_superseded(rides text[]) RETURNS void LANGUAGE sql AS $$
  UPDATE ride_offers o SET superseded = r.later
    FROM (SELECT id, rank() OVER (PARTITION BY booking_id ORDER BY offered_at DESC, created_at DESC) > 1 AS later
            FROM ride_offers WHERE booking_id = ANY (rides)) r
    WHERE o.id = r.id AND o.superseded IS DISTINCT FROM r.later;
$$;
--> statement-breakpoint
CREATE FUNCTION ride_offers_supersede_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ride_offers_mark_superseded(ARRAY(SELECT DISTINCT booking_id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION ride_offers_supersede_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ride_offers_mark_superseded(ARRAY(SELECT DISTINCT booking_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only rows whose ride or place in the order changed wake the marks: setting `superseded` itself (this
-- function's own update) finds none and stops there.
CREATE FUNCTION ride_offers_supersede_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rides text[];
BEGIN
  rides := ARRAY(
    SELECT DISTINCT ride FROM old_rows o JOIN new_rows n ON n.id = o.id,
      LATERAL (VALUES (o.booking_id), (n.booking_id)) AS touched(ride)
    WHERE (o.booking_id, o.offered_at, o.created_at) IS DISTINCT FROM (n.booking_id, n.offered_at, n.created_at));
  IF cardinality(rides) > 0 THEN
    PERFORM ride_offers_mark_superseded(rides);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ride_offers_superseded_inserted AFTER INSERT ON ride_offers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ride_offers_supersede_inserted();
--> statement-breakpoint
CREATE TRIGGER ride_offers_superseded_deleted AFTER DELETE ON ride_offers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ride_offers_supersede_deleted();
--> statement-breakpoint
CREATE TRIGGER ride_offers_superseded_updated AFTER UPDATE ON ride_offers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION ride_offers_supersede_updated();
