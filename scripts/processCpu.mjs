// CPU time of the local runtime's processes and of the bench itself, read from /proc: where a
// request's time goes under load on this machine, where the load client shares the cores with
// the server it measures. Linux only: elsewhere it finds no processes, and the bench prints no split.
import { readdirSync, readFileSync } from 'node:fs'

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100

function statOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name may hold spaces and parentheses: the fields start after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return { ppid: Number(fields[1]), cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND }
  } catch {
    return undefined // the process is gone, or there is no /proc
  }
}

function commandOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
  } catch {
    return []
  }
}

function descendantsOf(root) {
  let pids
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    return []
  }
  const children = new Map()
  for (const pid of pids) {
    const stat = statOf(pid)
    if (stat) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), Number(pid)])
  }
  const found = []
  const queue = [root]
  while (queue.length) {
    const next = children.get(queue.shift()) ?? []
    found.push(...next)
    queue.push(...next)
  }
  return found
}

/**
 * The processes of a `wrangler dev` started as `root` listening on `port`: its local proxy (the
 * workerd whose entry socket is the port, which only `wrangler dev` has), the runtime that runs
 * the worker and its assets (the other workerd), and wrangler's own Node processes.
 */
export function devProcesses(root, port) {
  const groups = { proxy: [], runtime: [], wrangler: [] }
  for (const pid of descendantsOf(root)) {
    const command = commandOf(pid)
    if (!command[0]?.endsWith('workerd')) groups.wrangler.push(pid)
    else if (command.includes(`--socket-addr=entry=127.0.0.1:${port}`)) groups.proxy.push(pid)
    else groups.runtime.push(pid)
  }
  return groups
}

/** CPU milliseconds spent so far by each group of processes, and by this process (the client). */
export function cpuNow(groups) {
  const sum = (pids) => pids.reduce((total, pid) => total + (statOf(pid)?.cpuMs ?? 0), 0)
  const { user, system } = process.cpuUsage()
  return { proxy: sum(groups.proxy), runtime: sum(groups.runtime), wrangler: sum(groups.wrangler), client: (user + system) / 1000 }
}

/** What each group spent between two readings of cpuNow. */
export function cpuSpent(before, after) {
  return Object.fromEntries(Object.keys(before).map((name) => [name, after[name] - before[name]]))
}
