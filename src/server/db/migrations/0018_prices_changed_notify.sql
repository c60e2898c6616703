-- Hand-written (issue 18): every committed write to the prices table notifies `prices_changed`, which each
-- server process listens to and forgets its in-memory copy of GET /api/prices (src/server/prices/price-cache.ts).
CREATE FUNCTION "notify_prices_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('prices_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "prices_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "prices"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_prices_changed"();
