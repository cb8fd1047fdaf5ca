-- 0002_accounts: registration in progress, the resident's language, codes bound to a registration
-- (issue 4 "Registration, login and passwords"; docs/decisions/0003-accounts-and-impersonation.md).
--
-- Independent of 0003_identity.sql and 0004_mail.sql, so it applies before or after them.

-- The language of a resident's mail (fi, sv, en; spec 01 §1): set at registration from the
-- registration's language and refreshed at each login from the request's language.
ALTER TABLE users
  ADD COLUMN locale text NOT NULL DEFAULT 'fi' CHECK (locale IN ('fi', 'sv', 'en'));

-- A registration in progress, bound to a short-lived registration session cookie whose token is
-- only stored as its SHA-256 (64 hex digits), like sessions.id.
--
-- Made after a strong identification (identity fields set, user_id null until the account row
-- exists), or by a login of an unconfirmed account (continue mode: user_id set, identity fields
-- copied from the account). `email` is the address the last code was sent to; `email_verified_at`
-- is set when its code was entered. The row is deleted when the account is confirmed.
CREATE TABLE registrations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  personal_identity_code text,
  first_name text,
  last_name text,
  identity_provider text CHECK (identity_provider IN ('ftn', 'passport')),
  acr text,
  locale text NOT NULL DEFAULT 'fi' CHECK (locale IN ('fi', 'sv', 'en')),
  email text CHECK (email = lower(email)),
  email_verified_at timestamptz,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  CHECK (user_id IS NOT NULL OR (personal_identity_code IS NOT NULL AND first_name IS NOT NULL
    AND last_name IS NOT NULL AND identity_provider IS NOT NULL)),
  CHECK (email_verified_at IS NULL OR email IS NOT NULL),
  CHECK (expires_at > created_at)
);
CREATE INDEX registrations_user_id_idx ON registrations (user_id);
CREATE INDEX registrations_personal_identity_code_idx ON registrations (personal_identity_code);
CREATE INDEX registrations_expires_at_idx ON registrations (expires_at);

-- A registration code belongs to its registration (there is no account yet); it goes with it.
ALTER TABLE verification_codes
  ADD COLUMN registration_id uuid REFERENCES registrations (id) ON DELETE CASCADE;
CREATE INDEX verification_codes_registration_id_idx ON verification_codes (registration_id);
CREATE INDEX verification_codes_expires_at_idx ON verification_codes (expires_at);

-- Staff search by name (spec 01 §6 "search residents by name, e-mail or contract").
CREATE INDEX users_role_last_name_idx ON users (role, lower(last_name), lower(first_name));

-- Audit queries by event and the purge of old login attempts.
CREATE INDEX audit_log_action_occurred_at_idx ON audit_log (action, occurred_at DESC);
CREATE INDEX login_attempts_attempted_at_idx ON login_attempts (attempted_at);
