import { useSyncExternalStore } from 'react'

/**
 * Whether the login dialog is open. The header's entry, a 401 and any page can open it,
 * and the API client that reports a 401 lives outside React: hence a small store.
 */
let open = false
const listeners = new Set<() => void>()

function set(value: boolean) {
  if (open === value) return
  open = value
  for (const listener of listeners) listener()
}

export const openLoginDialog = () => set(true)
export const closeLoginDialog = () => set(false)

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useLoginDialogOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  )
}
