-- Daily reconciliation of the payment service (issue 25), owned by the payment service
-- (worker/services/pay/reconcile.ts): each channel's trade bill of a China day, compared
-- with pay_orders. One run per channel and day; the bill's lines as read; every mismatch
-- once (unique per channel, order and kind), with what was done about it.

-- state: running (claimed; a claim older than 15 minutes may be taken over), done, failed
-- (retried from next_attempt_at).
CREATE TABLE pay_reconciliation_runs (
  channel TEXT NOT NULL,
  bill_date TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('running', 'done', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 1,
  started_at INTEGER NOT NULL,
  finished_at INTEGER,
  next_attempt_at INTEGER,
  bill_rows INTEGER NOT NULL DEFAULT 0,
  mismatches INTEGER NOT NULL DEFAULT 0,
  error TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (channel, bill_date)
);

-- The channel's bill, line by line (amounts in cents): what "paid there" means for a day.
CREATE TABLE pay_bill_rows (
  channel TEXT NOT NULL,
  bill_date TEXT NOT NULL,
  out_trade_no TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('paid', 'refund')),
  channel_trade_no TEXT NOT NULL DEFAULT '',
  amount INTEGER NOT NULL,
  time INTEGER NOT NULL,
  UNIQUE (channel, bill_date, out_trade_no, kind, channel_trade_no)
);
CREATE INDEX pay_bill_rows_order ON pay_bill_rows(out_trade_no, kind);

-- kind: paid_there_not_here, paid_here_not_there, amount_differs, refund_there_not_here,
-- refund_here_not_there. resolution: credited (paid here from the bill, through the
-- notification path), open (for an operator: refund or chase by hand), or the outcome that
-- kept it from being credited.
CREATE TABLE pay_reconciliation_mismatches (
  id INTEGER PRIMARY KEY,
  channel TEXT NOT NULL,
  bill_date TEXT NOT NULL,
  out_trade_no TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('paid_there_not_here', 'paid_here_not_there', 'amount_differs', 'refund_there_not_here', 'refund_here_not_there')),
  channel_trade_no TEXT NOT NULL DEFAULT '',
  channel_amount INTEGER,
  local_amount INTEGER,
  resolution TEXT NOT NULL,
  found_at INTEGER NOT NULL,
  UNIQUE (channel, out_trade_no, kind)
);
CREATE INDEX pay_reconciliation_mismatches_day ON pay_reconciliation_mismatches(bill_date, channel);
