-- 0010: the state machine of termination and modification requests (issue 13).
--
-- Every transition of a request is one row of `contract_request_transitions`, written in the
-- same transaction as the status change: who (user, tenant, staff), when, from which status to
-- which, by which event, and how the actor was identified (bank ID through an identity flow,
-- the password session, or the staff console). Notifications name the transition that caused
-- them, so every notification can be traced to exactly one transition.
--
-- `identity_flows.operation_hash`: SHA-256 of the pending operation's data, the signed-in
-- session and a random operation nonce, computed when the confirmation starts and checked at
-- the callback ("nonce diff failed" when it no longer matches).

CREATE TABLE contract_request_transitions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  termination_request_id uuid REFERENCES termination_requests (id) ON DELETE CASCADE,
  modification_request_id uuid REFERENCES modification_requests (id) ON DELETE CASCADE,
  event text NOT NULL CHECK (event IN (
    'create', 'authenticate', 'abandon', 'tenant_accept', 'tenant_reject',
    'provider_approve', 'provider_reject')),
  from_status text CHECK (from_status IN (
    'pending_strong_authentication', 'pending_tenant_approval', 'ready_for_review', 'approved', 'rejected')),
  to_status text NOT NULL CHECK (to_status IN (
    'pending_strong_authentication', 'pending_tenant_approval', 'ready_for_review', 'approved', 'rejected')),
  actor_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  actor_tenant_id uuid REFERENCES tenants (id) ON DELETE SET NULL,
  identified_by text NOT NULL CHECK (identified_by IN ('ftn', 'passport', 'session', 'staff', 'system')),
  identity_flow_id uuid REFERENCES identity_flows (id) ON DELETE SET NULL,
  acr text,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((termination_request_id IS NULL) <> (modification_request_id IS NULL))
);
CREATE INDEX contract_request_transitions_termination_idx
  ON contract_request_transitions (termination_request_id, occurred_at);
CREATE INDEX contract_request_transitions_modification_idx
  ON contract_request_transitions (modification_request_id, occurred_at);

ALTER TABLE notifications
  ADD COLUMN request_transition_id uuid REFERENCES contract_request_transitions (id) ON DELETE SET NULL;
CREATE INDEX notifications_request_transition_id_idx ON notifications (request_transition_id);

ALTER TABLE identity_flows ADD COLUMN operation_hash text CHECK (operation_hash ~ '^[0-9a-f]{64}$');
