-- The points programme (issue 9): tasks, quiz questions, and a ledger that never loses
-- a point. Points belong to an organisation (its main account earns and spends; its
-- sub-accounts' exports count towards it). No REFERENCES to users or organisations: the
-- ledger outlives account changes and demo resets rewrite those tables.
-- Times are unix seconds written by the worker.

-- The ledger: every change is one signed record of spec section 3's record types
-- (1 task, 2 admin, 3/4 owner change, 5 exchange deduction, 6 exchange refund,
-- 9 order purchase, 10 order refund deduction, 11 batch admin add) or 12 expiry (ours).
-- A positive record is a lot, valid until expires_at; a negative one is allocated to
-- lots in points_allocations. The balance is SUM(points).
CREATE TABLE points_records (
  id INTEGER PRIMARY KEY,
  org_id INTEGER NOT NULL,
  -- The account that caused it (the exporter, the operator's target…); informational.
  user_id INTEGER,
  type INTEGER NOT NULL CHECK (type IN (1, 2, 3, 4, 5, 6, 9, 10, 11, 12)),
  points INTEGER NOT NULL CHECK (points <> 0),
  task_id INTEGER,
  task_name TEXT NOT NULL DEFAULT '',
  -- Lots only: the end of their validity (31 Dec 23:59:59 China time of the next year at most).
  expires_at INTEGER,
  -- What makes a change happen once: 'sign:2026-11-23', 'task:3', 'trade:<no>', 'expire:<lot>'…
  unique_key TEXT,
  -- The outside reference: a trade number, an exchange id, an operator's note.
  ref TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  CHECK ((points > 0) = (expires_at IS NOT NULL)),
  UNIQUE (org_id, unique_key)
);
CREATE INDEX points_records_org ON points_records(org_id, created_at);
CREATE INDEX points_records_lots ON points_records(expires_at) WHERE expires_at IS NOT NULL;
CREATE INDEX points_records_ref ON points_records(ref, type);

-- Which lots a deduction took its points from (nearest expiry first).
CREATE TABLE points_allocations (
  debit_id INTEGER NOT NULL REFERENCES points_records(id),
  lot_id INTEGER NOT NULL REFERENCES points_records(id),
  points INTEGER NOT NULL CHECK (points > 0),
  PRIMARY KEY (debit_id, lot_id)
);
CREATE INDEX points_allocations_lot ON points_allocations(lot_id);

-- No lot ever goes negative, whatever runs concurrently: the batch that would overdraw it fails.
CREATE TRIGGER points_allocations_no_overdraw BEFORE INSERT ON points_allocations
WHEN NEW.points > (SELECT r.points FROM points_records r WHERE r.id = NEW.lot_id)
  - (SELECT COALESCE(SUM(a.points), 0) FROM points_allocations a WHERE a.lot_id = NEW.lot_id)
BEGIN
  SELECT RAISE(ABORT, 'points lot overdrawn');
END;

-- The task catalogue (spec section 3, Points task). target: the finish condition's value
-- (images for export tasks, yuan for purchase tasks); valid: days after registration
-- (newcomer and first purchase) or after receiving (export challenge); 0 none.
CREATE TABLE points_tasks (
  id INTEGER PRIMARY KEY,
  type INTEGER NOT NULL CHECK (type BETWEEN 1 AND 6),
  show_name TEXT NOT NULL,
  task_name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  is_show_description INTEGER NOT NULL DEFAULT 0,
  points INTEGER NOT NULL,
  valid INTEGER NOT NULL DEFAULT 0,
  valid_end_time INTEGER,
  receive_type INTEGER NOT NULL DEFAULT 1 CHECK (receive_type IN (1, 2)),
  target INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0
);

-- Manual tasks an organisation received (receive_export_challenge).
CREATE TABLE points_task_receipts (
  org_id INTEGER NOT NULL,
  task_id INTEGER NOT NULL,
  received_at INTEGER NOT NULL,
  PRIMARY KEY (org_id, task_id)
);

-- One sign-in per organisation and China calendar day; streak = consecutive days.
CREATE TABLE points_sign_ins (
  org_id INTEGER NOT NULL,
  china_day TEXT NOT NULL,
  streak INTEGER NOT NULL,
  signed_at INTEGER NOT NULL,
  PRIMARY KEY (org_id, china_day)
);

-- Quiz questions: options and answer (correct indices) as JSON arrays.
CREATE TABLE points_questions (
  id INTEGER PRIMARY KEY,
  question TEXT NOT NULL,
  options TEXT NOT NULL,
  answer TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE points_quiz_answers (
  org_id INTEGER NOT NULL,
  question_id INTEGER NOT NULL,
  answered_at INTEGER NOT NULL,
  PRIMARY KEY (org_id, question_id)
);

-- Exports the desktop app reported (any account of the organisation), once per report id.
CREATE TABLE points_exports (
  id INTEGER PRIMARY KEY,
  org_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  images INTEGER NOT NULL CHECK (images > 0),
  report_id TEXT NOT NULL UNIQUE,
  reported_at INTEGER NOT NULL
);
CREATE INDEX points_exports_org ON points_exports(org_id, reported_at);

-- Paid orders the payment service told us about, once per trade number.
CREATE TABLE points_purchases (
  trade_no TEXT PRIMARY KEY,
  org_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  amount_cents INTEGER NOT NULL,
  paid_at INTEGER NOT NULL,
  refunded_at INTEGER
);
CREATE INDEX points_purchases_org ON points_purchases(org_id, paid_at);
