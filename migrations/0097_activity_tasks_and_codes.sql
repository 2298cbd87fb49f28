-- Owner: the activity service. Issue 27: export tasks and typed redemption codes.

-- Export tasks (task kinds 4 export, 5 AI hand, 7 Halloween export): reach `target` exports
-- before the deadline and claim the gift. A task's claim is its gift's credit in the gift
-- ledger (UNIQUE (gift_id, user_id)), so each task has a gift of its own.
CREATE TABLE activity_tasks (
  id INTEGER PRIMARY KEY,
  activity_uuid TEXT NOT NULL REFERENCES activities(uuid),
  kind INTEGER NOT NULL CHECK (kind IN (4, 5, 7)),
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  target INTEGER NOT NULL CHECK (target > 0),
  gift_id INTEGER NOT NULL UNIQUE REFERENCES activity_gifts(id),
  -- The deadline; NULL: the activity's end.
  ends_at INTEGER,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX activity_tasks_activity ON activity_tasks(activity_uuid);

-- Exports the desktop app reported through upload_device, appended and never overwritten; a
-- task's progress is their sum within its window. The report id makes a resent report count once.
CREATE TABLE activity_exports (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES activity_users(id),
  report_id TEXT NOT NULL,
  device TEXT NOT NULL,
  -- photo, ai_hand, halloween
  feature TEXT NOT NULL,
  count INTEGER NOT NULL CHECK (count > 0),
  reported_at INTEGER NOT NULL,
  UNIQUE (user_id, report_id)
);
CREATE INDEX activity_exports_user ON activity_exports(user_id, reported_at);

-- Redemption codes of exchange activities. A code's type is its gift's (1 virtual ... 7 points):
-- redeeming credits that gift once. used_by is set once, by the redemption that wins.
CREATE TABLE activity_exchange_codes (
  code TEXT PRIMARY KEY,
  activity_uuid TEXT NOT NULL REFERENCES activities(uuid),
  gift_id INTEGER NOT NULL REFERENCES activity_gifts(id),
  expires_at INTEGER NOT NULL,
  used_by INTEGER REFERENCES activity_users(id),
  used_at INTEGER
);
CREATE INDEX activity_exchange_codes_activity ON activity_exchange_codes(activity_uuid);
