import type { Landing } from '../../../shared/contracts/schemas/ads'

/** A row of ad_landings, which the operator console edits. */
export interface LandingRow {
  key: string
  platform: string
  headline: string
  subline: string
  hero_before: string
  hero_after: string
  /** JSON: [{ title, text, before, after }]. */
  showcases: string
  /** JSON: [{ value, label }]. */
  proof: string
  share_title: string
  share_description: string
}

function parseList<T>(text: string): T[] {
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? (value as T[]) : []
  } catch {
    return []
  }
}

function toLanding(row: LandingRow): Landing {
  return {
    key: row.key,
    platform: row.platform,
    headline: row.headline,
    subline: row.subline,
    hero: { before: row.hero_before, after: row.hero_after },
    showcases: parseList(row.showcases),
    proof: parseList(row.proof),
    share: { title: row.share_title, description: row.share_description },
  }
}

/** The landing of a key; an unknown id falls back to the default landing, so no ad click lands on an error. */
export async function readLanding(db: D1Database, key: string): Promise<Landing | null> {
  const { results } = await db.prepare(`SELECT * FROM ad_landings WHERE key IN (?1, 'default') ORDER BY key = 'default'`).bind(key).all<LandingRow>()
  return results[0] ? toLanding(results[0]) : null
}
