-- Demo data of the payment service (issue 8): the catalogue, and for 星河婚纱摄影 (org 103,
-- 周婉清 13800138002) packages in use, used and expired, an active monthly subscription
-- with its renewal notice, and an issued invoice. Prices in cents; times relative to now.

-- Idempotent: `npm start` applies it on every start; org 103's payment records go back to this state.
DELETE FROM pay_invoice_claims WHERE invoice_id IN (SELECT id FROM pay_invoices WHERE org_id = 103);
DELETE FROM pay_invoices WHERE org_id = 103;
DELETE FROM pay_renewal_notices WHERE org_id = 103;
DELETE FROM pay_credit_usage WHERE credit_id IN (SELECT id FROM pay_credits WHERE org_id = 103);
DELETE FROM pay_credits WHERE org_id = 103;
DELETE FROM pay_notifications WHERE out_trade_no IN (SELECT out_trade_no FROM pay_orders WHERE org_id = 103);
DELETE FROM pay_orders WHERE org_id = 103;
DELETE FROM pay_contracts WHERE org_id = 103;

-- Cake (app 1) one-time packages: every business type, card theme and creative-card type.
INSERT OR REPLACE INTO pay_products (id, name, kind, app_id, business_type, price, original_price, cycle, count, storage, points, duration, theme, creative_type, tier, pay_methods, features, platforms, description, sort) VALUES
  (1001, '体验版', 'piece', 1, 2, 990, 0, 0, 100, 0, 0, 365, 0, NULL, 0, '[6,7]', '["修图 100 张","有效期 1 年"]', '[1]', '新用户体验，修图 100 张', 10),
  (1002, '基础版', 'piece', 1, 2, 29900, 39900, 0, 3000, 0, 0, 365, 3, NULL, 1, '[5,6,7]', '["修图 3000 张","全部 AI 修图功能","有效期 1 年"]', '[1]', '个人摄影师首选', 20),
  (1003, '专业版', 'piece', 1, 0, 69900, 89900, 0, 10000, 107374182400, 0, 365, 2, NULL, 2, '[5,6,7]', '["修图 10000 张","云空间 100GB","全部 AI 修图功能","有效期 1 年"]', '[1]', '工作室套餐：张数与云空间', 30),
  (1004, '旗舰版', 'piece', 1, 0, 199900, 259900, 0, 50000, 536870912000, 0, 365, 6, NULL, 3, '[5,6,7]', '["修图 50000 张","云空间 500GB","专属客户成功经理","有效期 1 年"]', '[1]', '影楼与大型工作室', 40),
  (1005, '云空间 100GB', 'piece', 1, 1, 9900, 0, 0, 0, 107374182400, 0, 365, 5, NULL, 1, '[6,7]', '["云空间 100GB","有效期 1 年"]', '[1]', '存储扩容包', 50),
  (1006, '云空间 1TB', 'piece', 1, 1, 49900, 0, 0, 0, 1099511627776, 0, 365, 5, NULL, 2, '[6,7]', '["云空间 1TB","有效期 1 年"]', '[1]', '存储扩容包', 60),
  (1007, '轻效果 500 次', 'piece', 1, 3, 19900, 0, 0, 0, 0, 500, 365, 101, NULL, 1, '[6,7]', '["轻效果 500 次","有效期 1 年"]', '[1]', '轻效果次数包', 70),
  (1008, '创作点 1000', 'piece', 1, 128, 9900, 0, 0, 0, 0, 1000, 365, 102, 201, 1, '[6,7]', '["AI 创作点 1000","有效期 1 年"]', '[1]', 'AI 创作卡', 80),
  (1009, '创作点 5000', 'piece', 1, 128, 39900, 0, 0, 0, 0, 5000, 365, 103, 202, 1, '[6,7]', '["AI 创作点 5000","有效期 1 年"]', '[1]', 'AI 创作卡', 90),
  (1010, '创作点 12000', 'piece', 1, 128, 89900, 0, 0, 0, 0, 12000, 365, 103, 203, 2, '[6,7]', '["AI 创作点 12000","有效期 1 年"]', '[1]', 'AI 创作卡', 100),
  (1011, '创作点 30000', 'piece', 1, 128, 199900, 0, 0, 0, 0, 30000, 365, 103, 204, 3, '[6,7]', '["AI 创作点 30000","有效期 1 年"]', '[1]', 'AI 创作卡', 110),
  -- Subscriptions: monthly and yearly, signed with the -ts pay methods.
  (1101, '连续包月', 'piece', 1, 2, 9900, 12900, 1, 1000, 0, 0, 31, 0, NULL, 1, '[32,33,34]', '["每月修图 1000 张","可随时取消","扣费前 5 天提醒"]', '[1]', '按月自动续费', 200),
  (1102, '连续包年', 'piece', 1, 0, 99900, 129900, 2, 12000, 107374182400, 0, 365, 2, NULL, 2, '[33,34]', '["每年修图 12000 张","云空间 100GB","可随时取消","扣费前 5 天提醒"]', '[1]', '按年自动续费', 210),
  -- Union products (Cake together with Soda), by platform.
  (2001, '联合基础版', 'union', 1, 0, 59900, 0, 0, 3000, 53687091200, 0, 365, 3, NULL, 1, '[5,6,7]', '["光影修图 3000 张","PixSoda 在线设计","云空间 50GB"]', '[1,2,3]', '修图与设计联合套餐', 300),
  (2002, '联合专业版', 'union', 1, 0, 129900, 0, 0, 10000, 107374182400, 0, 365, 2, NULL, 2, '[5,6,7]', '["光影修图 10000 张","PixSoda 在线设计","云空间 100GB"]', '[1,3]', '修图与设计联合套餐', 310),
  (2003, '联合旗舰版', 'union', 1, 0, 259900, 0, 0, 50000, 536870912000, 0, 365, 6, NULL, 3, '[5,6,7]', '["光影修图 50000 张","PixSoda 在线设计","云空间 500GB"]', '[1]', '修图与设计联合套餐', 320),
  -- PixSoda (app 2).
  (3001, 'PixSoda 年度版', 'piece', 2, 0, 29900, 0, 0, 0, 10737418240, 0, 365, 0, NULL, 1, '[6,7]', '["在线设计全部模板","云空间 10GB"]', '[1]', 'PixSoda 在线设计', 400);
