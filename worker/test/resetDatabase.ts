import { env } from 'cloudflare:workers'
import contentSql from '../../db/content.sql?raw'
import demoSql from '../../db/demo.sql?raw'
import { sqlStatements } from './sqlFile'
import { clearPageCache } from '../edge/pageCache'

/** Every service's demo file (db/demo-<service>.sql), in the order `npm start` applies them. */
const SERVICE_SEEDS = import.meta.glob<string>('../../db/demo-*.sql', { query: '?raw', import: 'default', eager: true })

/** The seeds as `npm start` applies them: the accounts, the page content, then each service's demo data. */
const SEED_STATEMENTS = [
  demoSql,
  contentSql,
  ...Object.keys(SERVICE_SEEDS)
    .sort()
    .map((file) => SERVICE_SEEDS[file]!),
].flatMap(sqlStatements)

/**
 * The application's tables, read from the schema itself: a table a migration adds is reset
 * without being listed. The content version only ever grows (a reset bumps it through the
 * content tables' triggers), so no kept page outlives the content it showed; a version read
 * moments ago is trusted for a while (decision 013), so the reset forgets the kept pages too.
 */
async function applicationTables(db: D1Database): Promise<string[]> {
  const { results } = await db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT IN ('d1_migrations', 'content_version')",
    )
    .all<{ name: string }>()
  return results.map((row) => row.name)
}

/**
 * Empties every table and applies the seeds again, so no test sees what another left.
 * Foreign keys are deferred to the end of the batch (one transaction), so the order of
 * the deletes does not matter; the seeds then put back the demo state `npm start` has.
 */
export async function resetDatabase(): Promise<void> {
  const db = env.DB
  const tables = await applicationTables(db)
  await db.batch([
    db.prepare('PRAGMA defer_foreign_keys = on'),
    ...tables.map((table) => db.prepare(`DELETE FROM "${table}"`)),
    ...SEED_STATEMENTS.map((statement) => db.prepare(statement)),
  ])
  clearPageCache()
}
