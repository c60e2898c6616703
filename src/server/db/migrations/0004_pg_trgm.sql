-- Trigram matching for the admin search (bookings_search_trgm_idx, docs/decisions/011-admin-search-at-scale.md).
-- pg_trgm is a trusted extension: the owner of the database may create it without being a superuser.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
