-- Issue 23 item 3: wrong second-factor codes are counted per staff account across logins, not
-- only per login challenge, so a new password step gives no fresh guesses.
-- * second_factor_failures: codes tried since the last successful second factor; each try is
--   counted before its code is checked (a right code resets it to 0).
-- * locked_at: set when the count reaches the limit (10); the password step and the code steps
--   then answer 403 STAFF_ACCOUNT_LOCKED until an administrator unlocks the account in the
--   console (POST /api/staff/accounts/:id/unlock), which clears both.
ALTER TABLE staff_accounts
  ADD COLUMN second_factor_failures integer NOT NULL DEFAULT 0 CHECK (second_factor_failures >= 0),
  ADD COLUMN locked_at timestamptz;
