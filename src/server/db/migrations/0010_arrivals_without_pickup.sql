-- Custom migration: before migration 0011 makes it a constraint, drop any pickup time an arrival kept from
-- when an admin edit made it a departure (the admin update clears it since; an arrival is timed by its
-- landing).
UPDATE "bookings" SET "pickup_time" = NULL, "pickup_time_calc" = NULL
  WHERE "service_type" = 'arrival' AND ("pickup_time" IS NOT NULL OR "pickup_time_calc" IS NOT NULL);
