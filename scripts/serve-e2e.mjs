// The server Playwright starts: the already-built worker on a fresh local state.
import { prepareDatabase, startWorker } from './local.mjs'

const port = Number(process.env.E2E_PORT ?? 8790)
const stateDir = `.wrangler/e2e-state-${port}`
prepareDatabase(stateDir, { fresh: true })
await startWorker({ port, stateDir, quiet: true })
