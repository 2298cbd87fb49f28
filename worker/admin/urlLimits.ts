import { readUrlLimitPattern } from '../../shared/urlLimits'
import { auditStatement } from './audit'
import type { Viewer } from './views'

/**
 * URL limits from the console (issue 28): the pages POST /v1/web/weight/is_url_limit answers
 * as limited (table url_limits, migration 0099; the rule is shared/urlLimits.ts). An addition
 * or removal and its audit entry are one batch.
 */

export interface UrlLimitRow {
  id: number
  pattern: string
  note: string
  created_at: number
  created_by: string
}

export interface UrlLimitForm {
  pattern: string
  note: string
}

export const EMPTY_URL_LIMIT: UrlLimitForm = { pattern: '', note: '' }

export const URL_LIMIT_NOTE_MAX = 100

export async function listUrlLimits(db: D1Database): Promise<UrlLimitRow[]> {
  return (await db.prepare('SELECT id, pattern, note, created_at, created_by FROM url_limits ORDER BY pattern').all<UrlLimitRow>()).results
}

/** The limit a form adds, or the first thing wrong with it, in Chinese. */
export function readUrlLimitForm(form: UrlLimitForm): { pattern: string; note: string } | { error: string } {
  const read = readUrlLimitPattern(form.pattern)
  if ('error' in read) return read
  const note = form.note.trim()
  if (note.length > URL_LIMIT_NOTE_MAX) return { error: `备注不能超过 ${URL_LIMIT_NOTE_MAX} 个字` }
  return { pattern: read.pattern, note }
}

/** Adds a limit; false when the path is limited already. */
export async function addUrlLimit(db: D1Database, viewer: Viewer, limit: { pattern: string; note: string }, now: number, requestId = ''): Promise<boolean> {
  const [written] = await db.batch([
    db
      .prepare('INSERT INTO url_limits (pattern, note, created_at, created_by) VALUES (?, ?, ?, ?) ON CONFLICT (pattern) DO NOTHING')
      .bind(limit.pattern, limit.note, now, viewer.email),
    auditStatement(db, viewer, { action: 'url_limit.add', target: `url_limit:${limit.pattern}`, before: null, after: limit }, now, requestId, {
      onlyIfPreviousChanged: true,
    }),
  ])
  return (written?.meta.changes ?? 0) > 0
}

/** Lifts a limit; false when it is gone already. */
export async function removeUrlLimit(db: D1Database, viewer: Viewer, id: number, now: number, requestId = ''): Promise<boolean> {
  const before = await db.prepare('SELECT id, pattern, note, created_at, created_by FROM url_limits WHERE id = ?').bind(id).first<UrlLimitRow>()
  if (!before) return false
  const [written] = await db.batch([
    db.prepare('DELETE FROM url_limits WHERE id = ?').bind(id),
    auditStatement(db, viewer, { action: 'url_limit.remove', target: `url_limit:${before.pattern}`, before, after: null }, now, requestId, {
      onlyIfPreviousChanged: true,
    }),
  ])
  return (written?.meta.changes ?? 0) > 0
}
