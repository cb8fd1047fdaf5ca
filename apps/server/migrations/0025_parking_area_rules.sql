-- Parking rules per parking area (issue 26 item 7): reserving a spot needs "I accept the parking
-- rules", so the rules must be readable beside that checkbox. Staff write them in Finnish,
-- Swedish and English in the staff console's parking screen; an empty text is "not written"
-- (the resident sees the Finnish text, the default language, when theirs is empty).
ALTER TABLE parking_areas
  ADD COLUMN rules_fi text NOT NULL DEFAULT '' CHECK (char_length(rules_fi) <= 5000),
  ADD COLUMN rules_sv text NOT NULL DEFAULT '' CHECK (char_length(rules_sv) <= 5000),
  ADD COLUMN rules_en text NOT NULL DEFAULT '' CHECK (char_length(rules_en) <= 5000);
