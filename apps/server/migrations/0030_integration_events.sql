-- Outgoing events of the integration API (issue 22 item 4; ADR 0024): every resident action the
-- housing provider must act on is written here IN THE SAME TRANSACTION as the action
-- (transactional outbox), and reaches the provider through the pull feed
-- (GET /api/integration/v1/events) and the webhooks configured per machine client.
--
-- Feed order: (tx_id, seq). seq alone is not a stable order on PostgreSQL: a transaction that
-- took seq 5 may commit after one that took seq 6, and a reader past 6 would never see 5. The
-- feed only hands out rows whose writing transaction is older than every transaction still
-- running (tx_id < pg_snapshot_xmin(pg_current_snapshot())), in (tx_id, seq) order, so a later
-- reader never finds a new row before a cursor it was already given.
CREATE TABLE integration_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY,
  tx_id bigint NOT NULL DEFAULT (pg_current_xact_id()::text::bigint),
  -- `<snake_case entity>.<past-tense verb>`, e.g. defect_notice.created.
  type text NOT NULL CHECK (type ~ '^[a-z][a-z_]*\.[a-z][a-z_]*$'),
  -- The entity the event is about; deliveries of one entity to one endpoint keep their order.
  entity_type text NOT NULL CHECK (entity_type ~ '^[a-z][a-z_]*$'),
  entity_id uuid NOT NULL,
  occurred_at timestamptz NOT NULL,
  data jsonb NOT NULL
);
CREATE UNIQUE INDEX integration_events_feed_idx ON integration_events (tx_id, seq);
CREATE INDEX integration_events_occurred_at_idx ON integration_events (occurred_at);

-- Webhook endpoints of a machine client (administrators configure them in the staff console).
-- The Standard Webhooks signing secret (`whsec_` + base64 of 32 random bytes) is kept as it is:
-- the server signs with it, so it cannot be a hash; it is shown to the administrator once.
CREATE TABLE integration_webhooks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES integration_clients (id) ON DELETE CASCADE,
  url text NOT NULL CHECK (url ~ '^https?://'),
  event_types text[] NOT NULL CHECK (cardinality(event_types) > 0),
  secret text NOT NULL CHECK (secret ~ '^whsec_'),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Set when deleted: no new deliveries; pending ones stop. Kept for the deliveries' history.
  deleted_at timestamptz
);
CREATE INDEX integration_webhooks_client_idx ON integration_webhooks (client_id);

-- One event to one endpoint. Written with the event (same transaction) for every live endpoint
-- subscribed to its type. Life cycle: pending -> sending (claimed by one worker with
-- FOR UPDATE SKIP LOCKED; next_attempt_at is then the end of the claim's lease) -> delivered,
-- or pending again with a later next_attempt_at (exponential backoff), or dead once the retry
-- window (3 days from the event) has passed. A dead delivery can be sent again (resend).
-- In order per entity: a delivery is claimed only when no earlier delivery (event_seq) of the
-- same entity to the same endpoint is pending or sending.
CREATE TABLE integration_webhook_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  webhook_id uuid NOT NULL REFERENCES integration_webhooks (id) ON DELETE CASCADE,
  event_id uuid NOT NULL REFERENCES integration_events (id) ON DELETE CASCADE,
  event_seq bigint NOT NULL,
  entity_key text NOT NULL,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'sending', 'delivered', 'dead')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  last_attempt_at timestamptz,
  last_status_code integer,
  last_error text,
  delivered_at timestamptz,
  -- Start of the 3-day retry window: the event's time, or the moment of a resend.
  window_started_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (webhook_id, event_id)
);
CREATE INDEX integration_webhook_deliveries_due_idx
  ON integration_webhook_deliveries (next_attempt_at, event_seq)
  WHERE status IN ('pending', 'sending');
CREATE INDEX integration_webhook_deliveries_entity_idx
  ON integration_webhook_deliveries (webhook_id, entity_key, event_seq)
  WHERE status IN ('pending', 'sending');
CREATE INDEX integration_webhook_deliveries_dead_idx
  ON integration_webhook_deliveries (webhook_id, created_at) WHERE status = 'dead';
