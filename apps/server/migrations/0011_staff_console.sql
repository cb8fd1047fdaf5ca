-- 0011_staff_console: the housing provider's staff console (issue 14; ADR 0011).
--
-- * staff_accounts: the roles of a staff login (users.role = 'staff'), the real properties a
--   maintenance or customer-service member works for (empty = all), and the TOTP second factor
--   (RFC 6238, base32 secret; null until enrolled on the first login).
-- * staff_recovery_codes: one-time recovery codes of the second factor (SHA-256 only).
-- * staff_login_challenges: a password proven at POST /api/staff/login, waiting for the second
--   factor (or its enrolment); bound to a short-lived HttpOnly cookie whose token is only stored as
--   its SHA-256, like sessions.id. A session exists only after the second factor.
-- * staff_internal_notes: notes staff keep on a resident's request; never shown to residents.
-- * feedback_question_answers: the answers given to a question or feedback (the answer also
--   reaches the resident as a message entry in a thread of the contract).
-- * bulletins: Swedish and English versions (Finnish is the master and required), an audience of
--   several real properties or buildings, unpublishing, and the staff member who wrote it.

CREATE TABLE staff_accounts (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- Empty: a staff login that reaches nothing in the console until an administrator grants roles.
  roles text[] NOT NULL DEFAULT '{}' CHECK (
    roles <@ ARRAY['customer_service', 'maintenance', 'property_manager', 'administrator']::text[]),
  real_property_ids uuid[] NOT NULL DEFAULT '{}',
  totp_secret text CHECK (totp_secret ~ '^[A-Z2-7]{16,128}$'),
  totp_enrolled_at timestamptz,
  -- The RFC 6238 time step of the last accepted code: a code is never accepted twice.
  totp_last_step bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((totp_secret IS NULL) = (totp_enrolled_at IS NULL))
);

CREATE TABLE staff_recovery_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES staff_accounts (user_id) ON DELETE CASCADE,
  code_hash text NOT NULL CHECK (code_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz,
  UNIQUE (user_id, code_hash)
);

CREATE TABLE staff_login_challenges (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  user_id uuid NOT NULL REFERENCES staff_accounts (user_id) ON DELETE CASCADE,
  -- A secret offered for enrolment, kept until the first code proves the authenticator has it.
  pending_totp_secret text CHECK (pending_totp_secret ~ '^[A-Z2-7]{16,128}$'),
  failed_attempts integer NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX staff_login_challenges_user_id_idx ON staff_login_challenges (user_id);
CREATE INDEX staff_login_challenges_expires_at_idx ON staff_login_challenges (expires_at);

CREATE TABLE staff_internal_notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  entity_type text NOT NULL CHECK (entity_type IN (
    'defect_notice', 'feedback_question_notice', 'message_thread', 'termination_request',
    'modification_request')),
  entity_id uuid NOT NULL,
  author_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 3000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_internal_notes_entity_idx ON staff_internal_notes (entity_type, entity_id, created_at);

CREATE TABLE feedback_question_answers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  notice_id uuid NOT NULL REFERENCES feedback_question_notices (id) ON DELETE CASCADE,
  author_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  html_content text NOT NULL,
  message_entry_id uuid REFERENCES message_entries (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_question_answers_notice_idx ON feedback_question_answers (notice_id, created_at);

-- Who decided a contract request and why (the reason is shown to staff and e-mailed).
ALTER TABLE termination_requests ADD COLUMN decision_reason text CHECK (char_length(decision_reason) <= 1000);
ALTER TABLE modification_requests ADD COLUMN decision_reason text CHECK (char_length(decision_reason) <= 1000);

ALTER TABLE bulletins
  ADD COLUMN title_sv text,
  ADD COLUMN title_en text,
  ADD COLUMN excerpt_sv text,
  ADD COLUMN excerpt_en text,
  ADD COLUMN body_html_sv text,
  ADD COLUMN body_html_en text,
  -- Audience of several properties or buildings; both empty with both scope columns null = all.
  ADD COLUMN audience_real_property_ids uuid[] NOT NULL DEFAULT '{}',
  ADD COLUMN audience_building_ids uuid[] NOT NULL DEFAULT '{}',
  ADD COLUMN unpublished_at timestamptz,
  ADD COLUMN created_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL;

-- The staff inbox reads every resident request by status and age.
CREATE INDEX defect_notices_status_created_idx ON defect_notices (status, created_at);
CREATE INDEX feedback_question_notices_status_created_idx ON feedback_question_notices (status, created_at);
CREATE INDEX message_entries_created_at_idx ON message_entries (created_at DESC);
CREATE INDEX audit_log_entity_idx ON audit_log (entity_type, entity_id, occurred_at DESC);
