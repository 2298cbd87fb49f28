import { describe, expect, it } from 'vitest'
import { matchRoute } from './matchRoute'
import { endedActivityPath, endedActivityUrl, NOT_FOUND_ROUTE_ID, PROFILE_MENU, ROUTES, routeById, USER_MENU_ITEMS } from './routes'

describe('route table', () => {
  it('has unique ids', () => {
    const ids = ROUTES.map((entry) => entry.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('has unique paths', () => {
    const paths = ROUTES.map((entry) => entry.path)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('finds every entry by its id', () => {
    for (const entry of ROUTES) expect(routeById(entry.id)).toBe(entry)
    expect(routeById('no-such-route')).toBeUndefined()
  })

  it('answers 404 only for the not-found entry', () => {
    expect(ROUTES.filter((entry) => entry.status === 404).map((entry) => entry.id)).toEqual([NOT_FOUND_ROUTE_ID])
  })

  it('keeps the anonymous render only of pages the same for every visitor', () => {
    const kept = (id: string) => routeById(id)!.pageCache === 'kept'
    for (const id of ['home', 'help', 'download', 'guide-detail', 'portfolio-2024-works', 'ad-index', 'agreement-privacy']) expect(kept(id), id).toBe(true)
    for (const id of ['search', 'payment-success', 'redirect-callback', 'invite', 'activity-sale', 'profile-device', NOT_FOUND_ROUTE_ID])
      expect(kept(id), id).toBe(false)
    for (const entry of ROUTES.filter((entry) => entry.pageCache === 'kept')) {
      expect(entry.requires, entry.id).toBe('none')
      expect(entry.loginScene, entry.id).toBe('main')
    }
  })

  it('puts the promo pages in the activity-ex login scene, and no other page', () => {
    const ex = ROUTES.filter((entry) => entry.loginScene === 'activityEx').map((entry) => entry.id)
    expect(ex).toEqual(['activity-promo', 'activity-promo-halloween', 'activity-promo-share', 'activity-promo-v2'])
    expect(ROUTES.filter((entry) => entry.loginScene === 'activity')).toEqual([])
  })

  it('sends an ended activity of a {uuid} page to a timeout page of the table', () => {
    const paths = new Set(ROUTES.map((entry) => entry.path))
    const withTimeout = ROUTES.filter((entry) => entry.timeoutPath)
    for (const entry of withTimeout) {
      expect(entry.path, entry.id).toContain(':uuid')
      expect(paths.has(entry.timeoutPath!), entry.id).toBe(true)
    }
    for (const entry of ROUTES.filter((entry) => /^\/activity\/.*:uuid$/.test(entry.path))) expect(entry.timeoutPath, entry.id).toBe('/activity/timeout')
    expect(routeById('new-welfare-uuid')!.timeoutPath).toBe('/new-welfare/timeout')
    // Welfare and exchange pages answer an ended activity themselves.
    expect(withTimeout.filter((entry) => !entry.path.startsWith('/activity/')).map((entry) => entry.id)).toEqual(['new-welfare-uuid'])
    // The timeout page serves every timeout path, and nothing else: it loads none of the activity pages' code.
    const timeoutPages = ROUTES.filter((entry) => entry.page === 'activityTimeout')
    expect(timeoutPages.map((entry) => entry.id)).toEqual(['new-welfare-timeout', 'activity-timeout'])
    expect(new Set(timeoutPages.map((entry) => entry.path))).toEqual(new Set(withTimeout.map((entry) => entry.timeoutPath)))
    expect(timeoutPages.every((entry) => entry.pageCache === 'live')).toBe(true)
    const endedOf = (id: string) => endedActivityPath(routeById(id)!)
    expect([endedOf('new-welfare-uuid'), endedOf('new-welfare'), endedOf('welfare'), endedOf('activity-special-offer')]).toEqual([
      '/new-welfare/timeout',
      '/new-welfare/timeout',
      '/activity/timeout',
      '/activity/timeout',
    ])
    // The ended activity's uuid goes along, so the timeout page can name it.
    expect(endedActivityUrl('/activity/timeout', 'a b&c')).toBe('/activity/timeout?uuid=a%20b%26c')
  })
})

describe('matchRoute', () => {
  it.each([
    ['/', 'home', {}],
    ['/ability', 'ability', {}],
    ['/download', 'download', {}],
    ['/guide', 'guide', {}],
    ['/guide/123', 'guide-detail', { id: '123' }],
    ['/help', 'help', {}],
    ['/payment', 'payment', {}],
    ['/payment/success', 'payment-success', {}],
    ['/ipad', 'ipad', {}],
    ['/mobile', 'mobile', {}],
    ['/pixsoda', 'pixsoda', {}],
    ['/pixsoda/download', 'pixsoda-download', {}],
    ['/portfolio', 'portfolio', {}],
    ['/portfolio/2024', 'portfolio-2024', {}],
    ['/portfolio/2023', 'portfolio-year', { year: '2023' }],
    ['/portfolio/2024/abc', 'portfolio-2024-works', { works: 'abc' }],
    ['/article', 'article', {}],
    ['/search', 'search', {}],
    ['/invite', 'invite', {}],
    ['/xshd', 'xshd', {}],
    ['/register-new', 'register-new', {}],
    ['/client/share', 'client-share', {}],
    ['/exchange/u1', 'exchange', { uuid: 'u1' }],
    ['/welfare/u1', 'welfare', { uuid: 'u1' }],
    ['/new-welfare', 'new-welfare', {}],
    ['/new-welfare/timeout', 'new-welfare-timeout', {}],
    ['/new-welfare/some-uuid', 'new-welfare-uuid', { uuid: 'some-uuid' }],
    ['/redirect/auto-auth', 'redirect-auto-auth', {}],
    ['/redirect/callback', 'redirect-callback', {}],
    ['/ad', 'ad-index', {}],
    ['/ad/baidu', 'ad-baidu', {}],
    ['/ad/ktw', 'ad-ktw', {}],
    ['/ad/qnwallpaper', 'ad-qnwallpaper', {}],
    ['/ad/tencent', 'ad-tencent', {}],
    ['/ad/77', 'ad--id', { id: '77' }],
    ['/profile', 'profile', {}],
    ['/profile/packages', 'profile-packages', {}],
    ['/profile/invoices', 'profile-invoices', {}],
    ['/profile/invoicing-history', 'profile-invoicing-history', {}],
    ['/profile/device', 'profile-device', {}],
    ['/profile/account-security', 'profile-account-security', {}],
    ['/profile/information', 'profile-information', {}],
    ['/activity/aggregate/u1', 'activity-aggregate', { uuid: 'u1' }],
    ['/activity/aigc/u1', 'activity-aigc', { uuid: 'u1' }],
    ['/activity/aigc/figure/u1', 'activity-aigc-figure', { uuid: 'u1' }],
    ['/activity/campaign/exhibition-bundles/u1', 'activity-campaign-exhibition-bundles', { uuid: 'u1' }],
    ['/activity/subscription/yearly/u1', 'activity-subscription-yearly', { uuid: 'u1' }],
    ['/activity/welfare/storage/u1', 'activity-welfare-storage', { uuid: 'u1' }],
    ['/activity/promo/u1', 'activity-promo', { uuid: 'u1' }],
    ['/activity/promo/halloween/u1', 'activity-promo-halloween', { uuid: 'u1' }],
    ['/activity/promo/v2/u1', 'activity-promo-v2', { uuid: 'u1' }],
    ['/activity/special-offer', 'activity-special-offer', {}],
    ['/activity/special-offer/20231111', 'activity-special-offer-20231111', {}],
    ['/activity/timeout', 'activity-timeout', {}],
  ])('%s → %s', (pathname, id, params) => {
    const match = matchRoute(pathname)
    expect(match.entry.id).toBe(id)
    expect(match.entry.status).toBe(200)
    expect(match.params).toEqual(params)
  })

  it.each(['/nope', '/guide/1/2', '/portfolio/2024/abc/def', '/profile/unknown', '/activity/unknown/u1', '/ad/baidu/extra'])(
    'sends unknown path %s to the 404 entry',
    (pathname) => {
      const { entry } = matchRoute(pathname)
      expect(entry.id).toBe(NOT_FOUND_ROUTE_ID)
      expect(entry.status).toBe(404)
    },
  )

  it('answers a pathname matched before from what it kept, unchanged and frozen', () => {
    const first = matchRoute('/portfolio/2023')
    const again = matchRoute('/portfolio/2023')
    expect(again).toBe(first)
    expect(again.params).toEqual({ year: '2023' })
    expect(Object.isFrozen(again.params)).toBe(true)
    expect(matchRoute('/portfolio/2022').params).toEqual({ year: '2022' })
  })

  it('uses the layouts of spec section 2', () => {
    expect(matchRoute('/').entry.layout).toBe('default')
    expect(matchRoute('/payment/success').entry.layout).toBe('empty')
    expect(matchRoute('/ipad').entry.layout).toBe('ipad')
    expect(matchRoute('/pixsoda/download').entry.layout).toBe('soda')
    expect(matchRoute('/portfolio/2023').entry.layout).toBe('portfolio')
    expect(matchRoute('/ad/77').entry.layout).toBe('ad')
    expect(matchRoute('/activity/promo/halloween/u1').entry.layout).toBe('promo')
    expect(matchRoute('/activity/aigc/u1').entry.layout).toBe('activity')
  })
})

describe('header theme and colour mode', () => {
  it.each([
    ['/ability', 'black', 'dark'],
    ['/payment', 'black', 'dark'],
    ['/help', 'white', 'light'],
    ['/guide', 'white', 'light'],
    ['/profile/information', 'white', 'light'],
    ['/download', 'white-transparent', 'light'],
    ['/profile/packages', 'white-transparent', 'light'],
    ['/profile/invoices', 'white-transparent', 'light'],
    ['/profile/invoicing-history', 'white-transparent', 'light'],
    ['/profile/device', 'white-transparent', 'light'],
    ['/profile/account-security', 'white-transparent', 'light'],
    ['/', 'gray', 'dark'],
    ['/search', 'gray', 'light'],
    ['/ipad', 'gray', 'dark'],
  ] as const)('%s has a %s header in %s mode', (pathname, theme, mode) => {
    const { entry } = matchRoute(pathname)
    expect(entry.headerTheme).toBe(theme)
    expect(entry.colorMode).toBe(mode)
  })

  it('gives /guide a fixed white background', () => {
    expect(matchRoute('/guide').entry.background).toBe('white')
  })
})

describe('access requirements', () => {
  it.each([
    ['/profile', 'packages'],
    ['/profile/packages', 'packages'],
    ['/profile/invoices', 'packages'],
    ['/profile/invoicing-history', 'packages'],
    ['/profile/device', 'none'],
    ['/profile/account-security', 'none'],
    ['/profile/information', 'information'],
  ] as const)('%s requires login with the %s permission', (pathname, permission) => {
    const { entry } = matchRoute(pathname)
    expect(entry.requires).toBe('login')
    expect(entry.permission).toBe(permission)
  })

  it('limits login to the profile pages', () => {
    const loginPaths = ROUTES.filter((entry) => entry.requires === 'login').map((entry) => entry.path)
    expect(loginPaths.every((path) => path === '/profile' || path.startsWith('/profile/'))).toBe(true)
  })

  it.each(['/', '/activity/special-offer', '/ability', '/download', '/guide', '/help', '/payment'])('%s is open to visitors', (pathname) => {
    expect(matchRoute(pathname).entry.requires).toBe('none')
  })

  it('guards the payment success page with the pay-user cookie', () => {
    expect(matchRoute('/payment/success').entry.requires).toBe('pay-user')
  })

  it('forwards the bare /profile to a profile child', () => {
    const target = matchRoute('/profile').entry.redirectTo
    expect(target).toBeDefined()
    expect(matchRoute(target!).entry.id).toMatch(/^profile-/)
  })
})

describe('the account menus come from the route table', () => {
  it('list route paths with the route titles and permissions', () => {
    for (const item of [...PROFILE_MENU.flatMap((group) => group.items), ...USER_MENU_ITEMS]) {
      const entry = ROUTES.find((each) => each.path === item.to)
      expect(entry, item.to).toBeDefined()
      expect([entry!.title, entry!.permission, entry!.requires]).toEqual([item.label, item.permission, 'login'])
    }
  })

  it('group the side menu and order the dropdown as spec section 2 shows', () => {
    expect(PROFILE_MENU.map((group) => [group.group, group.items.map((item) => item.label)])).toEqual([
      ['我的套餐', ['我的套餐', '待开发票', '开票历史']],
      ['账号', ['设备管理', '账号安全', '完善信息']],
    ])
    expect(USER_MENU_ITEMS.map((item) => item.label)).toEqual(['账号安全', '我的套餐', '设备管理'])
  })
})
