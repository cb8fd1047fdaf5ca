-- 0009_parking_no_overlap: the database itself refuses overlapping parking reservations of one
-- spot (issue 12, docs/decisions/0009-parking-reservations-exclusion.md).
--
-- A reservation is the inclusive date range [start_date, end_date]; a null end_date is
-- open-ended (daterange's unbounded upper end). Two reservations of the same spot whose ranges
-- overlap cannot both exist: the exclusion constraint makes the second INSERT (or an UPDATE that
-- would create an overlap) fail with SQLSTATE 23P01 exclusion_violation, also when two
-- transactions race (the later one waits for the first to commit, then fails). The server turns
-- that error into 409 PARKING_RESERVATION_OVERLAP.
--
-- `uuid WITH =` in a GiST index needs the btree_gist extension (a trusted contrib extension since
-- PostgreSQL 13: the database owner may create it; PGlite loads it from its contrib bundle). It is
-- created in `public`, never in the current schema, so that dropping a schema (the API tests work
-- in throw-away schemas) never drops the extension under another schema's constraint; the default
-- operator class is found whatever the search_path. The advisory lock keeps schemas migrating at
-- the same time on one database from racing on CREATE EXTENSION.

SELECT pg_advisory_xact_lock(hashtext('asukas.extension.btree_gist'));
CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public;

ALTER TABLE parking_reservations
  ADD CONSTRAINT parking_reservations_no_overlap
  EXCLUDE USING gist (parking_spot_id WITH =, daterange(start_date, end_date, '[]') WITH &&);
