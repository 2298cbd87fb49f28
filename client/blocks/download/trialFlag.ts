import { ReleaseChannel, type SelectableChannel } from '../../../shared/contracts/download'
import type { KeyValueStore } from '../../lib/storage'

/**
 * The software-trial download flag of spec section 3's client storage keys: set while the
 * visitor has chosen the early-access (体验版) builds on a download page, so the next download
 * page opens on them again; choosing the stable builds clears it. A `?channel=` link still wins.
 */
export const SOFTWARE_TRIAL_STORAGE_KEY = 'software_trial'

export function rememberChannelChoice(store: KeyValueStore, channel: SelectableChannel): void {
  if (channel === ReleaseChannel.Trial) store.setItem(SOFTWARE_TRIAL_STORAGE_KEY, '1')
  else store.removeItem(SOFTWARE_TRIAL_STORAGE_KEY)
}

/** The channel a download page opens on when its link names none. */
export function keptChannel(store: KeyValueStore): SelectableChannel {
  return store.getItem(SOFTWARE_TRIAL_STORAGE_KEY) === '1' ? ReleaseChannel.Trial : ReleaseChannel.Stable
}
