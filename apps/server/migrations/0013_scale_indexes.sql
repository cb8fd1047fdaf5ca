-- Indexes from the plans of the front page's hot queries at landlord scale (issue 9 item 6):
-- 100,000 residents, 60,000 contracts, 1,000,000 notifications, fault reports and messages.
-- Plans before and after: docs/performance/hot-queries.md (`npm run bench -- --scale`).

-- Bulletins of a building (bulletins.list): the global ones (no building, no real property) were
-- found through `bulletins_building_id_idx` with `building_id IS NULL`, which also matches every
-- real property's bulletins, all read and filtered away (2,008 rows for 10 at 100,000 residents).
CREATE INDEX bulletins_global_published_idx ON bulletins (published_at DESC, id)
  WHERE building_id IS NULL AND real_property_id IS NULL;

-- Contacts of a building (contracts.contacts): the same for the global contacts, which were found
-- through `contacts_building_id_idx` with `building_id IS NULL` (every real property's contacts).
CREATE INDEX contacts_global_idx ON contacts (contact_category, sort_order)
  WHERE building_id IS NULL AND real_property_id IS NULL;
