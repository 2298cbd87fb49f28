-- The sandbox pay channel's own ledger (issue 25), owned by the sandbox console
-- (worker/sandbox/, SANDBOX=on only): every payment it took and refund it gave, whether or
-- not its notification reached the payment service, so its trade bill can show a payment
-- whose notification was lost. Amounts in cents; unique per order and kind, as at a channel.
CREATE TABLE sandbox_pay_takes (
  out_trade_no TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('paid', 'refund')),
  channel_trade_no TEXT NOT NULL,
  amount INTEGER NOT NULL,
  time INTEGER NOT NULL,
  notified INTEGER NOT NULL DEFAULT 1,
  PRIMARY KEY (out_trade_no, kind)
);
CREATE INDEX sandbox_pay_takes_time ON sandbox_pay_takes(time);
