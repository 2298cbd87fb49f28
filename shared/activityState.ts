import { ActivityState } from './contracts/activity'

export interface Timeline {
  preheat_at: number
  start_at: number
  end_at: number
}

/** The state an activity is in at `now` (spec section 3): derived from its timeline, never stored. */
export function activityState(timeline: Timeline, now: number): ActivityState {
  if (now >= timeline.end_at) return ActivityState.Ended
  if (now >= timeline.start_at) return ActivityState.Started
  if (now >= timeline.preheat_at) return ActivityState.Preheat
  return ActivityState.NotStarted
}
