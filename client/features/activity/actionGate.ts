import { ActivityState } from '../../../shared/contracts/activity'
import { ACTIVITY_TEXT } from './messages'

/**
 * An activity's action button (立即领取, 立即抢购, 立即兑换, 参团…): pressable only while the
 * activity runs. Before it starts (preheat) and after it ends the button says so and is
 * disabled, so nobody taps into a refusal from the server.
 */
export function actionGate(
  activity: { state: number },
  label: string,
  notStarted: string = ACTIVITY_TEXT.notStartedButton,
): { disabled: boolean; label: string } {
  if (activity.state === ActivityState.Started) return { disabled: false, label }
  return { disabled: true, label: activity.state === ActivityState.Ended ? ACTIVITY_TEXT.ended.button : notStarted }
}
