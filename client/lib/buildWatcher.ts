/**
 * Notices a deploy: the latest-build file (`/version.json`, written by the build) is
 * polled, and once its id differs from the running build the next navigation is a
 * full page load, so visitors pick up the new code between pages, never mid-page.
 */
export interface BuildWatcher {
  /** Fetches the latest id once; true if the running build is now stale. */
  check(): Promise<boolean>
  isStale(): boolean
}

export function createBuildWatcher(currentId: string, fetchLatestId: () => Promise<string | undefined>): BuildWatcher {
  let stale = false
  return {
    async check() {
      if (stale) return true
      try {
        const latest = await fetchLatestId()
        stale = latest !== undefined && latest !== currentId
      } catch {
        // Offline or mid-deploy: try again at the next poll.
      }
      return stale
    },
    isStale: () => stale,
  }
}

export async function fetchLatestBuildId(): Promise<string | undefined> {
  const response = await fetch(`/version.json?t=${Date.now()}`, { cache: 'no-store' })
  if (!response.ok) return undefined
  const body = (await response.json()) as { id?: unknown }
  return typeof body.id === 'string' ? body.id : undefined
}
