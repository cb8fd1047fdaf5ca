-- The housing provider's ERP decides contract requests through the integration API (issue 22
-- item 5) with a reason in Finnish, Swedish and English: all three are kept here
-- ({"fi": …, "sv": …, "en": …}); decision_reason keeps the Finnish text the console shows.
ALTER TABLE termination_requests ADD COLUMN decision_reason_translations jsonb;
ALTER TABLE modification_requests ADD COLUMN decision_reason_translations jsonb;
