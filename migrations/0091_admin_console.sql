-- The operator console (issue 29, decision 032), owned by the admin service (worker/admin/):
-- the audit log of every change an operator makes, and the refunds operators ask the
-- channels for.

-- One row per change: who (the Access email and role), when, what (an action and its
-- target), and the state before and after as JSON. Written in the same batch as the change;
-- never updated (the trigger refuses it) and no code path deletes a row.
CREATE TABLE admin_audit (
  id INTEGER PRIMARY KEY,
  at INTEGER NOT NULL,
  actor_email TEXT NOT NULL,
  actor_role TEXT NOT NULL,
  action TEXT NOT NULL,
  target TEXT NOT NULL,
  before_json TEXT NOT NULL DEFAULT 'null',
  after_json TEXT NOT NULL DEFAULT 'null',
  request_id TEXT NOT NULL DEFAULT ''
);
CREATE INDEX admin_audit_at ON admin_audit(at);
CREATE INDEX admin_audit_target ON admin_audit(target);
CREATE TRIGGER admin_audit_never_updated BEFORE UPDATE ON admin_audit
BEGIN
  SELECT RAISE(ABORT, 'admin_audit is append-only');
END;

-- A refund asked of the channel. out_refund_no is made when the refund form is shown, so a
-- form sent twice asks once. state: requested (written before the channel is asked),
-- success, processing (the channel will finish it), failed (the channel refused; error says why).
CREATE TABLE admin_refunds (
  out_refund_no TEXT PRIMARY KEY,
  out_trade_no TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  reason TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('requested', 'success', 'processing', 'failed')),
  channel_refund_no TEXT NOT NULL DEFAULT '',
  error TEXT NOT NULL DEFAULT '',
  requested_by TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  finished_at INTEGER
);
CREATE INDEX admin_refunds_order ON admin_refunds(out_trade_no);

-- What an operator decided about a mismatch the daily reconciliation recorded
-- (pay_reconciliation_mismatches, owned by the payment service): one current decision per
-- mismatch; every decision, and every change of it, is in admin_audit.
CREATE TABLE admin_mismatch_resolutions (
  mismatch_id INTEGER PRIMARY KEY,
  resolution TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  resolved_by TEXT NOT NULL,
  resolved_at INTEGER NOT NULL
);
