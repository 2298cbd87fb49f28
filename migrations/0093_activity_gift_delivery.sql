-- Owner: the activity service. Issue 27: a gift claimed on an activity reaches the main
-- account of the same phone. delivered_at stays NULL while the phone has no main account
-- (or, for real goods, no delivery address); the owning services' own unique keys make a
-- repeated delivery write nothing, so this column only saves work.
ALTER TABLE activity_gift_credits ADD COLUMN delivered_at INTEGER;
-- The redemption code of a virtual gift (type 1), drawn when it is credited.
ALTER TABLE activity_gift_credits ADD COLUMN code TEXT;
CREATE INDEX activity_gift_credits_pending ON activity_gift_credits(user_id) WHERE delivered_at IS NULL;

-- Where a real gift (type 2) is sent; one address per credit, editable until shipped.
CREATE TABLE activity_gift_addresses (
  credit_id INTEGER PRIMARY KEY REFERENCES activity_gift_credits(id),
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  address TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);

-- Hand-overs from an activity login to the main site (去个人中心查看): a random code,
-- short-lived and used once.
CREATE TABLE activity_handovers (
  code TEXT PRIMARY KEY,
  activity_user_id INTEGER NOT NULL REFERENCES activity_users(id),
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
