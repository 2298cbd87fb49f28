-- Demo data of the ads service (issue 11): landings per key and the channel mapping.
-- Idempotent: applied on every `npm start` after db/demo.sql and db/content.sql.

INSERT OR REPLACE INTO ad_landings (key, platform, headline, subline, hero_before, hero_after, showcases, proof, share_title, share_description) VALUES
('default', 'default', 'AI 一键精修人像', '祛痘、磨皮、瘦脸、调色一次完成，一组婚纱照 3 分钟出片', 'skin-blemish-before', 'skin-blemish-after',
 '[{"title":"中性灰磨皮","text":"保留毛孔质感，肤色均匀通透","before":"skin-grey-before","after":"skin-grey-after"},{"title":"智能瘦脸","text":"下颌线自然收窄，不变形不拉背景","before":"shape-face-before","after":"shape-face-after"},{"title":"去路人","text":"景区人像一键清场，背景干净","before":"passersby-before","after":"passersby-after"}]',
 '[{"value":"60 万+","label":"摄影师在用"},{"value":"10倍","label":"批量出片提速"},{"value":"4.9分","label":"应用商店评分"}]',
 '光影修图：AI 一键精修人像，免费下载', '祛痘磨皮、瘦脸塑形、AI 调色一次完成，影楼与摄影师都在用的批量修图软件。'),
('1', 'default', '婚纱照批量精修，一晚修完一整套', 'AI 识别每一张脸，祛瑕、塑形、调色自动同步到整组照片', 'shape-neck-before', 'shape-neck-after',
 '[{"title":"祛痘祛斑","text":"痘印斑点一键去除，肤质保留","before":"skin-blemish-before","after":"skin-blemish-after"},{"title":"局部调色","text":"只改婚纱颜色，其余不变","before":"colour-local-before","after":"colour-local-after"},{"title":"补草地","text":"草坪斑驳露土也能补齐","before":"grass-before","after":"grass-after"}]',
 '[{"value":"3万+","label":"影楼门店"},{"value":"1套/晚","label":"婚纱照精修"},{"value":"免费","label":"下载体验"}]',
 '婚纱照批量精修，一晚修完一整套 | 光影修图', 'AI 识别每一张脸，祛瑕塑形调色自动同步整组照片，影楼后期效率提升 10 倍。'),
('2', 'default', '证件照换装，30 秒出标准照', '正装、校服、白衬衫任选，自动抠图换底，冲印级清晰', 'id-female-source', 'id-female-2',
 '[{"title":"男士正装","text":"西装领带一键穿上","before":"id-male-source","after":"id-male-1"},{"title":"儿童证件照","text":"入学照、护照照都能做","before":"id-child-source","after":"id-child-1"},{"title":"背景均匀","text":"影棚背景明暗一致","before":"bgeven-before","after":"bgeven-after"}]',
 '[{"value":"30秒","label":"出一张标准照"},{"value":"12款","label":"正装与校服"},{"value":"免费","label":"下载体验"}]',
 '证件照换装，30 秒出标准照 | 光影修图', '正装、校服、白衬衫任选，自动抠图换底，照相馆证件照一站完成。'),
('baidu', 'baidu', '修图太慢？试试 AI 批量精修', '百度用户专享：下载即送 7 天会员，祛痘磨皮瘦脸一键完成', 'skin-blemish-before', 'skin-blemish-after',
 '[{"title":"中性灰磨皮","text":"告别手动双曲线，一键通透","before":"skin-grey-before","after":"skin-grey-after"},{"title":"立体轮廓","text":"鼻梁颧骨光影自动加强","before":"shape-contour-before","after":"shape-contour-after"},{"title":"去路人","text":"景区人像一键清场","before":"passersby-before","after":"passersby-after"}]',
 '[{"value":"60 万+","label":"摄影师在用"},{"value":"7天","label":"会员免费送"},{"value":"10倍","label":"出片提速"}]',
 '修图太慢？光影修图 AI 批量精修，下载送 7 天会员', '祛痘磨皮瘦脸一键完成，影楼与摄影师都在用，百度用户下载即送 7 天会员。'),
('tencent', 'tencent', '朋友圈同款质感肌，一键修出来', '人像精修 + AI 调色，手机拍的也能修出大片感', 'skin-grey-before', 'skin-grey-after',
 '[{"title":"AI 调色","text":"晨光、简白、清新风格一键套用","before":"colour-source","after":"colour-morning"},{"title":"身体祛瑕","text":"肩颈痘印疤痕一并去除","before":"skin-body-before","after":"skin-body-after"},{"title":"背景虚化","text":"手机照片也有大光圈","before":"blur-before","after":"blur-after"}]',
 '[{"value":"60 万+","label":"摄影师在用"},{"value":"30+","label":"调色风格"},{"value":"免费","label":"下载体验"}]',
 '朋友圈同款质感肌，光影修图一键修出来', '人像精修 + AI 调色，手机拍的照片也能修出大片感，免费下载体验。'),
('ktw', 'ktw', '摄影工作室的 AI 修图助理', '接单多、修图慢？批量精修、自动调色，交片速度翻倍', 'colour-source', 'colour-fresh',
 '[{"title":"智能瘦脸","text":"自然收窄下颌线","before":"shape-face-before","after":"shape-face-after"},{"title":"去反光","text":"眼镜反光一键去除","before":"glare-before","after":"glare-after"},{"title":"场景替换","text":"影棚灰底换成梦幻教堂","before":"scene-source","after":"scene-church"}]',
 '[{"value":"3万+","label":"工作室在用"},{"value":"2倍","label":"交片速度"},{"value":"1对1","label":"顾问部署"}]',
 '摄影工作室的 AI 修图助理 | 光影修图', '批量精修、自动调色、场景替换，工作室交片速度翻倍，支持 1 对 1 顾问部署。'),
('qnwallpaper', 'qnwallpaper', '把随手拍修成壁纸级大片', 'AI 调色、去路人、背景虚化，三步修出高级感', 'passersby-before', 'passersby-after',
 '[{"title":"AI 调色","text":"海边栈道一键清新","before":"colour2-source","after":"colour2-fresh"},{"title":"背景虚化","text":"主体突出，背景柔和","before":"blur-before","after":"blur-after"},{"title":"去杂物","text":"画面里的杂物一抹就掉","before":"erase-before","after":"erase-after"}]',
 '[{"value":"30+","label":"调色风格"},{"value":"3步","label":"修出大片"},{"value":"免费","label":"下载体验"}]',
 '把随手拍修成壁纸级大片 | 光影修图', 'AI 调色、去路人、背景虚化，三步把随手拍修成壁纸级大片，免费下载。');

-- Traffic channels and the activity each lands on (spec section 3: the full mapping is
-- not shown, so the demo points them at the demo activities of db/demo-activity.sql;
-- operators edit them with scripts/channels.mjs).
INSERT OR REPLACE INTO ad_channels (channel, activity_uuid, family, note) VALUES
('baidu', 'demo-channel', 'channel', '百度搜索'),
('baiduMobile', 'demo-channel', 'channel', '百度移动'),
('baiduBrandArea', 'demo-channel', 'channel', '百度品牌专区'),
('tencent', 'demo-sale', 'sale', '腾讯广告'),
('tencentL', 'demo-sale', 'sale', '腾讯广告（落地页）'),
('tiktok', 'demo-promo', 'promo', '抖音'),
('360ad', 'demo-channel', 'channel', '360 搜索'),
('360adMobile', 'demo-channel', 'channel', '360 移动'),
('bing', 'demo-special-sale', 'special-sale', '必应');
