/**
 * The route table of spec section 2: the one source the edge guards, the document
 * head, the layouts and the client router all read. Adding a page is one entry here
 * and, if it needs its own content, one page module in client/pages.
 */
import type { Permission } from './access'
import { BRAND_NAME } from './constants'
import { activityLoginScene, type LoginScene } from './scenes'

export const LAYOUTS = ['default', 'empty', 'activity', 'promo', 'ipad', 'mobile', 'portfolio', 'soda', 'invite', 'ad'] as const
export type LayoutName = (typeof LAYOUTS)[number]

export const HEADER_THEMES = ['black', 'white', 'white-transparent', 'gray'] as const
export type HeaderTheme = (typeof HEADER_THEMES)[number]
export type ColorMode = 'light' | 'dark'

/** Client page modules; several entries may share one (client/pages/registry.ts). */
export type PageKey =
  | 'home'
  | 'ability'
  | 'download'
  | 'guide'
  | 'guideDetail'
  | 'help'
  | 'payment'
  | 'paymentSuccess'
  | 'product'
  | 'portfolio'
  | 'article'
  | 'search'
  | 'campaign'
  | 'invite'
  | 'xshd'
  | 'activity'
  | 'activityTimeout'
  | 'ad'
  | 'redirect'
  | 'appAuth'
  | 'profilePackages'
  | 'profileInvoices'
  | 'profileInvoicingHistory'
  | 'profileDevice'
  | 'profileAccountSecurity'
  | 'profileInformation'
  | 'policy'
  | 'notFound'

/**
 * Which variant of a page module shared by several entries an entry shows; pages read it
 * (never an entry's id). download: `pixsoda` (PixSoda's downloads); product: `ipad`,
 * `mobile`, `pixsoda`; portfolio: `works-year`
 * (the year whose works have pages, PORTFOLIO_WORKS_YEAR).
 */
export type PageVariant = 'pixsoda' | 'ipad' | 'mobile' | 'works-year' | PolicyName

/** The policy pages (policy: which text), linked from the footer, the consent and the purchase pages. */
export type PolicyName = 'user' | 'privacy' | 'auto-renewal' | 'membership'
export const POLICY_PAGES: ReadonlyArray<{ name: PolicyName; path: string; label: string }> = [
  { name: 'user', path: '/agreement/user', label: '用户协议' },
  { name: 'privacy', path: '/agreement/privacy', label: '隐私政策' },
  { name: 'auto-renewal', path: '/agreement/auto-renewal', label: '自动续费服务协议' },
  { name: 'membership', path: '/agreement/membership', label: '会员服务协议' },
]

/** The portfolio year whose works have pages of their own (spec section 2: /portfolio/2024/{works}). */
export const PORTFOLIO_WORKS_YEAR = 2024

/** What a visitor must hold to open the page; anything failing it is sent home. */
export type Requirement = 'none' | 'login' | 'pay-user'

export interface RouteEntry {
  id: string
  /** react-router path pattern. */
  path: string
  layout: LayoutName
  page: PageKey
  /** Page title (document title and heading) and description (meta and share card). */
  title: string
  description: string
  headerTheme: HeaderTheme
  colorMode: ColorMode
  requires: Requirement
  permission: Permission
  /**
   * The login scene (shared/scenes.ts) whose viewer the guard checks for `requires: 'login'`
   * and whose login the page offers: `main` for the official site, `activity` or
   * `activityEx` for campaign pages with their own login.
   */
  loginScene: LoginScene
  /** Which variant of its page module the entry shows, when several entries share one. */
  variant?: PageVariant
  /** A bare path that forwards to a child. */
  redirectTo?: string
  /** Fixed page background regardless of colour mode (/guide). */
  background?: 'white'
  /** HTTP status the edge answers with. */
  status: 200 | 404
  /**
   * Whether the edge keeps the page's anonymous render (decision 013): `kept` for a page that
   * is the same for every visitor between content changes, `live` for one that depends on the
   * time, the visitor or a one-off query. A page behind a login or a campaign's login is live.
   */
  pageCache: 'kept' | 'live'
  /** Where the edge sends a visitor of the page's {uuid} once that activity has ended. */
  timeoutPath?: string
}

/** The page modules that show an activity (its head carries the activity's share card): invite and xshd are campaign pages with a module of their own. */
export const ACTIVITY_PAGE_MODULES: ReadonlySet<PageKey> = new Set(['activity', 'campaign', 'invite', 'xshd'])

type EntryInput = Pick<RouteEntry, 'id' | 'path' | 'layout' | 'page' | 'title'> & Partial<RouteEntry>

