-- Event retention (INTEGRATION_EVENT_RETENTION_DAYS, docs/integration.md "Retention"): the
-- delivery worker deletes old events whose deliveries all succeeded. This index finds an event's
-- deliveries for that test and for the cascade of the delete (the unique key leads with the
-- webhook, not the event).
CREATE INDEX integration_webhook_deliveries_event_idx ON integration_webhook_deliveries (event_id);
