import { describe, expect, it } from 'vitest'
import { nextSession, TRACKER_SESSION_SECONDS } from './trackerSession'

describe('tracker session', () => {
  const newId = () => 'fresh-session'
  it('starts a session when none is stored', () => {
    expect(nextSession(undefined, 1000, newId)).toEqual({ id: 'fresh-session', last: 1000 })
  })
  it('keeps the session within 900 s of the last click', () => {
    const stored = { id: 'kept-session', last: 0 }
    expect(nextSession(stored, TRACKER_SESSION_SECONDS * 1000 - 1, newId).id).toBe('kept-session')
  })
  it('starts a new one after 900 s of silence', () => {
    const stored = { id: 'kept-session', last: 0 }
    expect(nextSession(stored, TRACKER_SESSION_SECONDS * 1000, newId).id).toBe('fresh-session')
  })
  it('does not trust a last click in the future', () => {
    expect(nextSession({ id: 'kept-session', last: 5000 }, 1000, newId).id).toBe('fresh-session')
  })
})
