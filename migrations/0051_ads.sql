-- Ad landings, traffic channels, ad reports, conversions and click tracking (issue 11).

-- One landing per key: 'default' (/ad), a numeric id (/ad/{id}) or a platform (/ad/baidu …).
-- Media names are those of client/features/showcase/media.ts; showcases and proof are JSON arrays.
CREATE TABLE ad_landings (
  key TEXT PRIMARY KEY,
  platform TEXT NOT NULL,
  headline TEXT NOT NULL,
  subline TEXT NOT NULL,
  hero_before TEXT NOT NULL,
  hero_after TEXT NOT NULL,
  showcases TEXT NOT NULL DEFAULT '[]',
  proof TEXT NOT NULL DEFAULT '[]',
  share_title TEXT NOT NULL,
  share_description TEXT NOT NULL,
  updated_at INTEGER NOT NULL DEFAULT (unixepoch())
);

-- Traffic channel -> activity uuid. Edited by operators with scripts/channels.mjs.
CREATE TABLE ad_channels (
  channel TEXT PRIMARY KEY,
  activity_uuid TEXT NOT NULL,
  family TEXT NOT NULL DEFAULT 'channel',
  note TEXT NOT NULL DEFAULT '',
  updated_at INTEGER NOT NULL DEFAULT (unixepoch())
);

-- The ad report of spec section 7: once per landing, once more after login.
CREATE TABLE ad_reports (
  id INTEGER PRIMARY KEY,
  web_id TEXT NOT NULL,
  click_uri TEXT NOT NULL,
  phase TEXT NOT NULL CHECK (phase IN ('landing', 'login')),
  platform INTEGER NOT NULL,
  os TEXT NOT NULL CHECK (os IN ('ios', 'android', 'other')),
  ad_params TEXT NOT NULL,
  user_id INTEGER,
  created_at INTEGER NOT NULL DEFAULT (unixepoch()),
  UNIQUE (web_id, click_uri, phase)
);

-- Conversions tied to the visitor's latest click: which channel paid.
CREATE TABLE ad_conversions (
  id INTEGER PRIMARY KEY,
  web_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('download', 'registration', 'purchase')),
  ref TEXT NOT NULL,
  platform INTEGER,
  click_id TEXT,
  click_uri TEXT,
  user_id INTEGER,
  delivered INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL DEFAULT (unixepoch()),
  UNIQUE (web_id, kind, ref)
);

-- Element clicks sent by the tracker (stored here unless Workers Analytics Engine is bound).
CREATE TABLE track_events (
  id INTEGER PRIMARY KEY,
  session_id TEXT NOT NULL,
  web_id TEXT,
  path TEXT NOT NULL,
  target TEXT NOT NULL,
  at INTEGER NOT NULL,
  created_at INTEGER NOT NULL DEFAULT (unixepoch())
);
CREATE INDEX track_events_session ON track_events(session_id);

-- Ad landings are anonymous pages the edge keeps per content version (docs/decisions/013):
-- a change to a landing bumps the version like every other table those pages show.
CREATE TRIGGER ad_landings_insert_bumps_content AFTER INSERT ON ad_landings BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER ad_landings_update_bumps_content AFTER UPDATE ON ad_landings BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER ad_landings_delete_bumps_content AFTER DELETE ON ad_landings BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
