-- Owner: the user service (worker/services/main/user/), except the two sandbox_* tables at the
-- end, which belong to the sandbox providers (worker/providers/sms/sandbox.ts,
-- worker/providers/wechat/sandbox.ts). Not split: local databases have applied this file.
-- Accounts (issue 3): organisations, the user-info fields of spec section 3, devices,
-- WeChat bindings and QR sessions, verification codes and their send log, safety
-- verifications, cancellations, and the inboxes the sandbox providers write.
-- Times are unix seconds, written by the worker (never unixepoch() in queries, so tests
-- can move the clock).

-- An organisation (merchant): one main account and its sub-accounts.
CREATE TABLE organisations (
  id INTEGER PRIMARY KEY,
  -- The main account. No REFERENCES: users.org_id points back here, and demo data is
  -- written organisation first.
  main_user_id INTEGER,
  name TEXT NOT NULL DEFAULT '',
  tag INTEGER NOT NULL DEFAULT 0,
  pay_level INTEGER NOT NULL DEFAULT 0,
  source_id INTEGER NOT NULL DEFAULT 924,
  type_name TEXT NOT NULL DEFAULT '',
  ps_count_name TEXT NOT NULL DEFAULT '',
  level INTEGER NOT NULL DEFAULT 0,
  cake_csm TEXT NOT NULL DEFAULT '',
  -- The merchant is being cancelled: its accounts cannot log in or recover (7002).
  merchant_cancelling INTEGER NOT NULL DEFAULT 0,
  -- The merchant still takes part in revenue sharing: its accounts cannot cancel (7003).
  pending_revenue_share INTEGER NOT NULL DEFAULT 0,
  deleted_at INTEGER,
  created_at INTEGER NOT NULL DEFAULT (unixepoch())
);

-- org_info.subscriptions; subscription_active_tag is derived (any next_time still ahead).
CREATE TABLE org_subscriptions (
  id INTEGER PRIMARY KEY,
  org_id INTEGER NOT NULL REFERENCES organisations(id),
  name TEXT NOT NULL,
  count INTEGER NOT NULL DEFAULT 0,
  next_time INTEGER NOT NULL
);
CREATE INDEX org_subscriptions_org ON org_subscriptions(org_id);

