-- Strong identification flows (docs/decisions/0004-strong-identification.md).
--
-- `return_to`: the same-origin path (starting with one '/') the browser goes back to after the
-- identity provider's callback, e.g. the terminate or confirm page. 0001 has no place for it.
-- `created_at` gets an index for the purge of old flows (they hold personal identity codes).
ALTER TABLE identity_flows
  ADD COLUMN return_to text NOT NULL DEFAULT '/'
    CHECK (return_to ~ '^/($|[^/\\])');
CREATE INDEX identity_flows_created_at_idx ON identity_flows (created_at);
