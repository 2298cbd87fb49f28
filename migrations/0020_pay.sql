-- The built-in payment service (issue 8): the catalogue, orders (a state machine),
-- verified channel notifications, the credit ledger, subscription contracts, renewal
-- notices and invoices. Money is in cents, times in unix seconds written by the worker.
-- Ledgers, never counters: a balance is the sum of its records.

CREATE TABLE pay_products (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('piece', 'union')),
  app_id INTEGER NOT NULL DEFAULT 1,
  business_type INTEGER NOT NULL CHECK (business_type IN (0, 1, 2, 3, 128)),
  price INTEGER NOT NULL CHECK (price >= 0),
  original_price INTEGER NOT NULL DEFAULT 0,
  cycle INTEGER NOT NULL DEFAULT 0 CHECK (cycle IN (0, 1, 2)),
  -- Per-photo count (business type 2 or 0).
  count INTEGER NOT NULL DEFAULT 0,
  -- Bytes of storage (business type 1 or 0).
  storage INTEGER NOT NULL DEFAULT 0,
  -- Lite-effect uses (3) or creative points (128).
  points INTEGER NOT NULL DEFAULT 0,
  duration INTEGER NOT NULL DEFAULT 365,
  theme INTEGER NOT NULL DEFAULT 0,
  creative_type INTEGER,
  tier INTEGER NOT NULL DEFAULT 1,
  -- JSON arrays: pay method codes, what is included, client platforms (union products).
  pay_methods TEXT NOT NULL DEFAULT '[6,7]',
  features TEXT NOT NULL DEFAULT '[]',
  platforms TEXT NOT NULL DEFAULT '[1]',
  description TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0,
  on_sale INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX pay_products_app ON pay_products(app_id, kind, sort);

-- state: 0 created, 1 paid, 2 closed. Only conditional updates from state 0 move it.
CREATE TABLE pay_orders (
  id INTEGER PRIMARY KEY,
  out_trade_no TEXT NOT NULL UNIQUE,
  org_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  product_name TEXT NOT NULL,
  business_type INTEGER NOT NULL,
  tier INTEGER NOT NULL DEFAULT 1,
  cycle INTEGER NOT NULL DEFAULT 0,
  count INTEGER NOT NULL DEFAULT 0,
  storage INTEGER NOT NULL DEFAULT 0,
  points INTEGER NOT NULL DEFAULT 0,
  duration INTEGER NOT NULL DEFAULT 365,
  price INTEGER NOT NULL,
  deduction INTEGER NOT NULL DEFAULT 0,
  -- The union order whose remaining value was deducted.
  deduction_from TEXT,
  amount INTEGER NOT NULL CHECK (amount >= 0),
  pay_type INTEGER NOT NULL,
  trade_type INTEGER NOT NULL DEFAULT 0,
  pay_scene INTEGER NOT NULL DEFAULT 1,
  kind TEXT NOT NULL DEFAULT 'piece',
  buy_source_id INTEGER,
  activity_uuid TEXT NOT NULL DEFAULT '',
  contract_uuid TEXT,
  state INTEGER NOT NULL DEFAULT 0 CHECK (state IN (0, 1, 2)),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  paid_at INTEGER,
  closed_at INTEGER,
  refunded_at INTEGER,
  channel_trade_no TEXT NOT NULL DEFAULT '',
  CHECK (NOT (paid_at IS NOT NULL AND closed_at IS NOT NULL))
);
CREATE INDEX pay_orders_org ON pay_orders(org_id, state);
CREATE INDEX pay_orders_open ON pay_orders(state, expires_at);

-- Every verified channel notification, once per order and kind (paid, refund).
CREATE TABLE pay_notifications (
  id INTEGER PRIMARY KEY,
  out_trade_no TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('paid', 'refund')),
  amount INTEGER NOT NULL,
  channel_trade_no TEXT NOT NULL DEFAULT '',
  received_at INTEGER NOT NULL,
  UNIQUE (out_trade_no, kind)
);

