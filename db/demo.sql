-- Demo data for local runs and tests. Idempotent: `npm start` applies it on every start.
-- The migration inserts the one config row; a reset database (worker tests) has none.
INSERT OR IGNORE INTO ow_config (id) VALUES (1);
UPDATE ow_config SET
  complete_info_entrance_text = '完善机构信息，领取 10GB 免费云存储空间',
  is_open_storage = 1,
  is_open_aigc = 1,
  is_free_plan_open = 1,
  -- The windows are around the start, so a demo (and the journeys) see them open: the
  -- free plan, a day of sec-kill, then the promotion for two weeks.
  free_plan_started_at = unixepoch() - 30 * 86400,
  free_plan_ended_at = unixepoch() + 60 * 86400,
  wx_appid = 'wx0000000000demo',
  client_version = '6.8.0',
  promotion_activity_state = 2,
  seckill_purchase_start_at = unixepoch() - 86400,
  seckill_purchase_end_at = unixepoch() + 86400,
  promotion_purchase_start_at = unixepoch() - 86400,
  promotion_purchase_end_at = unixepoch() + 14 * 86400,
  activity_end_at = unixepoch() + 14 * 86400,
  -- The footer's operator and records (demo values: a deploy sets its own).
  company_name = '深圳光影智能科技有限公司',
  icp_record = '粤ICP备2026000000号-1',
  police_record = '粤公网安备44030502000000号',
  police_record_code = '44030502000000',
  service_hotline = '400-800-0000',
  service_hours = '周一至周五 9:30-18:30，法定节假日除外',
  service_email = 'service@retouch.example',
  official_account_qr = '/official-account-qr.svg',
  -- Every page's entries shown (shared/pageVisibility.ts); a journey sets bits and puts this back.
  hidden_pages = 0
WHERE id = 1;


-- Accounts (issue 3). Demo accounts are users 1-9 of organisations 101-108; every start
-- puts them back in the state the README lists. A later account that took one of their
-- phones (after a cancellation, say) has that phone released first.
UPDATE users SET phone = 'released:' || id
WHERE id NOT BETWEEN 1 AND 9 AND phone IN (
  '13800138000', '13900139000', '13800138001', '13800138002', '13800138003',
  '13800138004', '13800138005', '13800138006', '13800138007'
);

INSERT INTO organisations (id, main_user_id, name, tag, pay_level, source_id, type_name, ps_count_name, level, cake_csm, merchant_cancelling, pending_revenue_share, deleted_at) VALUES
  (101, 1, '陈记摄影工作室', 1, 3, 924, '摄影工作室', '月修图 1000-3000 张', 6, '客户成功经理 王晓', 0, 0, NULL),
  (102, 2, '林小满摄影', 0, 0, 924, '个人摄影师', '月修图 300 张以下', 1, '', 0, 0, NULL),
  (103, 4, '星河婚纱摄影', 3, 5, 1024, '婚纱影楼', '月修图 10000 张以上', 10, '客户成功经理 刘畅', 0, 0, NULL),
  (104, 5, '北城儿童摄影', 1, 2, 924, '儿童摄影', '月修图 3000-10000 张', 4, '客户成功经理 王晓', 1, 0, NULL),
  (105, 6, '青柠写真馆', 2, 3, 2001, '写真馆', '月修图 1000-3000 张', 5, '客户成功经理 刘畅', 0, 1, NULL),
  (106, 7, '南山影像', 0, 1, 924, '商业摄影', '月修图 300-1000 张', 2, '', 0, 0, NULL),
  (107, 8, '蓝海视觉', 1, 2, 924, '摄影工作室', '月修图 300-1000 张', 3, '客户成功经理 王晓', 0, 0, NULL),
  (108, 9, '晨光照相馆', 0, 1, 924, '照相馆', '月修图 300 张以下', 2, '', 0, 0, NULL)
ON CONFLICT (id) DO UPDATE SET
  main_user_id = excluded.main_user_id, name = excluded.name, tag = excluded.tag, pay_level = excluded.pay_level,
  source_id = excluded.source_id, type_name = excluded.type_name, ps_count_name = excluded.ps_count_name,
  level = excluded.level, cake_csm = excluded.cake_csm, merchant_cancelling = excluded.merchant_cancelling,
  pending_revenue_share = excluded.pending_revenue_share, deleted_at = NULL;

