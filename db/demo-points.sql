-- The points programme (issue 9): its task catalogue, the demo quiz, and the demo
-- organisations' ledgers. Every start puts organisations 101-108 back to their seeded
-- points (admin lots, record type 2) with no sign-ins, answers, exports or purchases.

INSERT INTO points_tasks (id, type, show_name, task_name, description, is_show_description, points, valid, valid_end_time, receive_type, target, sort) VALUES
  (1, 1, '每日签到', '每日签到', '连续签到 7 天为一个周期：每天 5 积分，第 3 天 10 积分，第 7 天 15 积分', 1, 5, 0, NULL, 1, 7, 1),
  (2, 2, '答题领积分', '答题领积分', '答对全部题目即得 50 积分', 1, 50, 0, NULL, 1, 0, 2),
  (3, 3, '新手导出 3 张图片', '新手导出任务', '在客户端选中图片，点击右上角黄色的导出按钮，导出 3 张即得 80 积分', 1, 80, 0, NULL, 1, 3, 3),
  (4, 4, '首次购买 299 元及以上套餐', '首次购买套餐', '注册 30 天内首次购买 299 元及以上套餐，得 300 积分', 1, 300, 30, NULL, 1, 299, 4),
  (5, 5, '复购 299 元及以上套餐', '复购套餐', '再次购买 299 元及以上套餐，得 200 积分，24 小时内限 1 次', 1, 200, 0, NULL, 1, 299, 5),
  (6, 6, '导出挑战：30 天导出 500 张', '导出挑战', '领取任务后 30 天内导出 500 张图片，得 100 积分', 1, 100, 30, NULL, 2, 500, 6)
ON CONFLICT (id) DO UPDATE SET
  type = excluded.type, show_name = excluded.show_name, task_name = excluded.task_name, description = excluded.description,
  is_show_description = excluded.is_show_description, points = excluded.points, valid = excluded.valid,
  valid_end_time = excluded.valid_end_time, receive_type = excluded.receive_type, target = excluded.target, sort = excluded.sort;

-- The demo quiz: options and answers (indices of the right options) as JSON.
INSERT INTO points_questions (id, question, options, answer, description, sort) VALUES
  (1, '批量修图时，如何让整组照片使用同一套参数？', '["逐张手动调整","调整一张后同步到整组","导出后再统一修改"]', '[1]', '调整好一张照片后，使用同步功能即可把参数应用到整组照片。', 1),
  (2, '以下哪些属于 AI 人像修图的能力？（多选）', '["祛痘祛斑","脸型液化","自动排版相册","肤色匀净"]', '[0,1,3]', '祛痘祛斑、脸型液化和肤色匀净都是人像修图能力，自动排版属于排版设计软件。', 2),
  (3, '导出图片应点击哪里的按钮？', '["左上角菜单","右上角黄色导出按钮","图片右键菜单"]', '[1]', '选中图片后，点击右上角黄色的导出按钮即可导出。', 3),
  (4, '积分的有效期是多久？', '["永久有效","获得当年年底","最长两年，至次年 12 月 31 日 23:59:59"]', '[2]', '积分最长有效两年，到获得次年的 12 月 31 日 23:59:59 失效，先到期的积分先使用。', 4),
  (5, '哪些账号可以参与积分任务？（多选）', '["主账号","子账号","子账号的导出计入主账号的任务"]', '[0,2]', '只有主账号可以参与积分任务和兑换，子账号的导出会计入主账号的导出任务。', 5)
ON CONFLICT (id) DO UPDATE SET
  question = excluded.question, options = excluded.options, answer = excluded.answer, description = excluded.description, sort = excluded.sort;

DELETE FROM points_allocations WHERE debit_id IN (SELECT id FROM points_records WHERE org_id BETWEEN 101 AND 108);
DELETE FROM points_records WHERE org_id BETWEEN 101 AND 108;
DELETE FROM points_sign_ins WHERE org_id BETWEEN 101 AND 108;
DELETE FROM points_quiz_answers WHERE org_id BETWEEN 101 AND 108;
DELETE FROM points_task_receipts WHERE org_id BETWEEN 101 AND 108;
DELETE FROM points_exports WHERE org_id BETWEEN 101 AND 108;
DELETE FROM points_purchases WHERE org_id BETWEEN 101 AND 108;

-- Admin lots (type 2): 13800138000's organisation has 2680 in two months' lots; each lot
-- is valid to 31 Dec 23:59:59 China time (15:59:59 UTC) of the year after it was given.
WITH seed (org_id, user_id, points, unique_key, created) AS (VALUES
  (101, 1, 2000, 'seed:admin:1', unixepoch() - 62 * 86400),
  (101, 1, 680, 'seed:admin:2', unixepoch() - 31 * 86400),
  (102, 2, 120, 'seed:admin:1', unixepoch() - 31 * 86400),
  (103, 4, 15800, 'seed:admin:1', unixepoch() - 31 * 86400),
  (104, 5, 860, 'seed:admin:1', unixepoch() - 31 * 86400),
  (105, 6, 1320, 'seed:admin:1', unixepoch() - 31 * 86400),
  (106, 7, 300, 'seed:admin:1', unixepoch() - 31 * 86400),
  (107, 8, 540, 'seed:admin:1', unixepoch() - 31 * 86400),
  (108, 9, 90, 'seed:admin:1', unixepoch() - 31 * 86400)
)
INSERT INTO points_records (org_id, user_id, type, points, task_name, expires_at, unique_key, ref, created_at)
SELECT org_id, user_id, 2, points, '系统调整', CAST(strftime('%s', (CAST(strftime('%Y', created, 'unixepoch', '+8 hours') AS INTEGER) + 1) || '-12-31 15:59:59') AS INTEGER), unique_key, 'demo', created
FROM seed;
