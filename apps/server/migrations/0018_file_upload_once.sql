-- Issue 23 item 2: an upload address takes one PUT, and the bytes a completed file serves are
-- written once (docs/decisions/0025). `upload_state` is the upload's step, changed only by
-- conditional updates, so two requests cannot both take the same step:
--   waiting    initialised; no bytes yet (with S3 the browser PUTs to the bucket from here)
--   receiving  one PUT holds the address (any other PUT is refused 409); back to waiting when
--              it fails, nothing kept
--   received   the PUT's bytes are stored under storage_key (a key fresh for that PUT)
--   checking   file-complete is checking them (another completion or PUT is refused 409)
--   refused    the bytes were not the declared type or too large; they are deleted
--   completed  uploaded: storage_key names bytes written once, checked, never replaced
ALTER TABLE files ADD COLUMN upload_state text NOT NULL DEFAULT 'waiting'
  CHECK (upload_state IN ('waiting', 'receiving', 'received', 'checking', 'refused', 'completed'));
-- Rows from before: completed ones are completed; an unfinished one may have its bytes stored.
UPDATE files SET upload_state = CASE WHEN uploaded THEN 'completed' ELSE 'received' END;
ALTER TABLE files ADD CONSTRAINT files_uploaded_state_check
  CHECK (uploaded = (upload_state = 'completed'));
