import { useSyncExternalStore } from 'react'

/**
 * Whether the points dialog is open. The user panel opens it; the dialog's code loads
 * only then (PointsDialogHost), so the store is all the panel carries.
 */
let open = false
const listeners = new Set<() => void>()

function set(value: boolean) {
  if (open === value) return
  open = value
  for (const listener of listeners) listener()
}

export const openPointsDialog = () => set(true)
export const closePointsDialog = () => set(false)

/** Starts loading the dialog's code early (on hover or focus of the entry). */
export const preloadPointsDialog = () => import('./components/PointsDialog')

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function usePointsDialogOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  )
}
