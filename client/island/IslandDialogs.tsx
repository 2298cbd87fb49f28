import { lazy, Suspense, useSyncExternalStore } from 'react'
import { consultationDialog } from '../blocks/dialogs/dialogs'
import { dialogSlots, serverDialogSlots, subscribeDialogs } from '../components/dialogStore'

const DialogLayer = lazy(() => import('./DialogLayer'))

// The only shared dialog an ad landing opens (its 咨询 button); the app's others stay out of its code.
consultationDialog.provide(() => import('../features/consultation/ConsultationDialog'))

/**
 * The dialog host of an island page, lazily: nothing (and no code) until a dialog opens,
 * then the shared host with the query cache its dialogs need (the consultation form).
 */
export function IslandDialogs() {
  const slots = useSyncExternalStore(subscribeDialogs, dialogSlots, serverDialogSlots)
  if (slots.length === 0) return null
  return (
    <Suspense fallback={null}>
      <DialogLayer />
    </Suspense>
  )
}