-- The credit ledger: what a paid order gives the organisation (a refund appends the
-- negative record). credit_key is unique: 'paid:<out_trade_no>', 'refund:<out_trade_no>'.
CREATE TABLE pay_credits (
  id INTEGER PRIMARY KEY,
  credit_key TEXT NOT NULL UNIQUE,
  org_id INTEGER NOT NULL,
  out_trade_no TEXT NOT NULL,
  name TEXT NOT NULL,
  business_type INTEGER NOT NULL,
  tier INTEGER NOT NULL DEFAULT 1,
  count INTEGER NOT NULL DEFAULT 0,
  storage INTEGER NOT NULL DEFAULT 0,
  lite_effect INTEGER NOT NULL DEFAULT 0,
  aigc_points INTEGER NOT NULL DEFAULT 0,
  valid_from INTEGER NOT NULL,
  valid_until INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX pay_credits_org ON pay_credits(org_id, valid_until);

-- What the apps used of a credit (appended by the apps' backends; demo rows here).
CREATE TABLE pay_credit_usage (
  id INTEGER PRIMARY KEY,
  credit_id INTEGER NOT NULL REFERENCES pay_credits(id),
  count INTEGER NOT NULL DEFAULT 0,
  storage INTEGER NOT NULL DEFAULT 0,
  points INTEGER NOT NULL DEFAULT 0,
  used_at INTEGER NOT NULL
);
CREATE INDEX pay_credit_usage_credit ON pay_credit_usage(credit_id);

-- Subscription contracts. state: 0 signing, 1 active, 2 cancelled, 3 closed (never signed).
CREATE TABLE pay_contracts (
  contract_uuid TEXT PRIMARY KEY,
  org_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  product_name TEXT NOT NULL,
  pay_type INTEGER NOT NULL,
  amount INTEGER NOT NULL,
  cycle INTEGER NOT NULL CHECK (cycle IN (1, 2)),
  state INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  signed_at INTEGER,
  next_charge_at INTEGER,
  cancelled_at INTEGER,
  cancel_reason_id INTEGER,
  cancel_reason TEXT NOT NULL DEFAULT ''
);
CREATE INDEX pay_contracts_org ON pay_contracts(org_id, state);
CREATE INDEX pay_contracts_due ON pay_contracts(state, next_charge_at);

-- Auto-renewal notices, one per contract and charge, 5 days ahead.
CREATE TABLE pay_renewal_notices (
  id INTEGER PRIMARY KEY,
  contract_uuid TEXT NOT NULL REFERENCES pay_contracts(contract_uuid),
  org_id INTEGER NOT NULL,
  product_name TEXT NOT NULL,
  amount INTEGER NOT NULL,
  charge_at INTEGER NOT NULL,
  sent_at INTEGER NOT NULL,
  read_at INTEGER,
  UNIQUE (contract_uuid, charge_at)
);
CREATE INDEX pay_renewal_notices_org ON pay_renewal_notices(org_id);

-- Invoice applications. status: 1 applying, 2 issued, 3 failed.
CREATE TABLE pay_invoices (
  id INTEGER PRIMARY KEY,
  apply_key TEXT NOT NULL UNIQUE,
  org_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  invoice_type TEXT NOT NULL CHECK (invoice_type IN ('pc', 'bs')),
  title_type INTEGER NOT NULL CHECK (title_type IN (1, 2)),
  title TEXT NOT NULL,
  tax_code TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  bank_name TEXT NOT NULL DEFAULT '',
  bank_account TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL,
  amount INTEGER NOT NULL,
  out_trade_nos TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  applied_at INTEGER NOT NULL,
  issued_at INTEGER,
  fail_reason TEXT NOT NULL DEFAULT '',
  invoice_no TEXT NOT NULL DEFAULT ''
);
CREATE INDEX pay_invoices_org ON pay_invoices(org_id, applied_at);

-- An order is invoiced once: its claim is released only when the application fails.
CREATE TABLE pay_invoice_claims (
  out_trade_no TEXT PRIMARY KEY,
  invoice_id INTEGER NOT NULL REFERENCES pay_invoices(id)
);
