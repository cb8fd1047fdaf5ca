-- An edit of a fault report by another party of the contract is recorded in the report's
-- timeline as theirs (issue 23 item 4): a new event type `edited` with the editor's user id.
ALTER TABLE defect_notice_events DROP CONSTRAINT defect_notice_events_event_type_check;
ALTER TABLE defect_notice_events ADD CONSTRAINT defect_notice_events_event_type_check
  CHECK (event_type IN (
    'created', 'work_order_linked', 'completed', 'work_note_created', 'work_order_started',
    'work_order_accepted', 'work_order_completed', 'edited'));
ALTER TABLE defect_notice_events
  ADD COLUMN actor_user_id uuid REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX defect_notice_events_actor_user_id_idx ON defect_notice_events (actor_user_id);
