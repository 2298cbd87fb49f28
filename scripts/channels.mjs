#!/usr/bin/env node
// Operators edit the traffic channel → activity mapping (table ad_channels) with this
// script. It runs `wrangler d1 execute` and then deletes the cached map in KV
// (`ads:channels`), so the edge reads the new mapping on the next request.
//
//   node scripts/channels.mjs list                          [--remote]
//   node scripts/channels.mjs set <channel> <uuid> [family] [--remote]
//   node scripts/channels.mjs remove <channel>              [--remote]
//
// Without --remote it edits the local data of `npm start` (.wrangler/state); with
// --remote, the deployed D1 and KV of wrangler.toml.
import { bin, run } from './local.mjs'

const CACHE_KEY = 'ads:channels'
const args = process.argv.slice(2)
const remote = args.includes('--remote')
const [command, channel, uuid, family = 'channel'] = args.filter((arg) => arg !== '--remote')
const where = remote ? ['--remote'] : ['--local', '--persist-to', '.wrangler/state']

function fail(message) {
  console.error(message)
  process.exit(1)
}

/** Identifiers only: nothing here can break out of the SQL string. */
function checked(value, pattern, name) {
  if (!value || !pattern.test(value)) fail(`invalid ${name}: ${value ?? '(missing)'}`)
  return value
}

function sql(command) {
  run(bin('wrangler'), ['d1', 'execute', 'DB', ...where, '--command', command])
}

function clearCache() {
  run(bin('wrangler'), ['kv', 'key', 'delete', CACHE_KEY, '--binding', 'CACHE', ...where])
}

switch (command) {
  case 'list':
    sql('SELECT channel, activity_uuid, family, note, datetime(updated_at, "unixepoch") AS updated FROM ad_channels ORDER BY channel')
    break
  case 'set': {
    const name = checked(channel, /^[A-Za-z0-9_-]{1,64}$/, 'channel')
    const id = checked(uuid, /^[\w-]{1,64}$/, 'activity uuid')
    const kind = checked(family, /^[a-z0-9-]{1,32}$/, 'activity family')
    sql(
      `INSERT INTO ad_channels (channel, activity_uuid, family, updated_at) VALUES ('${name}', '${id}', '${kind}', unixepoch())
       ON CONFLICT(channel) DO UPDATE SET activity_uuid = excluded.activity_uuid, family = excluded.family, updated_at = unixepoch()`,
    )
    clearCache()
    break
  }
  case 'remove':
    sql(`DELETE FROM ad_channels WHERE channel = '${checked(channel, /^[A-Za-z0-9_-]{1,64}$/, 'channel')}'`)
    clearCache()
    break
  default:
    fail('usage: node scripts/channels.mjs list | set <channel> <uuid> [family] | remove <channel> [--remote]')
}
