-- Stored deposit refund beneficiaries keep the order they were written in (spec 01 §2: the
-- termination form starts from them, in that order). created_at (clock_timestamp()) cannot
-- promise it: on PGlite the clock has millisecond steps, so two rows written in the same
-- millisecond tied and were ordered by their random id. An identity column is strictly
-- increasing; existing rows are numbered in their created_at order.
ALTER TABLE contract_beneficiaries ADD COLUMN position bigint;
UPDATE contract_beneficiaries cb SET position = ordered.n
  FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM contract_beneficiaries) ordered
 WHERE ordered.id = cb.id;
CREATE SEQUENCE contract_beneficiaries_position_seq OWNED BY contract_beneficiaries.position;
SELECT setval('contract_beneficiaries_position_seq', COALESCE(MAX(position), 0) + 1, false)
  FROM contract_beneficiaries;
ALTER TABLE contract_beneficiaries
  ALTER COLUMN position SET DEFAULT nextval('contract_beneficiaries_position_seq'),
  ALTER COLUMN position SET NOT NULL;
