import type { ActivityInfo, OfferCard } from '../../../../shared/contracts/schemas/activity'
import { useApi } from '../../../lib/api/context'
import { useActivityAction } from '../loginSheet'
import { actionGate } from '../actionGate'
import { ACTIVITY_TEXT } from '../messages'
import { startActivityPurchase } from '../purchase'

/**
 * Buying a card from a family's own layout, as the offer cards do: a visitor logs in
 * through the sheet and goes on to the pay step. `label` is the button's word while the
 * activity runs; before and after it the button says so and is disabled.
 */
export function useBuyCard(activity: ActivityInfo, label: string) {
  const api = useApi()
  const act = useActivityAction(activity)
  return {
    ...actionGate(activity, label, ACTIVITY_TEXT.buyNotStarted),
    // The API client has told the visitor about a failed call.
    buy: (card: OfferCard) => act(() => void startActivityPurchase(api, activity, card).catch(() => undefined)),
  }
}