/** Page modules all of whose entries are live: activities run on the clock, search and redirects answer a one-off query, a payment's success is one visitor's. */
const LIVE_PAGES: ReadonlySet<PageKey> = new Set([
  'activity',
  'activityTimeout',
  'campaign',
  'invite',
  'xshd',
  'redirect',
  'appAuth',
  'search',
  'paymentSuccess',
  'notFound',
])

function route(input: EntryInput): RouteEntry {
  const entry = {
    description: `${input.title}｜${BRAND_NAME}：${SITE_DESCRIPTION}`,
    headerTheme: 'white',
    colorMode: 'light',
    requires: 'none',
    permission: 'none',
    loginScene: 'main',
    status: 200,
    ...input,
  } satisfies Omit<RouteEntry, 'pageCache'>
  const live = LIVE_PAGES.has(entry.page) || entry.requires !== 'none' || entry.loginScene !== 'main'
  return { pageCache: live ? 'live' : 'kept', ...entry }
}

/** Where ended activities go: the activity pages' timeout page, and the new-user welfare's own. */
const ACTIVITY_TIMEOUT_PATH = '/activity/timeout'
const NEW_WELFARE_TIMEOUT_PATH = '/new-welfare/timeout'

/**
 * An activity page that takes a {uuid}, under /activity/; `name` is its activities' family.
 * The promo family's pages are in the activity-ex login's scene (the edge reads that viewer);
 * the others keep the default, their activity login being the page's own business.
 */
function activityRoute(name: string, title: string, layout: 'activity' | 'promo'): RouteEntry {
  const id = `activity-${name.replace(/\//g, '-')}`
  const loginScene = activityLoginScene(name) === 'activityEx' ? 'activityEx' : 'main'
  // The storage welfare has a panel of its own, as the campaign pages do, not a family's (client/pages/campaign.tsx).
  const page = name === 'welfare/storage' ? 'campaign' : 'activity'
  return route({ id, path: `/activity/${name}/:uuid`, layout, page, title, timeoutPath: ACTIVITY_TIMEOUT_PATH, loginScene })
}

/** A page's document title: its own, with the brand after it when it does not name it. */
export function documentTitle(title: string): string {
  return title.includes(BRAND_NAME) ? title : `${title} - ${BRAND_NAME}`
}
export const SITE_DESCRIPTION = '面向摄影师与影楼的 AI 人像修图软件：智能磨皮、液化塑形、AI 调色、证件照换装，一键批量出片。'

/** Activity pages under /activity/ that take a {uuid}, with their titles. */
const ACTIVITY_PAGES: ReadonlyArray<[string, string]> = [
  ['aggregate', '活动专区'],
  ['aigc', 'AI 创作活动'],
  ['aigc/figure', 'AI 手办'],
  ['aigc/halloween', 'AI 万圣节'],
  ['aigc/lawn', 'AI 草坪'],
  ['annual-report', '年度报告'],
  ['bundles', '组合套餐'],
  ['business', '企业专享'],
  ['campaign/exhibition-bundles', '展会套餐'],
  ['channel', '渠道专享'],
  ['deposit', '预存活动'],
  ['distribution-reg', '分销注册'],
  ['distribution-sub', '分销订阅'],
  ['distribution', '分销活动'],
  ['group', '拼团活动'],
  ['payment', '活动购买'],
  ['result', '活动结果'],
  ['sale', '限时特惠'],
  ['special-sale', '特价专场'],
  ['subscription', '订阅活动'],
  ['subscription/yearly', '年度订阅'],
  ['welfare/storage', '存储空间福利'],
]
const PROMO_PAGES: ReadonlyArray<[string, string]> = [
  ['promo', '促销活动'],
  ['promo/halloween', '万圣节促销'],
  ['promo/share', '分享有礼'],
  ['promo/v2', '促销活动'],
]
const AD_PAGES: ReadonlyArray<[string, string]> = [
  ['/ad', 'AI 一键精修人像，免费下载'],
  ['/ad/:id', 'AI 人像精修，免费下载体验'],
  ['/ad/baidu', 'AI 批量精修，下载送 7 天会员'],
  ['/ad/ktw', '摄影工作室的 AI 修图助理'],
  ['/ad/qnwallpaper', '把随手拍修成壁纸级大片'],
  ['/ad/tencent', '朋友圈同款质感肌，一键修出来'],
]
/** A page of the account area: its route, and where the menus list it. */
interface ProfilePage {
  child: string
  page: PageKey
  title: string
  permission: Permission
  headerTheme: HeaderTheme
  /** The account area's side-menu group that lists it, if any. */
  group?: string
  /** Its place in the user dropdown (1 first), if it is listed there. */
  userMenu?: number
}

