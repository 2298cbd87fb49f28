import { lazy, Suspense } from 'react'
import { closePointsDialog, preloadPointsDialog, usePointsDialogOpen } from './pointsDialogStore'

// The dialog, its views and sub-dialogs load on first open.
const PointsDialog = lazy(preloadPointsDialog)

/** Mounted once at the root; shows the points dialog while the store says so. */
export function PointsDialogHost() {
  const open = usePointsDialogOpen()
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <PointsDialog onClose={closePointsDialog} />
    </Suspense>
  )
}
