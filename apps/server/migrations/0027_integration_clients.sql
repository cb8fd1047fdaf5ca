-- Machine clients of the integration API (issue 22 item 1): the housing provider's ERP and
-- maintenance systems. An administrator creates a client (name, scopes, optional allowed IP
-- ranges); the client trades its public client_id and a secret for short-lived access tokens
-- (OAuth 2.0 client credentials). Only Argon2id hashes of the secrets are kept; a client may
-- have several secrets at once so that a rotation can overlap (the older ones get an expiry).
CREATE TABLE integration_clients (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The public identifier sent in HTTP Basic authentication (never a secret).
  client_id text NOT NULL UNIQUE CHECK (client_id ~ '^[A-Za-z0-9_-]{8,100}$'),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  scopes text[] NOT NULL CHECK (cardinality(scopes) > 0 AND scopes <@ ARRAY[
    'master-data:write', 'payments:write', 'documents:write', 'requests:read',
    'requests:decide', 'events:read']::text[]),
  -- CIDR ranges the client may call from; empty = any address.
  allowed_ip_ranges text[] NOT NULL DEFAULT '{}',
  created_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Set when an administrator disables the client: no tokens are issued and issued ones stop
  -- working at the next call.
  disabled_at timestamptz
);

CREATE TABLE integration_client_secrets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES integration_clients (id) ON DELETE CASCADE,
  -- Argon2id PHC string of the secret.
  secret_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Null until a rotation gives the secret an end; past it the secret no longer works.
  expires_at timestamptz
);
CREATE INDEX integration_client_secrets_client_id_idx ON integration_client_secrets (client_id);
