import type { ActivityInfo, OfferCard } from '../../../../shared/contracts/schemas/activity'
import { ActivityState } from '../../../../shared/contracts/activity'
import { useApi } from '../../../lib/api/context'
import { useActivityAction } from '../loginSheet'
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
  const started = activity.state === ActivityState.Started
  return {
    disabled: !started,
    label: started ? label : activity.state === ActivityState.Ended ? ACTIVITY_TEXT.ended.button : ACTIVITY_TEXT.buyNotStarted,
    // The API client has told the visitor about a failed call.
    buy: (card: OfferCard) => act(() => void startActivityPurchase(api, activity, card).catch(() => undefined)),
  }
}
