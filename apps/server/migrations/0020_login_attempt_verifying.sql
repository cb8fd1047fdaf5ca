-- Issue 23 item 10: a login attempt is stored before its password is verified (ADR 0008) and is
-- marked `verifying` until the verification settles it as a success or a failure. An attempt
-- that finds the throttle closed only because of attempts still being verified waits for them
-- instead of being refused: a right password is no failure, so parallel tabs or a family sharing
-- one login all get in, while parallel wrong guesses still queue behind the five that count.
ALTER TABLE login_attempts ADD COLUMN verifying boolean NOT NULL DEFAULT false;