/** The account area (spec sections 2 and 6): routes, side menu and user dropdown, in one table. */
const PROFILE_PAGES: readonly ProfilePage[] = [
  { child: 'packages', page: 'profilePackages', title: '我的套餐', permission: 'packages', headerTheme: 'white-transparent', group: '我的套餐', userMenu: 2 },
  { child: 'invoices', page: 'profileInvoices', title: '待开发票', permission: 'packages', headerTheme: 'white-transparent', group: '我的套餐' },
  {
    child: 'invoicing-history',
    page: 'profileInvoicingHistory',
    title: '开票历史',
    permission: 'packages',
    headerTheme: 'white-transparent',
    group: '我的套餐',
  },
  { child: 'device', page: 'profileDevice', title: '设备管理', permission: 'none', headerTheme: 'white-transparent', group: '账号', userMenu: 3 },
  {
    child: 'account-security',
    page: 'profileAccountSecurity',
    title: '账号安全',
    permission: 'none',
    headerTheme: 'white-transparent',
    group: '账号',
    userMenu: 1,
  },
  // Listed for the accounts whose flags let them in (the menu filters by permission): without it the page could not be found.
  { child: 'information', page: 'profileInformation', title: '完善信息', permission: 'information', headerTheme: 'white', group: '账号' },
]

/** A link of the account menus, with the permission it needs (spec section 6). */
export interface ProfileMenuItem {
  label: string
  to: string
  permission: Permission
}

const menuItem = (page: ProfilePage): ProfileMenuItem => ({ label: page.title, to: `/profile/${page.child}`, permission: page.permission })

/** The account area's side menu: its groups in table order, each with its pages. */
export const PROFILE_MENU: ReadonlyArray<{ group: string; items: readonly ProfileMenuItem[] }> = [
  ...new Set(PROFILE_PAGES.flatMap((page) => (page.group ? [page.group] : []))),
].map((group) => ({ group, items: PROFILE_PAGES.filter((page) => page.group === group).map(menuItem) }))

/** The user dropdown's links (spec section 2), in their order. */
export const USER_MENU_ITEMS: readonly ProfileMenuItem[] = PROFILE_PAGES.filter((page) => page.userMenu !== undefined)
  .sort((a, b) => a.userMenu! - b.userMenu!)
  .map(menuItem)

/** The child a bare /profile forwards to (README: "Routing decisions"). */
export const PROFILE_DEFAULT_PATH = '/profile/packages'

