import type { ComponentType } from 'react'
import { familyRoot } from '../../../../shared/activityFamilies'
import type { ActivityInfo } from '../../../../shared/contracts/schemas/activity'
import { deferred } from '../../../lib/deferred'

type Panel = ComponentType<{ activity: ActivityInfo }>

/**
 * Each family's own panel, a deferred part (decision 018): in the server's HTML, its code
 * fetched only by the pages of that family, so the shared activity page does not grow.
 */
const distribution = deferred('client/features/activity/families/Distribution.deferred.tsx', () => import('./Distribution.deferred'))
const bundles = deferred('client/features/activity/families/Bundles.deferred.tsx', () => import('./Bundles.deferred'))

const PANELS: Readonly<Record<string, Panel>> = {
  distribution,
  'distribution-reg': distribution,
  'distribution-sub': distribution,
  group: deferred('client/features/activity/families/Group.deferred.tsx', () => import('./Group.deferred')),
  deposit: deferred('client/features/activity/families/Deposit.deferred.tsx', () => import('./Deposit.deferred')),
  'annual-report': deferred('client/features/activity/families/AnnualReport.deferred.tsx', () => import('./AnnualReport.deferred')),
  aigc: deferred('client/features/activity/families/Aigc.deferred.tsx', () => import('./Aigc.deferred')),
  bundles,
  'campaign/exhibition-bundles': bundles,
  sale: deferred('client/features/activity/families/Sale.deferred.tsx', () => import('./Sale.deferred')),
  'special-sale': deferred('client/features/activity/families/SpecialSale.deferred.tsx', () => import('./SpecialSale.deferred')),
  subscription: deferred('client/features/activity/families/Subscription.deferred.tsx', () => import('./Subscription.deferred')),
  promo: deferred('client/features/activity/families/Promo.deferred.tsx', () => import('./Promo.deferred')),
}

/** Families whose panel sells the offer cards its own way (deposit tiers, flash-sale stock, bundles): the page leaves out the generic cards. */
const OWNS_CARDS: ReadonlySet<string> = new Set(['deposit', 'special-sale', 'bundles', 'campaign/exhibition-bundles'])

function panelOf(family: string): Panel | undefined {
  return PANELS[family] ?? PANELS[familyRoot(family)]
}

export function ownsCards(activity: ActivityInfo): boolean {
  return OWNS_CARDS.has(activity.family) || OWNS_CARDS.has(familyRoot(activity.family))
}

/** The activity's family panel, or null for a family that shows only the shared page. */
export function familyPanel(activity: ActivityInfo) {
  const Panel = panelOf(activity.family)
  return Panel ? <Panel activity={activity} /> : null
}
