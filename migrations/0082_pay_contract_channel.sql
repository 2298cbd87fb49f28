-- Auto-renewal contracts signed at a real channel (decision 030), owned by the payment
-- service. A contract signed at WeChat Pay (委托代扣) or Alipay (周期扣款) keeps the
-- channel's id for it, which every deduction and the cancellation name.
ALTER TABLE pay_contracts ADD COLUMN channel_contract_id TEXT;
-- The site's origin when the contract was made: where the channel posts the notifications
-- of the deductions the Cron job makes (it has no request of its own).
ALTER TABLE pay_contracts ADD COLUMN site_origin TEXT;

-- Every verified contract notification (signed, or ended at the channel), once per
-- contract and kind: a duplicate inserts nothing.
CREATE TABLE pay_contract_events (
  id INTEGER PRIMARY KEY,
  contract_uuid TEXT NOT NULL REFERENCES pay_contracts(contract_uuid),
  kind TEXT NOT NULL CHECK (kind IN ('signed', 'terminated')),
  channel TEXT NOT NULL,
  channel_contract_id TEXT NOT NULL,
  event_time INTEGER NOT NULL,
  received_at INTEGER NOT NULL,
  UNIQUE (contract_uuid, kind)
);

-- When the channel was told of the charge a notice announces (WeChat Pay's 预约扣费);
-- NULL until it was, so a failed announcement is tried again by the next run.
ALTER TABLE pay_renewal_notices ADD COLUMN channel_scheduled_at INTEGER;
