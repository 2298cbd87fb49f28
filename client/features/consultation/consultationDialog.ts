import { defineDialog } from '../../components/dialogStore'

/**
 * The consultation dialog on the shared dialog host: its code loads on the first click (or
 * hover), not with the page. It stays mounted once opened, so what was typed survives a
 * close; a successful submit clears the form.
 */
export const consultationDialog = defineDialog(() => import('./ConsultationDialog'), { keepMounted: true })
