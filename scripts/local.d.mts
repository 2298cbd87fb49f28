// Types of the parts of local.mjs that TypeScript callers (journeys) use.
import type { ChildProcess } from 'node:child_process'

export function prepareDatabase(stateDir: string, options?: { fresh?: boolean }): void
export function startWorker(options: {
  port: number
  stateDir: string
  dir?: string
  quiet?: boolean
  vars?: Record<string, string>
}): Promise<{ child: ChildProcess; stop: () => void }>
export const ENV: NodeJS.ProcessEnv
export function bin(name: string): string
