import { lazy, Suspense, useSyncExternalStore } from 'react'
import { consultationDialog } from '../blocks/dialogs/dialogs'
import { customerServiceDialog } from '../features/customerService/serviceDialog'
import { dialogSlots, serverDialogSlots, subscribeDialogs } from '../components/dialogStore'

const DialogLayer = lazy(() => import('./DialogLayer'))

// The shared dialogs an ad landing opens (its 咨询 button, 在线客服); the app's others stay out of its code.
consultationDialog.provide(() => import('../features/consultation/ConsultationDialog'))
// A visitor's 在线客服 (the consultation and the hotline): a landing has no session to chat in, nor the login dialog.
customerServiceDialog.provide(() => import('../features/customerService/LandingServiceDialog'))

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
