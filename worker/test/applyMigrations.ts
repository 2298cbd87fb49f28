import { applyD1Migrations } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import contentSql from '../../db/content.sql?raw'
import { sqlStatements } from './sqlFile'

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)

// The content seed (guides, download data, regions…) as `npm start` applies it.
await env.DB.batch(sqlStatements(contentSql).map((statement) => env.DB.prepare(statement)))
