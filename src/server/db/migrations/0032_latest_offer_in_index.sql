-- The offers of a ride in the order made, created_at after offered_at: the latest offer (the board's and
-- Needs attention's per ride) is the first entry of a backward scan, with no sort per ride.
DROP INDEX "ride_offers_booking_idx";--> statement-breakpoint
CREATE INDEX "ride_offers_booking_idx" ON "ride_offers" USING btree ("booking_id","offered_at","created_at");