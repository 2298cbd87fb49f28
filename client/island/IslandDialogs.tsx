import { lazy, Suspense, useSyncExternalStore } from 'react'
import { dialogSlots, serverDialogSlots, subscribeDialogs } from '../components/dialogStore'

const DialogLayer = lazy(() => import('./DialogLayer'))

/**
 * The dialog host of an island page, lazily: nothing (and no code) until a dialog opens,
 * then the shared host with the query cache its dialogs need. The island gives the dialogs
 * it opens their code. `toasts`: false where the island shows the toasts itself.
 */
export function IslandDialogs({ toasts = true }: { toasts?: boolean }) {
  const slots = useSyncExternalStore(subscribeDialogs, dialogSlots, serverDialogSlots)
  if (slots.length === 0) return null
  return (
    <Suspense fallback={null}>
      <DialogLayer toasts={toasts} />
    </Suspense>
  )
}
