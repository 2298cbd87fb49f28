import { applyD1Migrations } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import contentSql from '../../db/content.sql?raw'

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)

// The content seed (guides, download data, regions…) as `npm start` applies it. Its
// statements each end with ';' at the end of a line; full-line comments are dropped.
const statements = contentSql
  .split('\n')
  .filter((line) => !line.trimStart().startsWith('--'))
  .join('\n')
  .split(/;\s*$/m)
  .map((statement) => statement.trim())
  .filter(Boolean)
await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)))
