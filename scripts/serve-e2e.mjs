// The server Playwright starts: the already-built worker on a fresh local state.
import { prepareDatabase, startWorker } from './local.mjs'

const stateDir = '.wrangler/e2e-state'
prepareDatabase(stateDir, { fresh: true })
await startWorker({ port: Number(process.env.E2E_PORT ?? 8790), stateDir, quiet: true })
