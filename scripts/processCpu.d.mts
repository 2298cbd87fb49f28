// Types of scripts/processCpu.mjs, for its test.
export type ProcessGroups = { proxy: number[]; runtime: number[]; wrangler: number[] }
export type CpuReading = { proxy: number; runtime: number; wrangler: number; client: number }
export function devProcesses(root: number, port: number): ProcessGroups
export function cpuNow(groups: ProcessGroups): CpuReading
export function cpuSpent(before: CpuReading, after: CpuReading): CpuReading
