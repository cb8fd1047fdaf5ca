-- The bulk load (issue 22 item 3) tells a repeated (type, external id) within one input from a
-- new one without holding every key of the input in memory: each line it applies marks its key
-- with the load's id, and a later line of the same load that finds its key so marked is a
-- DUPLICATE_EXTERNAL_ID. Null for keys written by single upserts.
ALTER TABLE integration_entities ADD COLUMN load_id uuid;
