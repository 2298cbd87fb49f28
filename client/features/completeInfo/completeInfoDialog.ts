import { defineDialog } from '../../components/dialogStore'

/**
 * The complete-info dialog of spec section 3 (accessTag flag 4), on the shared dialog host.
 * The login dialog opens it after a login that is not a step of something else (a
 * purchase goes on without it); it shows itself only to an account that needs it.
 */
export const completeInfoDialog = defineDialog(() => import('./CompleteInfoDialog'))
