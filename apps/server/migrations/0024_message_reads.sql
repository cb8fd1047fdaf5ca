-- Unread messages per resident (issue 26 item 4; docs/decisions/0028): how far each account has
-- read each thread. Co-tenants who see the same thread read it separately, so the mark is per
-- account and thread, not per thread. `read_at` is the creation time of the newest entry the
-- account has been shown; an entry is unread when another sender wrote it after the mark.
CREATE TABLE message_thread_reads (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  thread_id uuid NOT NULL REFERENCES message_threads (id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, thread_id)
);
CREATE INDEX message_thread_reads_thread_id_idx ON message_thread_reads (thread_id);

-- The thread whose new entry raised a message notification (issue 26 item 5): showing that
-- thread closes the notification in the same request. Null for notifications from before.
ALTER TABLE notifications
  ADD COLUMN message_thread_id uuid REFERENCES message_threads (id) ON DELETE CASCADE;
CREATE INDEX notifications_message_thread_id_idx ON notifications (message_thread_id)
  WHERE message_thread_id IS NOT NULL;

-- Threads that exist now count as read by every tenant who sees them, so that the count starts
-- from what arrives after the upgrade instead of flagging every old message at once.
INSERT INTO message_thread_reads (user_id, thread_id, read_at)
SELECT DISTINCT tn.user_id, t.id, t.last_entry_at
  FROM message_threads t
  JOIN tenants tn ON tn.contract_id = t.contract_id AND tn.user_id IS NOT NULL
 WHERE t.created_by_user_id = tn.user_id OR t.created_by_user_id IS NULL;
