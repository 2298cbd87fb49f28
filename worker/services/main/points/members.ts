/** Who may earn (spec section 6): only an organisation's main account earns and spends; sub-accounts count towards it. */
export interface PointsMember {
  userId: number
  orgId: number
  isMain: boolean
  /** When the organisation's main account registered (the newcomer and first-purchase windows). */
  registeredAt: number
}

export async function findMember(db: D1Database, userId: number): Promise<PointsMember | null> {
  const row = await db
    .prepare(
      `SELECT u.id, u.org_id, o.main_user_id, COALESCE(m.created_at, u.created_at) AS registered_at, u.allow_join_points_task
       FROM users u JOIN organisations o ON o.id = u.org_id LEFT JOIN users m ON m.id = o.main_user_id
       WHERE u.id = ? AND u.deleted_at IS NULL`,
    )
    .bind(userId)
    .first<{ id: number; org_id: number; main_user_id: number | null; registered_at: number; allow_join_points_task: number }>()
  if (!row) return null
  return {
    userId: row.id,
    orgId: row.org_id,
    isMain: row.main_user_id === row.id && row.allow_join_points_task === 1,
    registeredAt: row.registered_at,
  }
}
