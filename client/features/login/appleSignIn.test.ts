import { describe, expect, it } from 'vitest'
import { createMemoryStore } from '../../lib/storage'
import { readAppleCallback, sha256Hex, startAppleSignIn, takeAppleSignIn } from './appleSignIn'

describe('the Sign in with Apple round trip', () => {
  it('stores a state prefixed ap, a raw nonce and a same-site target, once', () => {
    const store = createMemoryStore()
    const pending = startAppleSignIn(store, 'https://evil.example/x')
    expect(pending.state).toMatch(/^ap[A-Za-z0-9]{6,18}$/)
    expect(pending.nonce).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(pending.redirect).toBe('/')
    expect(takeAppleSignIn(store)).toEqual(pending)
    expect(takeAppleSignIn(store)).toBeNull()
  })

  it("reads Apple's fragment only for the state this browser issued", () => {
    const pending = { state: 'apState1234', nonce: 'n'.repeat(32), redirect: '/help' }
    expect(readAppleCallback('#code=c&id_token=a.b.c&state=apState1234', pending)).toEqual({
      kind: 'token',
      idToken: 'a.b.c',
      nonce: pending.nonce,
      redirect: '/help',
    })
    expect(readAppleCallback('#error=user_cancelled_authorize&state=apState1234', pending)).toEqual({ kind: 'cancelled', redirect: '/help' })
    expect(readAppleCallback('#code=c&id_token=a.b.c&state=apOther0000', pending)).toEqual({ kind: 'mismatch' })
    expect(readAppleCallback('#code=c&id_token=a.b.c&state=apState1234', null)).toEqual({ kind: 'mismatch' })
    expect(readAppleCallback('#state=apState1234', pending)).toEqual({ kind: 'mismatch' })
  })

  it('hashes the nonce as Apple expects it (SHA-256 hex)', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })
})
