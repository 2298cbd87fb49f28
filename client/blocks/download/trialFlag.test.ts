import { describe, expect, it } from 'vitest'
import { ReleaseChannel } from '../../../shared/contracts/download'
import { createMemoryStore } from '../../lib/storage'
import { keptChannel, rememberChannelChoice } from './trialFlag'

describe('the software-trial download flag (spec section 3, client-side stored keys; release channels stable 5, trial 6)', () => {
  it('is set under software_trial when the trial builds are chosen, and opens the next page on them', () => {
    const store = createMemoryStore()
    expect(keptChannel(store)).toBe(ReleaseChannel.Stable)
    rememberChannelChoice(store, ReleaseChannel.Trial)
    expect(store.getItem('software_trial')).toBe('1')
    expect(keptChannel(store)).toBe(ReleaseChannel.Trial)
  })
  it('is cleared by choosing the stable builds; any other value means stable', () => {
    const store = createMemoryStore()
    rememberChannelChoice(store, ReleaseChannel.Trial)
    rememberChannelChoice(store, ReleaseChannel.Stable)
    expect(store.getItem('software_trial')).toBeNull()
    store.setItem('software_trial', 'true')
    expect(keptChannel(store)).toBe(ReleaseChannel.Stable)
  })
})
