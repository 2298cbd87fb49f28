import { readFamilyData } from '../../shared/activityData'
import { auditStatement } from './audit'
import type { Viewer } from './views'

/**
 * An activity's family data from the console (decision 039): the JSON object its family panel
 * shows, checked against the family's table in shared/activityData.ts (the one the service
 * reads with), saved with its audit entry in one batch.
 */

async function storedData(db: D1Database, uuid: string): Promise<unknown> {
  return JSON.parse((await db.prepare('SELECT data FROM activities WHERE uuid = ?').bind(uuid).first<string>('data')) ?? '{}')
}

/** The saved data as the editor shows it, indented. */
export async function familyDataText(db: D1Database, uuid: string): Promise<string> {
  return JSON.stringify(await storedData(db, uuid), null, 2)
}

export async function saveFamilyData(
  db: D1Database,
  viewer: Viewer,
  activity: { uuid: string; family: string },
  typed: string,
  now: number,
  requestId = '',
): Promise<{ ok: boolean; message: string }> {
  const read = readFamilyData(activity.family, typed)
  if ('error' in read) return { ok: false, message: read.error }
  const before = await storedData(db, activity.uuid)
  const after = JSON.stringify(read.data)
  if (JSON.stringify(before) === after) return { ok: true, message: '活动数据没有改动' }
  const [written] = await db.batch([
    db.prepare('UPDATE activities SET data = ? WHERE uuid = ?').bind(after, activity.uuid),
    auditStatement(db, viewer, { action: 'activity.data.update', target: `activity:${activity.uuid}`, before, after: read.data }, now, requestId, {
      onlyIfPreviousChanged: true,
    }),
  ])
  return written?.meta.changes === 1 ? { ok: true, message: '活动数据已保存' } : { ok: false, message: '活动不存在' }
}
