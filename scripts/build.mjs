// Builds the client, then the worker (build/clientBuild.ts orders them), and exits.
// `vite build` alone can outlive its build: wyw-in-js (Linaria) keeps its evaluation
// runner, a child process, alive after it has evaluated an imported component.
import { createBuilder } from 'vite'

const builder = await createBuilder({ logLevel: process.env.VITE_LOG_LEVEL ?? 'warn' })
await builder.buildApp()
process.exit(0)
