import { lazy } from 'react'

/*
 * Only logged-in visitors need these, and only after the first paint: they load on
 * demand, keeping the user contracts and the panel out of every visitor's first download.
 * They live apart from UserMenu.tsx so that evaluating its styles at build time (wyw-in-js)
 * never has to run React.
 */
export const loadUserPanel = () => import('./UserPanel')
export const UserPanel = lazy(loadUserPanel)
export const SessionData = lazy(() => import('../../blocks/session/SessionData'))
