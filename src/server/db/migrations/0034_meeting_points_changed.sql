-- Hand-written: every committed write to the meeting points notifies `meeting_points_changed`; each server
-- process listens and forgets its in-memory copy (src/server/db/meeting-points-cache.ts), as for prices.
CREATE FUNCTION "notify_meeting_points_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('meeting_points_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "meeting_points_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "meeting_points"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_meeting_points_changed"();
