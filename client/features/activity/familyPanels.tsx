import type { ActivityInfo } from '../../../shared/contracts/schemas/activity'
import type { RouteEntry } from '../../../shared/routes'
import { familyPanel, ownsCards } from './families/FamilyPanel'
import type { PanelChoice } from './ActivityRoute'

/**
 * The pages under /activity/'s panels (client/pages/activity.tsx): each activity's family's,
 * whose table of deferred parts the campaign pages do not load (./campaignPanels.tsx).
 */
export const FAMILY_PANELS: PanelChoice = {
  panel: (_entry: RouteEntry, activity: ActivityInfo) => familyPanel(activity),
  ownsCards,
}