-- Space in bytes: 107374182400 = 100 GB, 21474836480 = 20 GB, 536870912000 = 500 GB.
INSERT INTO users (id, phone, name, access_tag, org_id, is_vip, can_change_phone, points, allow_join_points_task,
  total_space, left_space, aigc_points, is_hidden_aigc_count, left_count_str, total_count_str, access_url, apps, deleted_at) VALUES
  (1, '13800138000', '陈摄影工作室', 1 | 4, 101, 0, 1, 2680, 1, 107374182400, 69256347648, 350, 0, '1280', '3000', 'https://app.retouch.example/workspace', 1 | 2 | 4, NULL),
  (2, '13900139000', '林小满', 0, 102, 0, 1, 120, 1, 21474836480, 19327352832, 20, 0, '36', '50', 'https://app.retouch.example/workspace', 1, NULL),
  (3, '13800138001', '赵一鸣', 1, 101, 0, 1, 0, 1, 107374182400, 69256347648, 0, 1, '1280', '3000', 'https://app.retouch.example/workspace', 1, NULL),
  (4, '13800138002', '周婉清', 1 | 8, 103, 1, 1, 15800, 1, 536870912000, 402653184000, 5000, 0, '不限', '不限', 'https://app.retouch.example/workspace', 1 | 2 | 4 | 8, NULL),
  (5, '13800138003', '吴海峰', 1, 104, 0, 1, 860, 1, 107374182400, 85899345920, 100, 0, '420', '3000', 'https://app.retouch.example/workspace', 1, NULL),
  (6, '13800138004', '郑可欣', 1 | 8, 105, 0, 1, 1320, 1, 107374182400, 53687091200, 240, 0, '960', '3000', 'https://app.retouch.example/workspace', 1 | 2, NULL),
  (7, '13800138005', '孙立', 1, 106, 0, 1, 300, 1, 21474836480, 10737418240, 0, 0, '88', '1000', 'https://app.retouch.example/workspace', 1, NULL),
  (8, '13800138006', '何静', 1 | 4, 107, 0, 1, 540, 1, 21474836480, 16106127360, 60, 0, '512', '1000', 'https://app.retouch.example/workspace', 1, NULL),
  (9, '13800138007', '马骁', 1, 108, 0, 0, 90, 1, 21474836480, 20401094656, 0, 0, '45', '300', 'https://app.retouch.example/workspace', 1, NULL)
ON CONFLICT (id) DO UPDATE SET
  phone = excluded.phone, name = excluded.name, access_tag = excluded.access_tag, org_id = excluded.org_id,
  is_vip = excluded.is_vip, can_change_phone = excluded.can_change_phone, points = excluded.points,
  allow_join_points_task = excluded.allow_join_points_task, total_space = excluded.total_space,
  left_space = excluded.left_space, aigc_points = excluded.aigc_points, is_hidden_aigc_count = excluded.is_hidden_aigc_count,
  left_count_str = excluded.left_count_str, total_count_str = excluded.total_count_str, access_url = excluded.access_url,
  apps = excluded.apps, deleted_at = NULL;

DELETE FROM org_subscriptions WHERE org_id BETWEEN 101 AND 108;
INSERT INTO org_subscriptions (org_id, name, count, next_time) VALUES
  (101, '专业版年度订阅', 3000, unixepoch() + 200 * 86400),
  (101, '云存储 100GB', 1, unixepoch() + 200 * 86400),
  (103, '旗舰版年度订阅', 99999, unixepoch() + 320 * 86400),
  (104, '专业版年度订阅', 3000, unixepoch() + 90 * 86400),
  (105, '专业版月度订阅', 3000, unixepoch() + 12 * 86400),
  (107, '标准版年度订阅', 1000, unixepoch() + 150 * 86400),
  (108, '基础版月度订阅', 300, unixepoch() - 5 * 86400);