-- The organisation's orders (GET /v1/order/products).
CREATE TABLE org_orders (
  id INTEGER PRIMARY KEY,
  org_id INTEGER NOT NULL REFERENCES organisations(id),
  product_name TEXT NOT NULL,
  is_delay INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX org_orders_org ON org_orders(org_id);

-- The user-info fields of spec section 3. oauth_tag has no column: its one flag (WeChat
-- bound) is derived from wechat_bindings, so the two can never disagree.
-- Space is in bytes.
ALTER TABLE users ADD COLUMN org_id INTEGER REFERENCES organisations(id);
ALTER TABLE users ADD COLUMN is_vip INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN can_change_phone INTEGER NOT NULL DEFAULT 1;
ALTER TABLE users ADD COLUMN points INTEGER NOT NULL DEFAULT 0;
-- Only a main account may join points tasks (spec section 6); this flag can only narrow that.
ALTER TABLE users ADD COLUMN allow_join_points_task INTEGER NOT NULL DEFAULT 1;
ALTER TABLE users ADD COLUMN total_space INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN left_space INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN aigc_points INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN is_hidden_aigc_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN left_count_str TEXT NOT NULL DEFAULT '0';
ALTER TABLE users ADD COLUMN total_count_str TEXT NOT NULL DEFAULT '0';
ALTER TABLE users ADD COLUMN access_url TEXT NOT NULL DEFAULT '';
-- Product apps the account may use (bit flags of spec section 3: Cake 1, Soda 2, iPad 4, …).
ALTER TABLE users ADD COLUMN apps INTEGER NOT NULL DEFAULT 1;
-- Set when a cancellation completes; the phone is then released (rewritten) so it can register again.
ALTER TABLE users ADD COLUMN deleted_at INTEGER;
CREATE INDEX users_org ON users(org_id);

-- remaining_assets.asset_items, in display order.
CREATE TABLE user_assets (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  name TEXT NOT NULL,
  left_amount REAL NOT NULL DEFAULT 0,
  total_amount REAL NOT NULL DEFAULT 0,
  unit TEXT NOT NULL DEFAULT ''
);
CREATE INDEX user_assets_user ON user_assets(user_id);

-- Machines the account's clients run on (machine state of spec section 3).
CREATE TABLE devices (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  device_type INTEGER NOT NULL,
  platform TEXT NOT NULL DEFAULT '',
  os_version TEXT NOT NULL DEFAULT '',
  cpu TEXT NOT NULL DEFAULT '',
  arch TEXT NOT NULL DEFAULT '',
  cpu_count INTEGER NOT NULL DEFAULT 0,
  gpu TEXT NOT NULL DEFAULT '',
  gpu_renderer TEXT NOT NULL DEFAULT '',
  gpu_vendor TEXT NOT NULL DEFAULT '',
  mac_address TEXT NOT NULL DEFAULT '',
  setup_file_name TEXT NOT NULL DEFAULT '',
  total_memory REAL NOT NULL DEFAULT 0,
  free_memory REAL NOT NULL DEFAULT 0,
  host_name TEXT NOT NULL DEFAULT '',
  current_version TEXT NOT NULL DEFAULT '',
  latest_version TEXT NOT NULL DEFAULT '',
  last_active_at INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX devices_user ON devices(user_id);

-- One WeChat (openid) per account and one account per openid.
CREATE TABLE wechat_bindings (
  openid TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL UNIQUE REFERENCES users(id),
  bound_at INTEGER NOT NULL
);

-- Verification codes, stored only as a peppered hash of the MD5 the browser sends.
CREATE TABLE verification_codes (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL,
  scene INTEGER NOT NULL,
  code_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX verification_codes_phone ON verification_codes(phone, scene, id);

-- Every code sent, for the cooldown and the per-phone and per-IP caps.
CREATE TABLE code_sends (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL,
  ip TEXT NOT NULL,
  scene INTEGER NOT NULL,
  sent_at INTEGER NOT NULL
);
CREATE INDEX code_sends_phone ON code_sends(phone, sent_at);
CREATE INDEX code_sends_ip ON code_sends(ip, sent_at);
CREATE INDEX code_sends_time ON code_sends(sent_at);

-- Safety verifications (security/verify), valid 10 minutes, spent by the action they allow.
CREATE TABLE security_verifications (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  scene INTEGER NOT NULL,
  verify_type INTEGER NOT NULL,
  -- The hash of the phone code that proved it; destroy must present the same code.
  code_hash TEXT,
  verified_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX security_verifications_user ON security_verifications(user_id, scene, verified_at);

-- Account cancellations: delayed ones take effect after 14 days unless recovered at login.
CREATE TABLE cancellations (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  status TEXT NOT NULL CHECK (status IN ('pending', 'recovered', 'completed')),
  is_immediate INTEGER NOT NULL DEFAULT 0,
  is_delete_org INTEGER NOT NULL DEFAULT 0,
  requested_at INTEGER NOT NULL,
  effective_at INTEGER NOT NULL,
  -- A 7001 answer's recover_token (hashed), valid a few minutes.
  recover_token_hash TEXT,
  recover_expires_at INTEGER,
  closed_at INTEGER
);
CREATE INDEX cancellations_user ON cancellations(user_id, status);

-- Proof of a WeChat scan or OAuth: short-lived (5 minutes) and single use.
CREATE TABLE wechat_jump_tokens (
  token TEXT PRIMARY KEY,
  -- 0 login, 1 rebind (QrPurpose).
  purpose INTEGER NOT NULL,
  openid TEXT NOT NULL,
  -- The account that asked for a rebind QR; null for login.
  user_id INTEGER,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

-- Login and rebind QR codes, polled by sub_token until scanned or expired.
CREATE TABLE wechat_qr_sessions (
  sub_token TEXT PRIMARY KEY,
  purpose INTEGER NOT NULL,
  scene INTEGER NOT NULL,
  user_id INTEGER,
  -- WechatQrState: 1 waiting follow, 2 waiting connect, 3 success.
  state INTEGER NOT NULL DEFAULT 1,
  openid TEXT,
  jump_token TEXT,
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX wechat_qr_sessions_pending ON wechat_qr_sessions(state, expires_at);

-- Written only by the sandbox SMS provider: the plain codes the sandbox console shows.
CREATE TABLE sandbox_sms_inbox (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL,
  code TEXT NOT NULL,
  scene INTEGER NOT NULL,
  sent_at INTEGER NOT NULL
);
CREATE INDEX sandbox_sms_inbox_phone ON sandbox_sms_inbox(phone, id);

-- Written only by the sandbox WeChat provider: OAuth codes handed out by its authorise page.
CREATE TABLE sandbox_oauth_codes (
  code TEXT PRIMARY KEY,
  openid TEXT NOT NULL,
  app_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  used_at INTEGER
);
