import { env } from 'cloudflare:workers'
import { resetDatabase } from './resetDatabase'

/** Every table back to the demo data (demo ledgers included). */
export async function resetPoints(): Promise<void> {
  await resetDatabase()
}

/** An organisation of its own for a test: a main account registered at `registeredAt`. */
export async function makeOrg(orgId: number, registeredAt: number): Promise<{ orgId: number; userId: number }> {
  const userId = orgId
  await env.DB.batch([
    env.DB.prepare('INSERT OR REPLACE INTO organisations (id, main_user_id, name) VALUES (?, ?, ?)').bind(orgId, userId, `测试 ${orgId}`),
    env.DB.prepare('INSERT OR REPLACE INTO users (id, phone, name, org_id, created_at) VALUES (?, ?, ?, ?, ?)').bind(
      userId,
      `1370000${String(orgId).padStart(4, '0')}`,
      `测试 ${orgId}`,
      orgId,
      registeredAt,
    ),
  ])
  return { orgId, userId }
}

/** Unix seconds of an ISO moment. */
export const at = (iso: string): number => Date.parse(iso) / 1000

/** Every lot's remaining points, and the ledger's sum, for the invariant. */
export async function ledgerState(orgId: number): Promise<{ sum: number; lots: number[] }> {
  const sum = (await env.DB.prepare('SELECT COALESCE(SUM(points), 0) AS n FROM points_records WHERE org_id = ?').bind(orgId).first<number>('n')) ?? 0
  const { results } = await env.DB.prepare(
    `SELECT r.points - COALESCE((SELECT SUM(a.points) FROM points_allocations a WHERE a.lot_id = r.id), 0) AS remaining
     FROM points_records r WHERE r.org_id = ? AND r.points > 0`,
  )
    .bind(orgId)
    .all<{ remaining: number }>()
  return { sum, lots: results.map((row) => row.remaining) }
}
