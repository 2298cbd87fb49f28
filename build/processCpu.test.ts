import { spawn } from 'node:child_process'
import { afterEach, describe, expect, it } from 'vitest'
import { cpuNow, cpuSpent, devProcesses } from '../scripts/processCpu.mjs'

const children: ReturnType<typeof spawn>[] = []
afterEach(() => {
  for (const child of children.splice(0)) child.kill()
})

describe("the bench's CPU split (scripts/processCpu.mjs)", () => {
  it('finds the processes a root started, a non-workerd one among wrangler’s', () => {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'])
    children.push(child)
    const groups = devProcesses(process.pid, 1)
    expect(groups.wrangler).toContain(child.pid)
    expect(groups.proxy).toEqual([])
    expect(groups.runtime).toEqual([])
  })

  it('counts the CPU this process spends between two readings as the client’s', () => {
    const before = cpuNow({ proxy: [], runtime: [], wrangler: [] })
    const until = performance.now() + 30
    while (performance.now() < until) Math.sqrt(Math.random())
    const spent = cpuSpent(before, cpuNow({ proxy: [], runtime: [], wrangler: [] }))
    expect(spent.client).toBeGreaterThan(10)
    expect(spent).toMatchObject({ proxy: 0, runtime: 0, wrangler: 0 })
  })
})
