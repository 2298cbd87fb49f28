-- Owner: the activity service. Issue 27: an invite rewards its inviter once per invitee, so the
-- gift ledger's key grows from (gift, user) to (gift, user, occasion): '' for a gift credited
-- once per user (welfare, exchange, storage, purchase, task), 'invite:<activity_invites.id>'
-- for a reward one invite earned (each side of it once).
--
-- SQLite cannot drop a UNIQUE constraint, so the table is made again under its own name and
-- its rows put back with their ids (activity_gift_addresses refers to them: the deferred
-- foreign-key check passes once they are back). Not additive: until the new worker is
-- deployed, the old one's ON CONFLICT (gift_id, user_id) names a key that is gone and its
-- credits fail (the seconds between the two steps of a deploy).
PRAGMA defer_foreign_keys = true;

CREATE TABLE activity_gift_credits_copy AS SELECT id, gift_id, user_id, source, created_at, delivered_at, code FROM activity_gift_credits;
DROP TABLE activity_gift_credits;
CREATE TABLE activity_gift_credits (
  id INTEGER PRIMARY KEY,
  gift_id INTEGER NOT NULL REFERENCES activity_gifts(id),
  user_id INTEGER NOT NULL REFERENCES activity_users(id),
  -- welfare, exchange, storage, invite, purchase, task
  source TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  delivered_at INTEGER,
  code TEXT,
  occasion TEXT NOT NULL DEFAULT '',
  UNIQUE (gift_id, user_id, occasion)
);
INSERT INTO activity_gift_credits (id, gift_id, user_id, source, created_at, delivered_at, code)
  SELECT id, gift_id, user_id, source, created_at, delivered_at, code FROM activity_gift_credits_copy;
DROP TABLE activity_gift_credits_copy;
CREATE INDEX activity_gift_credits_user ON activity_gift_credits(user_id);
CREATE INDEX activity_gift_credits_pending ON activity_gift_credits(user_id) WHERE delivered_at IS NULL;
