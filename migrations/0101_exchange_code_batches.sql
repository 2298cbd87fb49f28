-- Owner: the activity service; the console issues. Redemption codes issued together are one
-- batch (the console lists batches and downloads each as CSV); codes from before have none.
ALTER TABLE activity_exchange_codes ADD COLUMN batch TEXT;
ALTER TABLE activity_exchange_codes ADD COLUMN issued_at INTEGER;
CREATE INDEX activity_exchange_codes_batch ON activity_exchange_codes(batch);
