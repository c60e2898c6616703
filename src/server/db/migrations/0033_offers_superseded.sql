DROP INDEX "ride_offers_unanswered_idx";--> statement-breakpoint
ALTER TABLE "ride_offers" ADD COLUMN "superseded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "ride_offers_unanswered_idx" ON "ride_offers" USING btree ("ride_at") WHERE "ride_offers"."status" in ('declined', 'expired') and not "ride_offers"."superseded";--> statement-breakpoint
-- ride_offers.superseded: an offer of the same ride came after this one, in the order its latest is chosen
-- by (offered_at, then created_at; two of one instant are both the latest, as before). Kept by the database,
-- whatever writes the offers, so Needs attention reads only the declined and expired offers that are their
-- ride's latest, with no probe per offer for a later one (docs/decisions/040-needs-attention-at-scale.md).
-- Every path of ours that writes an offer locks its booking first (offers.queries.ts), so two writes of one
-- ride's offers do not cross here.
CREATE FUNCTION ride_offers_mark_superseded(ride text) RETURNS void LANGUAGE sql AS $$
  UPDATE ride_offers o SET superseded = r.later
    FROM (SELECT id, rank() OVER (ORDER BY offered_at DESC, created_at DESC) > 1 AS later
            FROM ride_offers WHERE booking_id = ride) r
    WHERE o.id = r.id AND o.superseded IS DISTINCT FROM r.later;
$$;
--> statement-breakpoint
CREATE FUNCTION ride_offers_supersede() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM ride_offers_mark_superseded(OLD.booking_id); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.booking_id IS DISTINCT FROM OLD.booking_id) THEN
    PERFORM ride_offers_mark_superseded(NEW.booking_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Only the columns the order reads: setting `superseded` itself wakes nothing.
CREATE TRIGGER ride_offers_superseded AFTER INSERT OR DELETE OR UPDATE OF booking_id, offered_at, created_at
  ON ride_offers FOR EACH ROW EXECUTE FUNCTION ride_offers_supersede();
--> statement-breakpoint
UPDATE ride_offers o SET superseded = true WHERE EXISTS (SELECT 1 FROM ride_offers n
  WHERE n.booking_id = o.booking_id AND (n.offered_at, n.created_at) > (o.offered_at, o.created_at));
