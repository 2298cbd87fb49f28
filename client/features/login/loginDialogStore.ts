import { defineDialog } from '../../components/dialogStore'
import type { LoginDialogProps } from './LoginDialog'

/**
 * The main scene's login dialog, on the shared dialog host. The header's entry, a 401 of
 * the main scene and any page open it; its code (forms, QR encoder, md5) loads on first
 * open, since most visitors never log in.
 */
export const loginDialog = defineDialog<LoginDialogProps>(() => import('./LoginDialog'))

export const openLoginDialog = (props: LoginDialogProps = {}) => loginDialog.open(props)
export const closeLoginDialog = () => loginDialog.close()