-- Promotion prices, sold while the global config's promotion window (db/demo.sql) is open.
UPDATE pay_products SET promotion_price = 59900 WHERE id = 1003;
UPDATE pay_products SET promotion_price = 169900 WHERE id = 1004;

-- 星河婚纱摄影's orders: a package in use, a creative card used up, an expired storage pack.
INSERT INTO pay_orders (out_trade_no, org_id, user_id, product_id, product_name, business_type, tier, cycle, count, storage, points, duration, price, amount, pay_type, trade_type, pay_scene, kind, state, created_at, expires_at, paid_at, channel_trade_no) VALUES
  ('PDEMO103000000001', 103, 4, 1003, '专业版', 0, 2, 0, 10000, 107374182400, 0, 365, 69900, 69900, 6, 0, 1, 'piece', 1, unixepoch() - 30 * 86400, unixepoch() - 30 * 86400 + 600, unixepoch() - 30 * 86400 + 60, 'demo-wx-1'),
  ('PDEMO103000000002', 103, 4, 1008, '创作点 1000', 128, 1, 0, 0, 0, 1000, 365, 9900, 9900, 7, 0, 1, 'piece', 1, unixepoch() - 60 * 86400, unixepoch() - 60 * 86400 + 600, unixepoch() - 60 * 86400 + 60, 'demo-ali-2'),
  ('PDEMO103000000003', 103, 4, 1005, '云空间 100GB', 1, 1, 0, 0, 107374182400, 0, 365, 9900, 9900, 6, 0, 1, 'piece', 1, unixepoch() - 400 * 86400, unixepoch() - 400 * 86400 + 600, unixepoch() - 400 * 86400 + 60, 'demo-wx-3'),
  ('PDEMO103000000004', 103, 4, 1101, '连续包月', 2, 1, 1, 1000, 0, 0, 31, 9900, 9900, 33, 0, 1, 'piece', 1, unixepoch() - 26 * 86400, unixepoch() - 26 * 86400 + 600, unixepoch() - 26 * 86400 + 60, 'demo-wx-4');
UPDATE pay_orders SET contract_uuid = 'demo-contract-103' WHERE out_trade_no = 'PDEMO103000000004';

INSERT INTO pay_notifications (out_trade_no, kind, amount, channel_trade_no, received_at)
  SELECT out_trade_no, 'paid', amount, channel_trade_no, paid_at FROM pay_orders WHERE org_id = 103;

INSERT INTO pay_credits (credit_key, org_id, out_trade_no, name, business_type, tier, count, storage, lite_effect, aigc_points, valid_from, valid_until, created_at)
  SELECT 'paid:' || out_trade_no, org_id, out_trade_no, product_name, business_type, tier,
    CASE WHEN business_type IN (0, 2) THEN count ELSE 0 END, CASE WHEN business_type IN (0, 1) THEN storage ELSE 0 END,
    CASE WHEN business_type = 3 THEN points ELSE 0 END, CASE WHEN business_type = 128 THEN points ELSE 0 END,
    paid_at, paid_at + duration * 86400, paid_at
  FROM pay_orders WHERE org_id = 103;

INSERT INTO pay_credit_usage (credit_id, count, storage, points, used_at)
  SELECT id, 2380, 32212254720, 0, unixepoch() - 86400 FROM pay_credits WHERE credit_key = 'paid:PDEMO103000000001';
INSERT INTO pay_credit_usage (credit_id, count, storage, points, used_at)
  SELECT id, 0, 0, 1000, unixepoch() - 10 * 86400 FROM pay_credits WHERE credit_key = 'paid:PDEMO103000000002';

-- The monthly subscription, charged again in 4 days: its renewal notice is out.
INSERT INTO pay_contracts (contract_uuid, org_id, user_id, product_id, product_name, pay_type, amount, cycle, state, created_at, signed_at, next_charge_at) VALUES
  ('demo-contract-103', 103, 4, 1101, '连续包月', 33, 9900, 1, 1, unixepoch() - 26 * 86400, unixepoch() - 26 * 86400 + 60, unixepoch() + 4 * 86400);
INSERT INTO pay_renewal_notices (contract_uuid, org_id, product_name, amount, charge_at, sent_at)
  SELECT contract_uuid, org_id, product_name, amount, next_charge_at, unixepoch() - 3600 FROM pay_contracts WHERE contract_uuid = 'demo-contract-103';

-- An issued invoice for the creative card.
INSERT INTO pay_invoices (apply_key, org_id, user_id, invoice_type, title_type, title, tax_code, email, amount, out_trade_nos, status, applied_at, issued_at, invoice_no) VALUES
  ('demo-invoice-1', 103, 4, 'pc', 1, '星河婚纱摄影有限公司', '91310000MA1K3XYZ8Q', 'finance@xinghe.example', 9900, '["PDEMO103000000002"]', 2, unixepoch() - 50 * 86400, unixepoch() - 48 * 86400, '2026000000000001');
INSERT INTO pay_invoice_claims (out_trade_no, invoice_id) SELECT 'PDEMO103000000002', id FROM pay_invoices WHERE apply_key = 'demo-invoice-1';
