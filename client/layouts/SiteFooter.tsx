import { deferred } from '../lib/deferred'

/**
 * The footer is in every page's server HTML (its record numbers and policies must be
 * there without JS) but, far below the fold, its code loads after the first paint
 * (decision 018), which keeps it out of every page's first download.
 */
export const SiteFooter = deferred('client/layouts/SiteFooter.deferred.tsx', () => import('./SiteFooter.deferred'))
