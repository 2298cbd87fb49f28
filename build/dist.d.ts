export const DIST: string
export const CURRENT: string
export const WORKER_CONFIG: string
export function isAlive(pid: number): boolean
export function newBuild(root: string, pid?: number): string
export function currentBuild(root: string): string | null
export function switchCurrent(root: string, dir: string, pid?: number): void
export function claim(root: string, dir: string, pid?: number): boolean
export function release(root: string, dir: string, pid?: number): void
export function claimCurrent(root: string, pid?: number): string
export function prune(root: string, alive?: (pid: number) => boolean): string[]
