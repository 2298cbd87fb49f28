import { lazy } from 'react'

/** The dialog's code loads on the first click (or hover), not with the page. */
export const loadDialog = () => import('./ConsultationDialog')
export const LazyConsultationDialog = lazy(loadDialog)