DELETE FROM org_orders WHERE org_id BETWEEN 101 AND 108;
INSERT INTO org_orders (org_id, product_name, is_delay) VALUES
  (101, '专业版年度订阅（3000 张）', 0),
  (101, '云存储扩容 100GB', 1),
  (102, '修图张数包 50 张', 0),
  (103, '旗舰版年度订阅（不限张数）', 0),
  (103, 'AIGC 点数包 5000 点', 0),
  (104, '专业版年度订阅（3000 张）', 0),
  (105, '专业版月度订阅（3000 张）', 1),
  (107, '标准版年度订阅（1000 张）', 0);

DELETE FROM user_assets WHERE user_id BETWEEN 1 AND 9;
INSERT INTO user_assets (user_id, name, left_amount, total_amount, unit) VALUES
  (1, '修图张数', 1280, 3000, '张'), (1, '云存储空间', 64.5, 100, 'GB'), (1, 'AIGC 点数', 350, 500, '点'),
  (2, '修图张数', 36, 50, '张'), (2, '云存储空间', 18, 20, 'GB'),
  (3, '修图张数', 1280, 3000, '张'),
  (4, '修图张数', 99999, 99999, '张'), (4, '云存储空间', 375, 500, 'GB'), (4, 'AIGC 点数', 5000, 8000, '点'),
  (5, '修图张数', 420, 3000, '张'),
  (6, '修图张数', 960, 3000, '张'), (6, '云存储空间', 50, 100, 'GB'),
  (7, '修图张数', 88, 1000, '张'),
  (8, '修图张数', 512, 1000, '张'), (8, '云存储空间', 15, 20, 'GB'),
  (9, '修图张数', 45, 300, '张');

