-- 0005_login_devices: the login throttle's device counters and the proven login e-mail change
-- (issue 8 items 1, 2 and 6; docs/decisions/0008-login-throttle-and-device-cookies.md).
--
-- login_attempts.device: the nonce of the signed device cookie the attempt carried when that
-- cookie was valid for the account (OWASP "device cookies"); null for every other attempt. A
-- trusted browser's failures are counted on their own, so a stranger's failures (device null)
-- cannot lock the owner out. Attempts are now stored before the password is verified, as
-- failures, and turned into successes afterwards.
ALTER TABLE login_attempts ADD COLUMN device text CHECK (device ~ '^[A-Za-z0-9_-]{16,64}$');
CREATE INDEX login_attempts_device_attempted_at_idx ON login_attempts (device, attempted_at DESC)
  WHERE device IS NOT NULL;

-- A code mailed to the new login e-mail address proves it before the change takes effect.
ALTER TABLE verification_codes DROP CONSTRAINT verification_codes_purpose_check;
ALTER TABLE verification_codes ADD CONSTRAINT verification_codes_purpose_check
  CHECK (purpose IN ('verify_email', 'reset_password', 'change_password', 'change_email'));
