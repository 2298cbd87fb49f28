import { describe, expect, it } from 'vitest'
import { createMemoryStore } from '../../lib/storage'
import { ANNOUNCEMENT_STORAGE_KEY, announcementId, dismissAnnouncement, isAnnouncementDismissed } from './announcement'

describe('the announcement flag', () => {
  const seckill = { kind: 'seckill', endsAt: 1_800_000_000 } as const
  const promotion = { kind: 'promotion', endsAt: 1_801_000_000 } as const

  it('has nothing to announce without a window', () => {
    expect(announcementId(null, null)).toBeNull()
  })
  it('keeps a dismissed announcement dismissed', () => {
    const store = createMemoryStore()
    const id = announcementId(seckill, null)!
    expect(isAnnouncementDismissed(store, id)).toBe(false)
    dismissAnnouncement(store, id)
    expect(store.getItem(ANNOUNCEMENT_STORAGE_KEY)).toBe(id)
    expect(isAnnouncementDismissed(store, announcementId(seckill, null)!)).toBe(true)
  })
  it('shows a new window again: the sec-kill turning into the promotion, another end, the free plan', () => {
    const store = createMemoryStore()
    dismissAnnouncement(store, announcementId(seckill, null)!)
    expect(isAnnouncementDismissed(store, announcementId(promotion, null)!)).toBe(false)
    expect(isAnnouncementDismissed(store, announcementId({ ...seckill, endsAt: seckill.endsAt + 1 }, null)!)).toBe(false)
    expect(isAnnouncementDismissed(store, announcementId(seckill, 1_802_000_000)!)).toBe(false)
  })
})
