import { describe, expect, it } from 'vitest'
import { payUserPhone } from '../../../shared/payUser'
import { createMemoryStore } from '../../lib/storage'
import { payActivityUuid, paySourceId, payUserCookie, readPayMeta, safeReturnPath, writePayMeta } from './payStore'

describe('paySourceId', () => {
  it('defaults to 924', () => {
    expect(paySourceId(createMemoryStore(), '/payment', '', '')).toBe(924)
  })
  it('keeps an sId of the page for that path only', () => {
    const store = createMemoryStore()
    expect(paySourceId(store, '/payment', '?sId=31', '')).toBe(31)
    expect(paySourceId(store, '/payment', '', '')).toBe(31)
    expect(paySourceId(store, '/activity/payment/x', '', '')).toBe(924)
  })
  it('falls back to the edge cookie and ignores bad values', () => {
    expect(paySourceId(createMemoryStore(), '/payment', '?sId=abc', 'source_id=77')).toBe(77)
    expect(paySourceId(createMemoryStore(), '/payment', '?sId=0', '')).toBe(924)
  })
})

describe('payActivityUuid', () => {
  it('reads _uuid, then the cookie, and drops unsafe values', () => {
    expect(payActivityUuid('?_uuid=abc-1', 'source_uuid=zzz')).toBe('abc-1')
    expect(payActivityUuid('', 'source_uuid=zzz')).toBe('zzz')
    expect(payActivityUuid('?_uuid=<x>', '')).toBeUndefined()
  })
})

describe('pay meta', () => {
  it('round-trips and keeps only same-site return paths', () => {
    const store = createMemoryStore()
    writePayMeta(store, { returnPath: '/profile/packages', productName: '按张套餐', amountCents: 29900 })
    expect(readPayMeta(store)).toEqual({ returnPath: '/profile/packages', productName: '按张套餐', amountCents: 29900 })
    writePayMeta(store, { returnPath: '//evil.example' })
    expect(readPayMeta(store).returnPath).toBe('/')
    expect(safeReturnPath('https://evil.example')).toBe('/')
    expect(readPayMeta(createMemoryStore())).toEqual({ returnPath: '/' })
  })
})

describe('payUserCookie', () => {
  it('is read back by the edge guard', () => {
    const cookie = payUserCookie('13800138000', false)
    const value = decodeURIComponent(cookie.split(';')[0]!.split('=').slice(1).join('='))
    expect(payUserPhone(value)).toBe('13800138000')
    expect(payUserCookie('13800138000', true)).toContain('; Secure')
  })
})
