import { lazy, Suspense } from 'react'
import { closeLoginDialog, useLoginDialogOpen } from './loginDialogStore'

// The dialog (forms, QR encoder, md5) loads on first open: most visitors never log in.
const LoginDialog = lazy(() => import('./LoginDialog'))

/** Mounted once at the root; shows the login dialog while the store says so. */
export function LoginDialogHost() {
  const open = useLoginDialogOpen()
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <LoginDialog onClose={closeLoginDialog} />
    </Suspense>
  )
}
