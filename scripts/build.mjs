// Builds the client, then the worker (build/clientBuild.ts orders them), into a fresh
// dist/<name>/, points dist/current at it once complete, and exits (decision 035): a server
// running an earlier build keeps its files. BUILD_OUT names a folder the caller made and
// claimed (scripts/local.mjs build()); otherwise this script makes one.
// `vite build` alone can outlive its build: wyw-in-js (Linaria) keeps its evaluation
// runner, a child process, alive after it has evaluated an imported component.
import { createBuilder } from 'vite'
import { checkAssetRouting } from '../build/assetRouting.js'
import { newBuild, prune, release, switchCurrent, WORKER_CONFIG } from '../build/dist.js'
import { ROOT } from './local.mjs'

const own = !process.env.BUILD_OUT
const out = process.env.BUILD_OUT ?? newBuild(ROOT)
process.env.BUILD_OUT = out

const builder = await createBuilder({ logLevel: process.env.VITE_LOG_LEVEL ?? 'warn' })
await builder.buildApp()
checkAssetRouting(out, WORKER_CONFIG)
switchCurrent(ROOT, out)
if (own) release(ROOT, out)
prune(ROOT)
process.exit(0)
