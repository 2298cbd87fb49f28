import type { AdReportRequest } from '../../../shared/contracts/schemas/ads'

export type ReportPhase = 'landing' | 'login'

/**
 * Stores the ad report once per landing (web_id and click_uri) and once more after login,
 * with the same web_id and click_uri. Returns whether this report was new.
 */
export async function storeReport(
  db: D1Database,
  report: AdReportRequest,
  userId: number | null,
  now: number,
): Promise<{ stored: boolean; phase: ReportPhase }> {
  const phase: ReportPhase = userId ? 'login' : 'landing'
  const result = await db
    .prepare(
      `INSERT OR IGNORE INTO ad_reports (web_id, click_uri, phase, platform, os, ad_params, user_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(report.web_id, report.click_uri, phase, report.platform, report.os, JSON.stringify(report.ad_params), userId, now)
    .run()
  return { stored: result.meta.changes > 0, phase }
}

/** The account registered after its landing report: a registration the ad paid for. */
export async function registeredAfterLanding(db: D1Database, webId: string, userId: number): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT 1 AS yes FROM users u, ad_reports r
       WHERE u.id = ?1 AND r.web_id = ?2 AND r.phase = 'landing' AND u.created_at >= r.created_at LIMIT 1`,
    )
    .bind(userId, webId)
    .first<{ yes: number }>()
  return row !== null
}
