// npm start: a complete local site on http://localhost:8787 (PORT overrides) with the
// built-in services, the sandbox and demo data. Local data persists in .wrangler/state.
import { build, ensureInstalled, prepareDatabase, startWorker } from './local.mjs'

const port = Number(process.env.PORT ?? 8787)
const stateDir = '.wrangler/state'

ensureInstalled()
// This run serves the build it made (decision 035): another `npm start` or build leaves it be.
const dir = build()
prepareDatabase(stateDir)
await startWorker({ port, stateDir, dir })
console.log(`\n  Site ready: http://localhost:${port}\n`)
