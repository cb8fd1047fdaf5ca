-- The provider's own keys of the entities its systems send through the integration API (issue 22
-- item 2): one row per (entity type, external id) beside our uuid, with a version that grows by
-- one with every change (the client's If-Match) and the SHA-256 of the last accepted body (the
-- same body again changes nothing). ADR 0023 tells why this is one table and not a column per
-- table: one code path for versions and "unchanged" across seven types, and a payment is either
-- a month of invoicing (payments_by_month) or a remittance (remittances).
CREATE TABLE integration_entities (
  entity_type text NOT NULL CHECK (entity_type IN ('real-properties', 'buildings', 'apartments',
    'contracts', 'contacts', 'payments', 'documents')),
  external_id text NOT NULL CHECK (char_length(external_id) BETWEEN 1 AND 100),
  -- Our uuid of the entity, in the table named by entity_table.
  entity_id uuid NOT NULL,
  entity_table text NOT NULL CHECK (entity_table IN ('real_properties', 'buildings', 'apartments',
    'contracts', 'contacts', 'payments_by_month', 'remittances', 'documents')),
  version integer NOT NULL DEFAULT 1 CHECK (version > 0),
  body_hash text NOT NULL CHECK (body_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (entity_type, external_id),
  UNIQUE (entity_table, entity_id)
);

-- A contract's parties keep the provider's id of each party (unique within the contract), so an
-- update finds the same tenant row (and its link to the resident's account) again.
ALTER TABLE tenants ADD COLUMN external_id text CHECK (char_length(external_id) BETWEEN 1 AND 100);
CREATE UNIQUE INDEX tenants_contract_external_id_uniq ON tenants (contract_id, external_id)
  WHERE external_id IS NOT NULL;
