-- Hand-written (issue 18): emptying limit_counters (TRUNCATE, an operator or a test) notifies
-- `limit_counters_emptied`, so the embedded database's in-memory per-address counters
-- (src/server/limits/memory-counters.ts) forget what the table no longer holds. Ordinary writes do not
-- notify: on the embedded database this process is the table's only writer of those counters.
CREATE TRIGGER "limit_counters_emptied" AFTER TRUNCATE ON "limit_counters"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_trigger_channel"('limit_counters_emptied');
