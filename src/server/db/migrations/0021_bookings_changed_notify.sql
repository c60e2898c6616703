-- Hand-written (issue 18): every committed write to the bookings table notifies `bookings_changed`, which
-- each server process listens to and forgets its in-memory Check My Booking answers
-- (src/server/bookings/lookup-cache.ts). Per statement, so a batch update costs one notification.
-- The function notifies the channel its trigger names, so every table watched this way shares it.
CREATE FUNCTION "notify_trigger_channel"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_trigger_channel"('bookings_changed');