-- Machines: memory in GB; an Apple-chip Mac shows "Apple M" in its renderer (spec section 3).
DELETE FROM devices WHERE user_id BETWEEN 1 AND 9;
INSERT INTO devices (user_id, device_type, platform, os_version, cpu, arch, cpu_count, gpu, gpu_renderer, gpu_vendor,
  mac_address, setup_file_name, total_memory, free_memory, host_name, current_version, latest_version, last_active_at) VALUES
  (1, 3, 'win', 'Windows 11 专业版 23H2', 'Intel(R) Core(TM) i7-12700K', 'x64', 20, 'NVIDIA GeForce RTX 3070',
    'ANGLE (NVIDIA, NVIDIA GeForce RTX 3070 Direct3D11 vs_5_0 ps_5_0, D3D11)', 'NVIDIA', '3C:7C:3F:1A:2B:4D',
    '光影修图_6.7.2_x64.exe', 32, 12.6, 'CHEN-STUDIO-PC', '6.7.2', '6.8.0', unixepoch() - 3600),
  (1, 4, 'mac_arm', 'macOS 14.5', 'Apple M2 Pro', 'arm64', 12, 'Apple M2 Pro', 'Apple M2 Pro', 'Apple', 'A4:83:E7:5C:19:02',
    '光影修图_6.8.0_arm64.dmg', 32, 9.8, 'chens-MacBook-Pro', '6.8.0', '6.8.0', unixepoch() - 2 * 86400),
  (1, 1, 'iPad', 'iPadOS 17.5', 'Apple M1', 'arm64', 8, 'Apple M1', 'Apple M1', 'Apple', '',
    '', 8, 3.1, '陈的 iPad Pro', '6.6.0', '6.8.0', unixepoch() - 9 * 86400),
  (2, 4, 'mac', 'macOS 13.6', 'Intel(R) Core(TM) i5-8279U', 'x64', 8, 'Intel Iris Plus Graphics 655',
    'Intel Iris Plus Graphics 655', 'Intel Inc.', '8C:85:90:2E:6A:11', '光影修图_6.5.1_x64.dmg', 16, 4.2,
    'linxiaoman-MBP', '6.5.1', '6.8.0', unixepoch() - 5 * 86400),
  (3, 3, 'win', 'Windows 10 专业版 22H2', 'AMD Ryzen 7 5800X', 'x64', 16, 'NVIDIA GeForce RTX 3060',
    'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)', 'NVIDIA', '00:D8:61:7B:3E:90',
    '光影修图_6.8.0_x64.exe', 32, 18.4, 'XIUTU-02', '6.8.0', '6.8.0', unixepoch() - 600),
  (4, 4, 'mac_arm', 'macOS 15.1', 'Apple M3 Max', 'arm64', 16, 'Apple M3 Max', 'Apple M3 Max', 'Apple', 'F0:2F:4B:0D:7C:55',
    '光影修图_6.8.0_arm64.dmg', 64, 30.2, 'XingHe-Studio', '6.8.0', '6.8.0', unixepoch() - 1200),
  (4, 3, 'win', 'Windows 11 专业版 24H2', 'Intel(R) Core(TM) i9-13900K', 'x64', 32, 'NVIDIA GeForce RTX 4080',
    'ANGLE (NVIDIA, NVIDIA GeForce RTX 4080 Direct3D11 vs_5_0 ps_5_0, D3D11)', 'NVIDIA', '58:11:22:9A:4C:E1',
    '光影修图_6.8.0_x64.exe', 64, 41.7, 'XINGHE-RETOUCH-01', '6.8.0', '6.8.0', unixepoch() - 7200),
  (5, 3, 'win', 'Windows 11 家庭中文版 23H2', 'Intel(R) Core(TM) i5-12400F', 'x64', 12, 'NVIDIA GeForce GTX 1660 SUPER',
    'ANGLE (NVIDIA, NVIDIA GeForce GTX 1660 SUPER Direct3D11 vs_5_0 ps_5_0, D3D11)', 'NVIDIA', '2C:F0:5D:73:A8:1B',
    '光影修图_6.6.3_x64.exe', 16, 5.5, 'BEICHENG-PC', '6.6.3', '6.8.0', unixepoch() - 20 * 86400),
  (6, 4, 'mac_arm', 'macOS 14.2', 'Apple M1', 'arm64', 8, 'Apple M1', 'Apple M1', 'Apple', '14:7D:DA:3B:60:2C',
    '光影修图_6.7.0_arm64.dmg', 16, 6.3, 'qingning-iMac', '6.7.0', '6.8.0', unixepoch() - 3 * 86400),
  (7, 3, 'win', 'Windows 10 专业版 22H2', 'Intel(R) Core(TM) i7-10700', 'x64', 16, 'AMD Radeon RX 6600',
    'ANGLE (AMD, AMD Radeon RX 6600 Direct3D11 vs_5_0 ps_5_0, D3D11)', 'Advanced Micro Devices, Inc.', '70:85:C2:44:19:D6',
    '光影修图_6.7.2_x64.exe', 32, 14.9, 'NANSHAN-WS', '6.7.2', '6.8.0', unixepoch() - 6 * 86400),
  (8, 4, 'mac_arm', 'macOS 15.0', 'Apple M2', 'arm64', 8, 'Apple M2', 'Apple M2', 'Apple', '5C:E9:1E:8B:27:04',
    '光影修图_6.8.0_arm64.dmg', 24, 11.2, 'hejing-MacBook-Air', '6.8.0', '6.8.0', unixepoch() - 4 * 3600),
  (9, 3, 'win', 'Windows 10 家庭中文版 22H2', 'Intel(R) Core(TM) i3-10105', 'x64', 8, 'Intel(R) UHD Graphics 630',
    'ANGLE (Intel, Intel(R) UHD Graphics 630 Direct3D11 vs_5_0 ps_5_0, D3D11)', 'Intel', 'B4:2E:99:0F:5A:77',
    '光影修图_6.5.0_x64.exe', 8, 2.4, 'CHENGUANG-01', '6.5.0', '6.8.0', unixepoch() - 12 * 86400);

-- 何静 (13800138006) is bound to the sandbox WeChat below; nobody else is, so binding
-- WeChat from account security and scanning as a new WeChat user both work.
DELETE FROM wechat_bindings WHERE user_id BETWEEN 1 AND 9 OR openid = 'sandbox-demo-hejing';
INSERT INTO wechat_bindings (openid, user_id, bound_at) VALUES ('sandbox-demo-hejing', 8, unixepoch() - 30 * 86400);

-- 孙立 (13800138005) asked for a delayed cancellation 4 days ago: 10 days of cooling left.
UPDATE cancellations SET status = 'recovered', closed_at = unixepoch() WHERE user_id BETWEEN 1 AND 9 AND status = 'pending';
INSERT INTO cancellations (user_id, status, is_immediate, is_delete_org, requested_at, effective_at)
VALUES (7, 'pending', 0, 0, unixepoch() - 4 * 86400, unixepoch() + 10 * 86400);
