-- Owner: main service (global config, GET /v1/ow/config). What the footer and the policy
-- pages say of the operator: company, ICP and public-security record numbers (Chinese law
-- requires both on every page), customer-service hotline, hours and e-mail, and the
-- official account's QR image. Empty hides the item; a deploy sets them with
-- `wrangler d1 execute DB --remote --command "UPDATE ow_config SET … WHERE id = 1"`.
ALTER TABLE ow_config ADD COLUMN company_name TEXT NOT NULL DEFAULT '';
ALTER TABLE ow_config ADD COLUMN icp_record TEXT NOT NULL DEFAULT '';
ALTER TABLE ow_config ADD COLUMN police_record TEXT NOT NULL DEFAULT '';
ALTER TABLE ow_config ADD COLUMN police_record_code TEXT NOT NULL DEFAULT '';
ALTER TABLE ow_config ADD COLUMN service_hotline TEXT NOT NULL DEFAULT '';
ALTER TABLE ow_config ADD COLUMN service_hours TEXT NOT NULL DEFAULT '';
ALTER TABLE ow_config ADD COLUMN service_email TEXT NOT NULL DEFAULT '';
ALTER TABLE ow_config ADD COLUMN official_account_qr TEXT NOT NULL DEFAULT '';