export const ROUTES: readonly RouteEntry[] = [
  route({
    id: 'home',
    path: '/',
    layout: 'default',
    page: 'home',
    title: `${BRAND_NAME} - AI 人像修图软件`,
    description: SITE_DESCRIPTION,
    headerTheme: 'gray',
    colorMode: 'dark',
  }),
  route({ id: 'ability', path: '/ability', layout: 'default', page: 'ability', title: '产品功能', headerTheme: 'black', colorMode: 'dark' }),
  route({ id: 'download', path: '/download', layout: 'default', page: 'download', title: '下载中心', headerTheme: 'white-transparent' }),
  route({ id: 'guide', path: '/guide', layout: 'default', page: 'guide', title: '使用教程', background: 'white' }),
  route({ id: 'guide-detail', path: '/guide/:id', layout: 'default', page: 'guideDetail', title: '教程详情', background: 'white' }),
  route({ id: 'help', path: '/help', layout: 'default', page: 'help', title: '帮助中心' }),
  route({ id: 'payment', path: '/payment', layout: 'default', page: 'payment', title: '购买套餐', headerTheme: 'black', colorMode: 'dark' }),
  route({ id: 'payment-success', path: '/payment/success', layout: 'empty', page: 'paymentSuccess', title: '支付成功', requires: 'pay-user' }),
  route({ id: 'ipad', path: '/ipad', layout: 'ipad', page: 'product', variant: 'ipad', title: 'iPad 版', headerTheme: 'gray', colorMode: 'dark' }),
  route({ id: 'mobile', path: '/mobile', layout: 'mobile', page: 'product', variant: 'mobile', title: '手机版' }),
  route({ id: 'pixsoda', path: '/pixsoda', layout: 'soda', page: 'product', variant: 'pixsoda', title: 'PixSoda 模板设计' }),
  route({ id: 'pixsoda-download', path: '/pixsoda/download', layout: 'soda', page: 'download', variant: 'pixsoda', title: 'PixSoda 下载' }),
  route({ id: 'portfolio', path: '/portfolio', layout: 'portfolio', page: 'portfolio', title: '作品集' }),
  route({ id: 'portfolio-year', path: '/portfolio/:year', layout: 'portfolio', page: 'portfolio', title: '年度作品集' }),
  route({
    id: 'portfolio-2024',
    path: `/portfolio/${PORTFOLIO_WORKS_YEAR}`,
    layout: 'portfolio',
    page: 'portfolio',
    variant: 'works-year',
    title: `${PORTFOLIO_WORKS_YEAR} 作品集`,
  }),
  route({
    id: 'portfolio-2024-works',
    path: `/portfolio/${PORTFOLIO_WORKS_YEAR}/:works`,
    layout: 'portfolio',
    page: 'portfolio',
    variant: 'works-year',
    title: '作品详情',
  }),
  route({ id: 'article', path: '/article', layout: 'default', page: 'article', title: '文章' }),
  route({ id: 'search', path: '/search', layout: 'default', page: 'search', title: '搜索', headerTheme: 'gray' }),
  route({ id: 'invite', path: '/invite', layout: 'invite', page: 'invite', title: '邀请有礼' }),
  route({ id: 'xshd', path: '/xshd', layout: 'empty', page: 'xshd', title: '新手活动' }),
  route({ id: 'register-new', path: '/register-new', layout: 'empty', page: 'campaign', title: '新用户注册' }),
  route({ id: 'client-share', path: '/client/share', layout: 'empty', page: 'campaign', title: '作品分享' }),
  route({ id: 'exchange', path: '/exchange/:uuid', layout: 'empty', page: 'campaign', title: '兑换权益' }),
  route({ id: 'welfare', path: '/welfare/:uuid', layout: 'empty', page: 'campaign', title: '福利领取' }),
  route({ id: 'new-welfare', path: '/new-welfare', layout: 'empty', page: 'campaign', title: '新人福利' }),
  route({ id: 'new-welfare-uuid', path: '/new-welfare/:uuid', layout: 'empty', page: 'campaign', title: '新人福利', timeoutPath: NEW_WELFARE_TIMEOUT_PATH }),
  route({ id: 'new-welfare-timeout', path: NEW_WELFARE_TIMEOUT_PATH, layout: 'empty', page: 'activityTimeout', title: '活动已结束' }),
  route({ id: 'redirect-auto-auth', path: '/redirect/auto-auth', layout: 'empty', page: 'appAuth', title: '正在登录' }),
  route({ id: 'redirect-callback', path: '/redirect/callback', layout: 'empty', page: 'redirect', title: '正在跳转' }),
  ...AD_PAGES.map(([path, title]) => route({ id: `ad${path.slice(3).replace(/[/:]/g, '-') || '-index'}`, path, layout: 'ad', page: 'ad', title })),
  route({
    id: 'profile',
    path: '/profile',
    layout: 'default',
    page: 'profilePackages',
    title: '个人中心',
    requires: 'login',
    permission: 'packages',
    redirectTo: PROFILE_DEFAULT_PATH,
    headerTheme: 'white-transparent',
  }),
  ...PROFILE_PAGES.map(({ child, page, title, permission, headerTheme }) =>
    route({ id: `profile-${child}`, path: `/profile/${child}`, layout: 'default', page, title, requires: 'login', permission, headerTheme }),
  ),
  ...ACTIVITY_PAGES.map(([name, title]) => activityRoute(name, title, 'activity')),
  ...PROMO_PAGES.map(([name, title]) => activityRoute(name, title, 'promo')),
  route({ id: 'activity-special-offer', path: '/activity/special-offer', layout: 'activity', page: 'activity', title: '限时特惠' }),
  route({ id: 'activity-special-offer-20231111', path: '/activity/special-offer/20231111', layout: 'promo', page: 'activity', title: '双十一特惠' }),
  route({ id: 'activity-timeout', path: ACTIVITY_TIMEOUT_PATH, layout: 'activity', page: 'activityTimeout', title: '活动已结束' }),
  ...POLICY_PAGES.map(({ name, path, label }) =>
    route({ id: `agreement-${name}`, path, layout: 'default', page: 'policy', variant: name, title: `${BRAND_NAME}${label}` }),
  ),
  route({ id: 'not-found', path: '*', layout: 'empty', page: 'notFound', title: '页面不存在', status: 404 }),
]

export const NOT_FOUND_ROUTE_ID = 'not-found'

const BY_ID = new Map(ROUTES.map((entry) => [entry.id, entry]))

export function routeById(id: string): RouteEntry | undefined {
  return BY_ID.get(id)
}

/**
 * Where an open page goes when its activity's countdown ends: its timeoutPath, or for a page
 * without a {uuid} (which the edge never redirects) the timeout page of its family.
 */
export function endedActivityPath(entry: RouteEntry): string {
  return entry.timeoutPath ?? (entry.path.startsWith('/new-welfare') ? NEW_WELFARE_TIMEOUT_PATH : ACTIVITY_TIMEOUT_PATH)
}

/** A timeout page's address for the activity that ended: its `?uuid=` lets the page name it. */
export function endedActivityUrl(timeoutPath: string, uuid: string): string {
  return `${timeoutPath}?uuid=${encodeURIComponent(uuid)}`
}
