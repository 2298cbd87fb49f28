-- The built-in activity service (spec sections 3 "Activities", 7 "Activity service",
-- "Org info"). Activities carry their own timeline; the state (0 not started, 1 preheat,
-- 2 started, 3 ended) is derived from it and the clock, never stored.
CREATE TABLE activities (
  uuid TEXT PRIMARY KEY,
  -- The route family the activity is shown under (campaign, aigc, welfare, new-welfare,
  -- exchange, invite, storage, distribution, share, register, ...).
  family TEXT NOT NULL,
  -- Activity type for "activity info by type" (0 none).
  type INTEGER NOT NULL DEFAULT 0,
  -- Task-activity kind: 3 invite, 4 export, 5 AI hand, 6 Halloween invite, 7 Halloween export (0 none).
  task_kind INTEGER NOT NULL DEFAULT 0 CHECK (task_kind IN (0, 3, 4, 5, 6, 7)),
  title TEXT NOT NULL,
  subtitle TEXT NOT NULL DEFAULT '',
  -- Before preheat_at: not started; preheat_at..start_at: preheat; start_at..end_at: started; after: ended.
  preheat_at INTEGER NOT NULL,
  start_at INTEGER NOT NULL,
  end_at INTEGER NOT NULL,
  -- Who may claim a welfare activity: '' anyone, new, paid, recent (registered within 30 days), old_vip.
  welfare_rule TEXT NOT NULL DEFAULT '',
  theme TEXT NOT NULL DEFAULT 'orange',
  -- JSON list of rule lines shown on the page.
  rules TEXT NOT NULL DEFAULT '[]',
  share_title TEXT NOT NULL DEFAULT '',
  share_description TEXT NOT NULL DEFAULT '',
  CHECK (preheat_at <= start_at AND start_at < end_at)
);
CREATE INDEX activities_type ON activities(type);

-- Gifts (rewards) of an activity: 1 virtual, 2 real, 3 rights, 4 storage, 5 lite effect, 6 AIGC points, 7 points.
CREATE TABLE activity_gifts (
  id INTEGER PRIMARY KEY,
  activity_uuid TEXT NOT NULL REFERENCES activities(uuid),
  type INTEGER NOT NULL CHECK (type BETWEEN 1 AND 7),
  name TEXT NOT NULL,
  amount INTEGER NOT NULL DEFAULT 1,
  unit TEXT NOT NULL DEFAULT ''
);
CREATE INDEX activity_gifts_activity ON activity_gifts(activity_uuid);

-- Offer cards in tiers 0 trial, 1 basic, 2 private, 3 deluxe; each names a payment product.
CREATE TABLE activity_cards (
  id INTEGER PRIMARY KEY,
  activity_uuid TEXT NOT NULL REFERENCES activities(uuid),
  tier INTEGER NOT NULL CHECK (tier BETWEEN 0 AND 3),
  name TEXT NOT NULL,
  product_id INTEGER NOT NULL,
  -- Cents.
  price INTEGER NOT NULL,
  original_price INTEGER NOT NULL,
  -- JSON list of selling points.
  features TEXT NOT NULL DEFAULT '[]',
  -- The gift credited with the purchase, if any.
  gift_id INTEGER REFERENCES activity_gifts(id),
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX activity_cards_activity ON activity_cards(activity_uuid);

-- Activity users: phone only (spec section 3). Kept apart from the main accounts.
CREATE TABLE activity_users (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL UNIQUE,
  registered_at INTEGER NOT NULL,
  is_paid INTEGER NOT NULL DEFAULT 0,
  is_vip INTEGER NOT NULL DEFAULT 0,
  source_id INTEGER NOT NULL DEFAULT 924,
  channel TEXT NOT NULL DEFAULT ''
);

-- Activity logins, per scene (activity, activity-ex); a token names its session.
CREATE TABLE activity_sessions (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES activity_users(id),
  scene TEXT NOT NULL CHECK (scene IN ('activity', 'activity-ex')),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX activity_sessions_user ON activity_sessions(user_id);

-- The gift ledger: one row per gift and account, so a gift is credited once however often
-- or concurrently it is claimed.
CREATE TABLE activity_gift_credits (
  id INTEGER PRIMARY KEY,
  gift_id INTEGER NOT NULL REFERENCES activity_gifts(id),
  user_id INTEGER NOT NULL REFERENCES activity_users(id),
  -- welfare, exchange, storage, invite, purchase
  source TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (gift_id, user_id)
);
CREATE INDEX activity_gift_credits_user ON activity_gift_credits(user_id);

-- Invitations: an invitee counts once per activity, whoever invites them again.
CREATE TABLE activity_invites (
  id INTEGER PRIMARY KEY,
  activity_uuid TEXT NOT NULL REFERENCES activities(uuid),
  inviter_id INTEGER NOT NULL REFERENCES activity_users(id),
  invitee_id INTEGER NOT NULL REFERENCES activity_users(id),
  created_at INTEGER NOT NULL,
  UNIQUE (activity_uuid, invitee_id)
);
CREATE INDEX activity_invites_inviter ON activity_invites(activity_uuid, inviter_id);

-- Where an activity user came from (organization_history_source/create), once per activity.
CREATE TABLE activity_sources (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES activity_users(id),
  activity_uuid TEXT NOT NULL,
  source_id INTEGER NOT NULL,
  channel TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, activity_uuid)
);

-- Receive-free storage: the organisation information an activity user gives and the
-- mini-program scan that confirms it.
CREATE TABLE activity_org_info (
  user_id INTEGER PRIMARY KEY REFERENCES activity_users(id),
  org_name TEXT NOT NULL,
  org_type INTEGER NOT NULL,
  contact TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  nonconforming INTEGER NOT NULL DEFAULT 0,
  scan_token TEXT UNIQUE,
  scanned_at INTEGER,
  updated_at INTEGER NOT NULL
);

-- Devices an activity user's client reported (upload_device).
CREATE TABLE activity_devices (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES activity_users(id),
  device TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, device)
);

-- Package trace ids handed to the client before a purchase (gen_package_trace_id).
CREATE TABLE activity_package_traces (
  trace_id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES activity_users(id),
  activity_uuid TEXT NOT NULL,
  card_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);

-- Salesmen of the distribution pages and the sign-ups and subscriptions they brought.
CREATE TABLE activity_salesmen (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  code TEXT NOT NULL UNIQUE,
  phone TEXT NOT NULL DEFAULT ''
);
CREATE TABLE activity_distributions (
  id INTEGER PRIMARY KEY,
  salesman_id INTEGER NOT NULL REFERENCES activity_salesmen(id),
  user_id INTEGER NOT NULL REFERENCES activity_users(id),
  kind TEXT NOT NULL CHECK (kind IN ('reg', 'sub')),
  created_at INTEGER NOT NULL,
  UNIQUE (salesman_id, user_id, kind)
);

-- Complete-info of main accounts (/v1/ow/complete_org_info, /v1/ow/completed_info).
CREATE TABLE org_complete_info (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  org_name TEXT NOT NULL,
  org_type INTEGER NOT NULL,
  complete_type INTEGER NOT NULL,
  contact_name TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  staff_count INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL
);
