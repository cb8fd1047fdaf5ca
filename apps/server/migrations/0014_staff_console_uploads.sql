-- Staff console, second part (issue 14; ADR 0011).
--
-- * Bulletin featured images may be uploaded files (the files platform), not only addresses: an
--   image is a file or an address, never both, and has its alternative text exactly when it
--   exists. Bulletin attachments already take a file or an address (0001).
-- * Staff TOTP secrets are sealed with AES-256-GCM in the application (`TOTP_ENCRYPTION_KEY`);
--   the key is a server setting the database never sees, so rows from before are re-sealed by the
--   server at the member's next login (a lazy upgrade) rather than here. The columns stay text
--   and take the sealed form `v1:<iv>:<tag>:<ciphertext>` (base64url parts) or, until then, the
--   bare base32 secret.
ALTER TABLE bulletins
  ADD COLUMN featured_image_file_id uuid REFERENCES files (id) ON DELETE SET NULL;
CREATE INDEX bulletins_featured_image_file_id_idx ON bulletins (featured_image_file_id);
ALTER TABLE bulletins DROP CONSTRAINT bulletins_check;
ALTER TABLE bulletins ADD CONSTRAINT bulletins_featured_image_check CHECK (
  (featured_image_url IS NULL OR featured_image_file_id IS NULL)
  AND ((featured_image_url IS NULL AND featured_image_file_id IS NULL) = (featured_image_alt IS NULL))
);

ALTER TABLE staff_accounts DROP CONSTRAINT staff_accounts_totp_secret_check;
ALTER TABLE staff_accounts ADD CONSTRAINT staff_accounts_totp_secret_check CHECK (
  totp_secret ~ '^v1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]{22,200}$'
  OR totp_secret ~ '^[A-Z2-7]{16,128}$'
);
ALTER TABLE staff_login_challenges DROP CONSTRAINT staff_login_challenges_pending_totp_secret_check;
ALTER TABLE staff_login_challenges ADD CONSTRAINT staff_login_challenges_pending_totp_secret_check CHECK (
  pending_totp_secret ~ '^v1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]{22,200}$'
  OR pending_totp_secret ~ '^[A-Z2-7]{16,128}$'
);
