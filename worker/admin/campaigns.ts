import { activityState } from '../../shared/activityState'
import { chinaDateTime, parseChinaTime } from '../../shared/chinaTime'
import { matchRoute } from '../../shared/matchRoute'
import { type ActivityRow as StoredActivity } from '../services/activity'
import { CHANNEL_CACHE_KEY } from '../services/ads'
import { auditStatement } from './audit'
import type { Viewer } from './views'

/**
 * Campaigns from the console (issue 29): operators create and edit activities (family,
 * timeline, welfare rule, theme, rules, share info) and map traffic channels to them, as
 * scripts/channels.mjs does, with the same KV refresh. Each save and its audit entry are
 * one batch. An activity's gifts and offer cards are edited in ./offers.
 */

export const ACTIVITY_STATE_LABELS = ['未开始', '预热中', '进行中', '已结束'] as const
export const WELFARE_RULES: Record<string, string> = {
  '': '所有人',
  new: '活动开始后注册的新用户',
  paid: '付费用户',
  recent: '注册 30 天内',
  old_vip: '注册超过 30 天的会员',
}
export const THEMES = ['orange', 'blue', 'purple', 'dark'] as const

/** An activity as the console edits it: its type and task kind stay with the catalogue. */
export type ActivityRow = Omit<StoredActivity, 'type' | 'task_kind'>

/** The form as typed (times as China wall-clock text, rules one per line): given back unchanged when refused. */
export type ActivityForm = Record<(typeof ACTIVITY_FORM_FIELDS)[number], string>

const EDITED_COLUMNS = [
  'family',
  'title',
  'subtitle',
  'preheat_at',
  'start_at',
  'end_at',
  'welfare_rule',
  'theme',
  'rules',
  'share_title',
  'share_description',
  'share_link',
  'share_thumbnail',
] as const satisfies readonly (keyof ActivityRow)[]
const SELECTED = `uuid, ${EDITED_COLUMNS.join(', ')}`
/** The fields of an activity's form, as posted. */
export const ACTIVITY_FORM_FIELDS = ['uuid', ...EDITED_COLUMNS] as const

/** The page a visitor opens for an activity of `family`, or null when no route shows that family. */
export function activityUrl(family: string, uuid: string): string | null {
  for (const path of [`/activity/${family}/${uuid}`, `/${family}/${uuid}`]) {
    if (matchRoute(path).entry.page !== 'notFound') return path
  }
  return null
}

export async function listActivities(db: D1Database): Promise<ActivityRow[]> {
  return (await db.prepare(`SELECT ${SELECTED} FROM activities ORDER BY start_at DESC LIMIT 200`).all<ActivityRow>()).results
}

export function findActivity(db: D1Database, uuid: string): Promise<ActivityRow | null> {
  return db.prepare(`SELECT ${SELECTED} FROM activities WHERE uuid = ?`).bind(uuid).first<ActivityRow>()
}

export function stateLabel(row: ActivityRow, now: number): string {
  return ACTIVITY_STATE_LABELS[activityState(row, now)]
}

export function emptyActivityForm(now: number): ActivityForm {
  return {
    uuid: '',
    family: 'sale',
    title: '',
    subtitle: '',
    preheat_at: chinaDateTime(now),
    start_at: chinaDateTime(now),
    end_at: chinaDateTime(now + 14 * 86_400),
    welfare_rule: '',
    theme: 'orange',
    rules: '',
    share_title: '',
    share_description: '',
    share_link: '',
    share_thumbnail: '',
  }
}

export function formOfActivity(row: ActivityRow): ActivityForm {
  return {
    ...row,
    preheat_at: chinaDateTime(row.preheat_at),
    start_at: chinaDateTime(row.start_at),
    end_at: chinaDateTime(row.end_at),
    rules: (JSON.parse(row.rules) as string[]).join('\n'),
  }
}

