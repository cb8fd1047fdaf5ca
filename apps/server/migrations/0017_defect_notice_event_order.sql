-- A defect notice's events keep the order they were recorded in (spec 01 §2: the notice's
-- timeline). created_at cannot promise it: the application clock has millisecond steps, so two
-- events recorded in the same millisecond (a work note and the completion of one integration
-- batch) tied and were ordered by their random id. A sequence is strictly increasing; existing
-- rows are numbered in their created_at order.
ALTER TABLE defect_notice_events ADD COLUMN position bigint;
UPDATE defect_notice_events e SET position = ordered.n
  FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM defect_notice_events) ordered
 WHERE ordered.id = e.id;
CREATE SEQUENCE defect_notice_events_position_seq OWNED BY defect_notice_events.position;
SELECT setval('defect_notice_events_position_seq', COALESCE(MAX(position), 0) + 1, false)
  FROM defect_notice_events;
ALTER TABLE defect_notice_events
  ALTER COLUMN position SET DEFAULT nextval('defect_notice_events_position_seq'),
  ALTER COLUMN position SET NOT NULL;
