import { describe, expect, it } from 'vitest'
import { ActivityState } from '../../../shared/contracts/activity'
import { OTHER_ACTIVITIES_SHOWN, otherActivities, stateLabel } from './otherActivities'

const activity = (uuid: string, state: number) => ({ uuid, title: `活动 ${uuid}`, state, link: `/activity/sale/${uuid}` })

describe('stateLabel', () => {
  it('reads 进行中 for a started activity, 即将开始 for one announced or preheating, nothing for an ended one', () => {
    expect(stateLabel(ActivityState.Started)).toBe('进行中')
    expect(stateLabel(ActivityState.Preheat)).toBe('即将开始')
    expect(stateLabel(ActivityState.NotStarted)).toBe('即将开始')
    expect(stateLabel(ActivityState.Ended)).toBeNull()
  })
})

describe('otherActivities', () => {
  it('lists the running ones first, then the upcoming, each in the service order, without the ended one or any that ended', () => {
    const list = [
      activity('soon', ActivityState.Preheat),
      activity('a', ActivityState.Started),
      activity('ended', ActivityState.Started),
      activity('over', ActivityState.Ended),
      activity('b', ActivityState.Started),
      activity('later', ActivityState.NotStarted),
    ]
    expect(otherActivities(list, 'ended').map((each) => [each.uuid, each.label, each.running])).toEqual([
      ['a', '进行中', true],
      ['b', '进行中', true],
      ['soon', '即将开始', false],
      ['later', '即将开始', false],
    ])
    expect(otherActivities(list, null).map((each) => each.uuid)).toContain('ended')
  })

  it(`shows at most ${OTHER_ACTIVITIES_SHOWN}, running ones before upcoming ones`, () => {
    const list = [activity('upcoming', ActivityState.Preheat), ...Array.from({ length: 8 }, (_, index) => activity(`r${index}`, ActivityState.Started))]
    const shown = otherActivities(list, null)
    expect(shown).toHaveLength(OTHER_ACTIVITIES_SHOWN)
    expect(shown.every((each) => each.running)).toBe(true)
  })
})
