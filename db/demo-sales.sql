-- Demo content of the activity families (activities.data, migration 0100) and a studio's
-- year for the annual report. Applied after db/demo-activity.sql, which recreates the demo
-- activities, and db/demo-points.sql, which clears the demo organisations' exports (the
-- seed files apply in name order). Card tiers, not ids, name the cards: 0 trial, 1 basic,
-- 2 private, 3 deluxe.
UPDATE activities SET data = '{"sales":"demo-sales","perks":["专属 8 折购买","一对一上手培训","优先技术支持"]}' WHERE uuid = 'demo-distribution';
UPDATE activities SET data = '{"sales":"demo-sales","perks":["注册即送 AI 修图 50 张","新人 7 天会员"]}' WHERE uuid = 'demo-distribution-reg';
UPDATE activities SET data = '{"sales":"demo-sales","perks":["订阅立享 8 折","续费价格锁定"]}' WHERE uuid = 'demo-distribution-sub';
UPDATE activities SET data = '{"size":3,"formed":1268,"tier":1}' WHERE uuid = 'demo-group';
UPDATE activities SET data = json_object('bonus', json_object('1', 6000, '2', 20000, '3', 50000), 'use_by', unixepoch() + 15552000) WHERE uuid = 'demo-deposit';
UPDATE activities SET data = '{"year":2025,"site":{"studios":12800,"images":326000000}}' WHERE uuid = 'demo-annual-report';
-- The AI plays share a type, so each lists the others (activity info by type).
UPDATE activities SET type = 2, data = '{"styles":["潮玩手办","万圣妆造","草坪写真","国风汉服","胶片复古","赛博朋克"],"cost":10}' WHERE uuid = 'demo-aigc';
UPDATE activities SET type = 2, data = '{"styles":["Q 版手办","盲盒公仔","树脂雕像","黏土小人"],"cost":20}' WHERE uuid = 'demo-aigc-figure';
UPDATE activities SET type = 2, data = '{"styles":["南瓜精灵","吸血鬼伯爵","女巫","骷髅新娘"],"cost":15}' WHERE uuid = 'demo-aigc-halloween';
UPDATE activities SET type = 2, data = '{"styles":["清晨草坪","夕阳野餐","森系花环","胶片绿意"],"cost":10}' WHERE uuid = 'demo-aigc-lawn';
UPDATE activities SET data = '{"bundles":[{"tier":1,"items":["AI 修图 5000 张","云端存储 100 GB"],"separate":59900},{"tier":2,"items":["AI 修图 20000 张","云端存储 500 GB","AIGC 500 点"],"separate":139900},{"tier":3,"items":["AI 修图不限张数","云端存储 2 TB","一对一培训"],"separate":299900}]}' WHERE uuid IN ('demo-bundles', 'demo-campaign-exhibition-bundles');
UPDATE activities SET data = '{"stock":{"0":{"total":500,"sold":468},"1":{"total":200,"sold":152},"2":{"total":100,"sold":37},"3":{"total":20,"sold":20}}}' WHERE uuid = 'demo-special-sale';
UPDATE activities SET data = '{"period":"month","first":990,"renew":2900}' WHERE uuid = 'demo-subscription';
UPDATE activities SET data = '{"period":"year","first":29900,"renew":39900}' WHERE uuid = 'demo-subscription-yearly';
UPDATE activities SET data = json_object('phases', json_array(
  json_object('name', '预热期', 'start', unixepoch() - 259200, 'end', unixepoch() - 86400, 'note', '收藏活动，开抢提醒'),
  json_object('name', '限时秒杀', 'start', unixepoch() - 86400, 'end', unixepoch() + 172800, 'note', '每日 10:00 / 20:00 限量开抢'),
  json_object('name', '返场加购', 'start', unixepoch() + 172800, 'end', unixepoch() + 2592000, 'note', '错过秒杀的最后机会')
)) WHERE uuid IN ('demo-promo', 'demo-promo-halloween', 'demo-promo-share', 'demo-promo-v2');
-- 陈摄影工作室 (organisation 101, 13800138000): a season of exports in 2025, busiest in October.
DELETE FROM points_exports WHERE report_id LIKE 'demo-year-%';
INSERT INTO points_exports (org_id, user_id, images, report_id, reported_at)
WITH RECURSIVE day(n) AS (SELECT 0 UNION ALL SELECT n + 3 FROM day WHERE n + 3 < 365)
SELECT 101, 1, 40 + (n * 7) % 60 + CASE WHEN n BETWEEN 273 AND 303 THEN 180 ELSE 0 END, 'demo-year-' || n, unixepoch('2025-01-01 02:00:00') + n * 86400 FROM day;
-- Each family in its own colours.
UPDATE activities SET theme = 'blue' WHERE uuid IN ('demo-distribution', 'demo-distribution-sub', 'demo-deposit', 'demo-subscription', 'demo-subscription-yearly');
UPDATE activities SET theme = 'red' WHERE uuid IN ('demo-group', 'demo-special-sale', 'demo-promo');
UPDATE activities SET theme = 'purple' WHERE uuid IN ('demo-annual-report', 'demo-aigc', 'demo-aigc-figure', 'demo-aigc-lawn');
