-- Demo data for local runs and tests. Idempotent: `npm start` applies it on every start.
UPDATE ow_config SET
  complete_info_entrance_text = '完善机构信息，领取 10GB 免费云存储空间',
  is_open_storage = 1,
  is_open_aigc = 1,
  is_free_plan_open = 1,
  free_plan_started_at = 1798761600,
  free_plan_ended_at = 1830297599,
  wx_appid = 'wx0000000000demo',
  client_version = '6.8.0',
  promotion_activity_state = 2,
  seckill_purchase_start_at = 1798761600,
  seckill_purchase_end_at = 1799366399,
  promotion_purchase_start_at = 1798761600,
  promotion_purchase_end_at = 1801439999,
  activity_end_at = 1801439999
WHERE id = 1;

INSERT OR REPLACE INTO users (id, phone, name, access_tag) VALUES
  (1, '13800138000', '陈摄影工作室', 1 | 4),
  (2, '13900139000', '林小满', 0);
