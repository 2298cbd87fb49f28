import { describe, expect, it } from 'vitest'
import { ANONYMOUS, AccessTag, canEnter, hasPermission, type Permission } from './access'

const { NoAuth, Packages, ShowCompleteInfoDialog, ShowModifyInfoButton, ShowCancelChoiceDialog } = AccessTag

describe('hasPermission', () => {
  it.each<[string, number, Permission, boolean]>([
    ['no flags', NoAuth, 'none', true],
    ['no flags', NoAuth, 'packages', false],
    ['no flags', NoAuth, 'information', false],
    ['Packages', Packages, 'packages', true],
    ['Packages', Packages, 'information', false],
    ['complete-info dialog', ShowCompleteInfoDialog, 'information', true],
    ['modify-info button', ShowModifyInfoButton, 'information', true],
    ['complete-info dialog', ShowCompleteInfoDialog, 'packages', false],
    ['cancel choice dialog', ShowCancelChoiceDialog, 'packages', false],
    ['cancel choice dialog', ShowCancelChoiceDialog, 'information', false],
    ['every flag', Packages | ShowCompleteInfoDialog | ShowModifyInfoButton | ShowCancelChoiceDialog, 'packages', true],
    ['every flag', Packages | ShowCompleteInfoDialog | ShowModifyInfoButton | ShowCancelChoiceDialog, 'information', true],
    ['Packages and modify-info button', Packages | ShowModifyInfoButton, 'information', true],
  ])('%s (%i) → %s: %s', (_, accessTag, permission, expected) => {
    expect(hasPermission(accessTag, permission)).toBe(expected)
  })
})

describe('canEnter', () => {
  const packagesUser = { loggedIn: true, accessTag: Packages }

  it('lets anyone into an unguarded route', () => {
    expect(canEnter({ requiresLogin: false, permission: 'none' }, ANONYMOUS)).toBe(true)
  })

  it('keeps visitors out of a login route even when it needs no flag', () => {
    expect(canEnter({ requiresLogin: true, permission: 'none' }, ANONYMOUS)).toBe(false)
  })

  it('ignores the access tag of a viewer who is not logged in', () => {
    expect(canEnter({ requiresLogin: true, permission: 'packages' }, { loggedIn: false, accessTag: Packages })).toBe(false)
  })

  it('lets a logged-in viewer in when the permission is held', () => {
    expect(canEnter({ requiresLogin: true, permission: 'none' }, { loggedIn: true, accessTag: NoAuth })).toBe(true)
    expect(canEnter({ requiresLogin: true, permission: 'packages' }, packagesUser)).toBe(true)
  })

  it('keeps a logged-in viewer out when the permission is missing', () => {
    expect(canEnter({ requiresLogin: true, permission: 'information' }, packagesUser)).toBe(false)
  })
})
