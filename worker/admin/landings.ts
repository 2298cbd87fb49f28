import type { LandingRow } from '../services/ads'
import { auditStatement } from './audit'
import type { Viewer } from './views'

/**
 * Ad landings from the console (issue 29): the pages of the ads service at /ad/<key> (its
 * table ad_landings, read by its landing call). A save and its audit entry are one batch.
 * Nothing in KV holds a landing: the table's triggers bump the content version, so the edge's
 * page cache (decision 013) serves the new text on the next request; the gateway's last good
 * answer is used only while the ads service fails.
 */

export type { LandingRow }

export const LANDING_FIELDS = [
  'key',
  'platform',
  'headline',
  'subline',
  'hero_before',
  'hero_after',
  'showcases',
  'proof',
  'share_title',
  'share_description',
] as const satisfies readonly (keyof LandingRow)[]

/** The form as typed (showcases and proof one per line, parts split by |): given back unchanged when refused. */
export type LandingForm = Record<(typeof LANDING_FIELDS)[number], string>

const COLUMNS = LANDING_FIELDS.join(', ')

export async function listLandings(db: D1Database): Promise<LandingRow[]> {
  return (await db.prepare(`SELECT ${COLUMNS} FROM ad_landings ORDER BY key = 'default' DESC, key`).all<LandingRow>()).results
}

export function findLanding(db: D1Database, key: string): Promise<LandingRow | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM ad_landings WHERE key = ?`).bind(key).first<LandingRow>()
}

/** The image names the landings use now: offered as suggestions when typing one. */
export function mediaInUse(rows: readonly LandingRow[]): string[] {
  const names = new Set<string>()
  for (const row of rows) {
    names.add(row.hero_before).add(row.hero_after)
    for (const showcase of JSON.parse(row.showcases) as { before: string; after: string }[]) names.add(showcase.before).add(showcase.after)
  }
  return [...names].sort()
}

export const EMPTY_LANDING: LandingForm = {
  key: '',
  platform: 'default',
  headline: '',
  subline: '',
  hero_before: '',
  hero_after: '',
  showcases: '',
  proof: '',
  share_title: '',
  share_description: '',
}

export function formOfLanding(row: LandingRow): LandingForm {
  return {
    ...row,
    showcases: (JSON.parse(row.showcases) as { title: string; text: string; before: string; after: string }[])
      .map((item) => [item.title, item.text, item.before, item.after].join(' | '))
      .join('\n'),
    proof: (JSON.parse(row.proof) as { value: string; label: string }[]).map((item) => `${item.value} | ${item.label}`).join('\n'),
  }
}

const KEY = /^[a-z0-9]{1,32}$/
const MEDIA = /^[a-z0-9-]{1,64}$/

/** Lines of `parts` pieces split by |, or null when a line has another count or a piece is empty. */
function lines(text: string, parts: number): string[][] | null {
  const rows = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => line.split('|').map((piece) => piece.trim()))
  return rows.every((row) => row.length === parts && row.every(Boolean)) ? rows : null
}

/** The row a form sets, or the first thing wrong with it, in Chinese. */
export function readLandingForm(form: LandingForm): { row: LandingRow } | { error: string } {
  const key = form.key.trim()
  if (!KEY.test(key)) return { error: '落地页标识为 1-32 位小写字母或数字（/ad/标识）' }
  const platform = form.platform.trim()
  if (!KEY.test(platform)) return { error: '平台为 1-32 位小写字母或数字，如 default、baidu' }
  const headline = form.headline.trim()
  if (!headline || headline.length > 40) return { error: '主标题为 1-40 个字' }
  const subline = form.subline.trim()
  if (subline.length > 80) return { error: '副标题不能超过 80 个字' }
  const hero = [form.hero_before.trim(), form.hero_after.trim()] as const
  if (!hero.every((name) => MEDIA.test(name))) return { error: '首屏对比图须填写图库中的图片名称，如 skin-blemish-before' }
  const showcases = lines(form.showcases, 4)
  if (!showcases || showcases.length > 6) return { error: '案例每行一个：标题 | 说明 | 修图前图片 | 修图后图片，最多 6 个' }
  if (showcases.some(([title, text, before, after]) => title!.length > 20 || text!.length > 40 || !MEDIA.test(before!) || !MEDIA.test(after!)))
    return { error: '案例标题不超过 20 字、说明不超过 40 字，图片须为图库中的名称' }
  const proof = lines(form.proof, 2)
  if (!proof || proof.length > 4 || proof.some(([value, label]) => value!.length > 10 || label!.length > 12))
    return { error: '数据每行一条：数值 | 说明（数值不超过 10 字，说明不超过 12 字），最多 4 条' }
  const shareTitle = form.share_title.trim()
  if (!shareTitle || shareTitle.length > 60) return { error: '分享标题为 1-60 个字' }
  const shareDescription = form.share_description.trim()
  if (shareDescription.length > 120) return { error: '分享描述不能超过 120 个字' }
  return {
    row: {
      key,
      platform,
      headline,
      subline,
      hero_before: hero[0],
      hero_after: hero[1],
      showcases: JSON.stringify(showcases.map(([title, text, before, after]) => ({ title, text, before, after }))),
      proof: JSON.stringify(proof.map(([value, label]) => ({ value, label }))),
      share_title: shareTitle,
      share_description: shareDescription,
    },
  }
}

/** Creates or updates a landing; false when a create names a key already taken, or an edit one that is gone. */
export async function saveLanding(db: D1Database, viewer: Viewer, row: LandingRow, creating: boolean, now: number, requestId = ''): Promise<boolean> {
  const before = creating ? null : await findLanding(db, row.key)
  if (!creating && !before) return false
  const edited = LANDING_FIELDS.filter((field) => field !== 'key')
  const values = edited.map((field) => row[field])
  const write = creating
    ? db
        .prepare(
          `INSERT INTO ad_landings (${edited.join(', ')}, updated_at, key) VALUES (${edited.map(() => '?').join(', ')}, ?, ?) ON CONFLICT (key) DO NOTHING`,
        )
        .bind(...values, now, row.key)
    : db.prepare(`UPDATE ad_landings SET ${edited.map((field) => `${field} = ?`).join(', ')}, updated_at = ? WHERE key = ?`).bind(...values, now, row.key)
  const [written] = await db.batch([
    write,
    auditStatement(db, viewer, { action: creating ? 'landing.create' : 'landing.update', target: `landing:${row.key}`, before, after: row }, now, requestId, {
      onlyIfPreviousChanged: true,
    }),
  ])
  // The content-version trigger's write may count too: any change means the landing's.
  return (written?.meta.changes ?? 0) > 0
}