const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/
/** A path of this site (not `//host`), at most 300 characters, no spaces or quotes. */
const SITE_PATH = /^\/(?!\/)[^\s"'<>\\]{0,299}$/
const HTTPS_URL = /^https:\/\/[^\s"'<>\\]{1,292}$/

/** The row a form sets, or the first thing wrong with it, in Chinese. */
export function readActivityForm(form: ActivityForm): { row: ActivityRow } | { error: string } {
  const uuid = form.uuid.trim()
  if (!/^[a-z0-9][a-z0-9-]{2,63}$/.test(uuid)) return { error: '活动标识为 3-64 位小写字母、数字或短横线' }
  const family = form.family.trim()
  if (!activityUrl(family, uuid)) return { error: '没有展示该活动类型的页面' }
  const title = form.title.trim()
  if (!title || title.length > 40) return { error: '活动标题为 1-40 个字' }
  if (form.subtitle.trim().length > 80) return { error: '副标题不能超过 80 个字' }
  const times = (['preheat_at', 'start_at', 'end_at'] as const).map((key) => (TIME.test(form[key].trim()) ? parseChinaTime(form[key].trim()) : null))
  if (times.some((time) => time === null)) return { error: '时间格式为 2026-12-01 10:00:00' }
  const [preheat, start, end] = times as [number, number, number]
  if (!(preheat <= start && start < end)) return { error: '须满足：预热时间 ≤ 开始时间 < 结束时间' }
  if (!(form.welfare_rule in WELFARE_RULES)) return { error: '请选择领取条件' }
  if (!(THEMES as readonly string[]).includes(form.theme)) return { error: '请选择主题色' }
  const rules = form.rules
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
  if (rules.length > 20 || rules.some((line) => line.length > 200)) return { error: '活动规则最多 20 条，每条不超过 200 字' }
  if (form.share_title.trim().length > 40 || form.share_description.trim().length > 80) return { error: '分享标题不超过 40 字，分享描述不超过 80 字' }
  const shareLink = form.share_link.trim()
  // WeChat shares only links of the site's own domain: a path here, with its query.
  if (shareLink && !SITE_PATH.test(shareLink)) return { error: '分享链接为本站路径，以 / 开头，如 /activity/sale/xxx?sId=1' }
  const shareThumbnail = form.share_thumbnail.trim()
  if (shareThumbnail && !SITE_PATH.test(shareThumbnail) && !HTTPS_URL.test(shareThumbnail))
    return { error: '分享缩略图为本站路径（以 / 开头）或 https:// 开头的图片地址' }
  return {
    row: {
      uuid,
      family,
      title,
      subtitle: form.subtitle.trim(),
      preheat_at: preheat,
      start_at: start,
      end_at: end,
      welfare_rule: form.welfare_rule,
      theme: form.theme,
      rules: JSON.stringify(rules),
      share_title: form.share_title.trim(),
      share_description: form.share_description.trim(),
      share_link: shareLink,
      share_thumbnail: shareThumbnail,
    },
  }
}

/** Creates (`existing` null) or updates an activity; false when a create names a uuid already taken. */
export async function saveActivity(db: D1Database, viewer: Viewer, row: ActivityRow, creating: boolean, now: number, requestId = ''): Promise<boolean> {
  const before = creating ? null : await findActivity(db, row.uuid)
  if (!creating && !before) return false
  // The columns an operator sets, in one order for both statements.
  const values = EDITED_COLUMNS.map((column) => row[column])
  const write = creating
    ? db
        .prepare(
          `INSERT INTO activities (${EDITED_COLUMNS.join(', ')}, uuid) VALUES (${EDITED_COLUMNS.map(() => '?').join(', ')}, ?) ON CONFLICT (uuid) DO NOTHING`,
        )
        .bind(...values, row.uuid)
    : db.prepare(`UPDATE activities SET ${EDITED_COLUMNS.map((column) => `${column} = ?`).join(', ')} WHERE uuid = ?`).bind(...values, row.uuid)
  const [written] = await db.batch([
    write,
    auditStatement(
      db,
      viewer,
      { action: creating ? 'activity.create' : 'activity.update', target: `activity:${row.uuid}`, before, after: row },
      now,
      requestId,
      { onlyIfPreviousChanged: true },
    ),
  ])
  return written?.meta.changes === 1
}

export interface ChannelRow {
  channel: string
  activity_uuid: string
  family: string
  note: string
}

export async function listChannels(db: D1Database): Promise<ChannelRow[]> {
  return (await db.prepare('SELECT channel, activity_uuid, family, note FROM ad_channels ORDER BY channel').all<ChannelRow>()).results
}

/** Maps a channel to an activity (or removes it when `uuid` is empty), then drops the edge's cached map. */
export async function saveChannel(
  env: { DB: D1Database; CACHE: KVNamespace },
  viewer: Viewer,
  form: { channel: string; uuid: string; note: string },
  now: number,
  requestId = '',
): Promise<{ ok: boolean; message: string }> {
  const channel = form.channel.trim()
  if (!/^[\w-]{1,64}$/.test(channel)) return { ok: false, message: '渠道标识为 1-64 位字母、数字、下划线或短横线' }
  if (form.note.length > 100) return { ok: false, message: '备注不能超过 100 个字' }
  const before = await env.DB.prepare('SELECT channel, activity_uuid, family, note FROM ad_channels WHERE channel = ?').bind(channel).first<ChannelRow>()
  const uuid = form.uuid.trim()
  if (!uuid) {
    if (!before) return { ok: false, message: '该渠道不存在' }
    await env.DB.batch([
      env.DB.prepare('DELETE FROM ad_channels WHERE channel = ?').bind(channel),
      auditStatement(env.DB, viewer, { action: 'channel.remove', target: `channel:${channel}`, before, after: null }, now, requestId, {
        onlyIfPreviousChanged: true,
      }),
    ])
  } else {
    const activity = await findActivity(env.DB, uuid)
    if (!activity) return { ok: false, message: '活动不存在' }
    const after = { channel, activity_uuid: uuid, family: 'channel', note: form.note.trim() }
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO ad_channels (channel, activity_uuid, family, note, updated_at) VALUES (?, ?, 'channel', ?, ?) ON CONFLICT (channel) DO UPDATE SET activity_uuid = excluded.activity_uuid, note = excluded.note, updated_at = excluded.updated_at",
      ).bind(channel, uuid, after.note, now),
      auditStatement(env.DB, viewer, { action: 'channel.set', target: `channel:${channel}`, before, after }, now, requestId),
    ])
  }
  await env.CACHE.delete(CHANNEL_CACHE_KEY)
  return { ok: true, message: uuid ? `渠道 ${channel} 已指向活动 ${uuid}` : `渠道 ${channel} 已删除` }
}
