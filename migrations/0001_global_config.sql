-- Owner: the main service (worker/services/main/config.ts). Only it reads or writes these tables.
-- Global config (spec section 3): one row, read by GET /v1/ow/config.
CREATE TABLE ow_config (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  complete_info_entrance_text TEXT NOT NULL DEFAULT '',
  is_open_storage INTEGER NOT NULL DEFAULT 0,
  is_open_aigc INTEGER NOT NULL DEFAULT 0,
  is_free_plan_open INTEGER NOT NULL DEFAULT 0,
  free_plan_started_at INTEGER NOT NULL DEFAULT 0,
  free_plan_ended_at INTEGER NOT NULL DEFAULT 0,
  wx_appid TEXT NOT NULL DEFAULT '',
  client_version TEXT NOT NULL DEFAULT '',
  promotion_activity_state INTEGER NOT NULL DEFAULT 0,
  seckill_purchase_start_at INTEGER NOT NULL DEFAULT 0,
  seckill_purchase_end_at INTEGER NOT NULL DEFAULT 0,
  promotion_purchase_start_at INTEGER NOT NULL DEFAULT 0,
  promotion_purchase_end_at INTEGER NOT NULL DEFAULT 0,
  activity_end_at INTEGER NOT NULL DEFAULT 0
);
INSERT INTO ow_config (id) VALUES (1);
