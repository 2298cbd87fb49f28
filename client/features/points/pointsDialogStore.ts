import { defineDialog } from '../../components/dialogStore'

/**
 * The points dialog, on the shared dialog host. The user panel opens it; its views and
 * sub-dialogs load on first open (or on hover of the panel's entry).
 */
export const pointsDialog = defineDialog(() => import('./components/PointsDialog'))

export const openPointsDialog = () => pointsDialog.open()
export const closePointsDialog = () => pointsDialog.close()
export const preloadPointsDialog = () => pointsDialog.preload()
