-- Files platform (issue 11 "File uploads"; src/platform/files/). The bytes live in file storage
-- (local disk under DATA_DIR, or S3-compatible storage); the `files` table of 0001_init.sql holds
-- the records. This adds the HMAC key that signs upload and download addresses.
--
-- The key lives in the database, not in process memory, so every instance behind a load
-- balancer signs and checks with the same key (docs/architecture.md "Scale-out"). It is created on
-- first use (INSERT ... ON CONFLICT DO NOTHING) and never leaves the server.
CREATE TABLE signing_keys (
  name text PRIMARY KEY CHECK (name ~ '^[a-z][a-z_]*$'),
  key_hex text NOT NULL CHECK (key_hex ~ '^[0-9a-f]{64,}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);
