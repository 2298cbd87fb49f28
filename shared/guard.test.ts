import { describe, expect, it } from 'vitest'
import { ANONYMOUS, AccessTag, type Viewer } from './access'
import { COOKIES } from './constants'
import { forwardOf, mayEnter } from './guard'
import { matchRoute } from './matchRoute'
import { payUserPhone } from './payUser'
import { PROFILE_DEFAULT_PATH } from './routes'

const entryOf = (pathname: string) => matchRoute(pathname).entry
const viewer = (accessTag: number): Viewer => ({ loggedIn: true, accessTag })

describe('mayEnter for login routes', () => {
  const informationUser = viewer(AccessTag.ShowModifyInfoButton)
  const packagesUser = viewer(AccessTag.Packages)

  it.each<[string, Viewer, boolean]>([
    ['/profile', ANONYMOUS, false],
    ['/profile/device', ANONYMOUS, false],
    ['/profile/device', viewer(AccessTag.NoAuth), true],
    ['/profile/account-security', viewer(AccessTag.NoAuth), true],
    ['/profile', packagesUser, true],
    ['/profile/packages', packagesUser, true],
    ['/profile/invoices', informationUser, false],
    ['/profile/invoicing-history', packagesUser, true],
    ['/profile/information', packagesUser, false],
    ['/profile/information', informationUser, true],
    ['/profile/information', viewer(AccessTag.ShowCompleteInfoDialog), true],
  ])('%s with %o → %s', (pathname, who, expected) => {
    expect(mayEnter(entryOf(pathname), who, undefined)).toBe(expected)
  })

  it('lets visitors into open routes without any cookie', () => {
    for (const pathname of ['/', '/payment', '/guide/1', '/nope']) expect(mayEnter(entryOf(pathname), ANONYMOUS, undefined)).toBe(true)
  })
})

describe('mayEnter for the payment success page', () => {
  const success = entryOf('/payment/success')
  const phone = '13800138000'
  const json = JSON.stringify({ phone })

  it.each<[string, string | undefined, boolean]>([
    ['no cookie header', undefined, false],
    ['no pay-user cookie', 'other=1', false],
    ['a plain phone', `${COOKIES.payUser}=${phone}`, true],
    ['a plain phone among other cookies', `a=1; ${COOKIES.payUser}=${phone}; b=2`, true],
    ['JSON {"phone"}', `${COOKIES.payUser}=${json}`, true],
    ['URL-encoded JSON', `${COOKIES.payUser}=${encodeURIComponent(json)}`, true],
    ['an invalid plain phone', `${COOKIES.payUser}=12800138000`, false],
    ['a too-short phone', `${COOKIES.payUser}=1380013800`, false],
    ['JSON with an invalid phone', `${COOKIES.payUser}=${JSON.stringify({ phone: '12345' })}`, false],
    ['JSON with a numeric phone', `${COOKIES.payUser}=${JSON.stringify({ phone: 13800138000 })}`, false],
    ['JSON without a phone', `${COOKIES.payUser}=${encodeURIComponent('{"name":"x"}')}`, false],
    ['malformed JSON', `${COOKIES.payUser}={"phone":"13800138000"`, false],
    ['malformed URL-encoded JSON', `${COOKIES.payUser}=%7B%22phone%22%3A`, false],
    ['malformed percent-encoding', `${COOKIES.payUser}=%E0%A4%A13800138000`, false],
    ['an empty value', `${COOKIES.payUser}=`, false],
  ])('%s → %s', (_, cookieHeader, expected) => {
    expect(mayEnter(success, ANONYMOUS, cookieHeader)).toBe(expected)
  })

  it('does not need a login', () => {
    expect(mayEnter(success, ANONYMOUS, `${COOKIES.payUser}=${phone}`)).toBe(true)
  })
})

describe('payUserPhone', () => {
  it('returns the phone from a plain or JSON value', () => {
    expect(payUserPhone('13800138000')).toBe('13800138000')
    expect(payUserPhone('{"phone":"19912345678"}')).toBe('19912345678')
  })

  it.each([undefined, '', '{', '{"phone":null}', '{"phone":"1380013800x"}', '23800138000'])('rejects %j', (value) => {
    expect(payUserPhone(value)).toBeUndefined()
  })
})

describe('forwardOf', () => {
  it.each([['/profile'], ['/profile/'], ['/profile//']])('forwards %s to the default profile child', (pathname) => {
    expect(forwardOf(entryOf('/profile'), pathname)).toBe(PROFILE_DEFAULT_PATH)
  })

  it('does not forward a path other than the bare entry path', () => {
    expect(forwardOf(entryOf('/profile'), '/profile/packages')).toBeUndefined()
  })

  it('does not forward entries without a redirect', () => {
    expect(forwardOf(entryOf('/profile/packages'), '/profile/packages')).toBeUndefined()
    expect(forwardOf(entryOf('/'), '/')).toBeUndefined()
  })
})
