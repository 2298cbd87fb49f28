/** Business constants of spec section 9, one place for both sides. */

/** The product's name: titles, the brand link (the ad landings' too, which load no route table), the policies. */
export const BRAND_NAME = '光影修图'
export const BREAKPOINTS = { xs: 375, sm: 768, md: 1024, lg: 1440 } as const

export const NOT_FOUND_COUNTDOWN_SECONDS = 5
export const TOKEN_COOKIE_DAYS = 30
export const REQUEST_TIMEOUT_MS = 120_000
export const GLOBAL_CONFIG_TTL_SECONDS = 600
/** A page address's WeChat JS-SDK signature is used again for 10 minutes (the service's cache, and the page's). */
export const WECHAT_SIGNATURE_TTL_SECONDS = 10 * 60
export const DEFAULT_SOURCE_ID = 924
export const TAP_TOLERANCE_PX = 10

/**
 * The `elementtiming` name of a page's hero image: the document's loader fetches the client
 * once the browser reports this image painted (docs/decisions/022).
 */
export const HERO_ELEMENT_TIMING = 'hero'

/** How often the client looks for a newer deploy. */
export const BUILD_POLL_INTERVAL_MS = 5 * 60_000

/** Cookie names shared by the edge and the client. */
export const COOKIES = {
  /** Official-site login token (HttpOnly). */
  token: 'ow_token',
  /** Campaign tokens of the two activity scenes (HttpOnly). */
  activityToken: 'activity_token',
  activityExToken: 'activity_ex_token',
  /** Pay user info: the phone of the paying visitor (spec section 3). */
  payUser: 'pay_user_info',
  /** Source channel captured from `sId` / `_uuid`. */
  sourceId: 'source_id',
  sourceUuid: 'source_uuid',
  /** Anonymous visitor id that ad clicks are recorded against. */
  webId: 'web_id',
  /** The D1 session bookmark of a visitor who wrote (HttpOnly): their next reads see their writes (decision 036). */
  d1Bookmark: 'd1_bookmark',
} as const

/** Ad click-id query parameters per ad platform (spec section 3, Activities). */
export const AD_CLICK_PARAMS = {
  1: 'clickid',
  2: 'gdt_vid',
  3: 'track_id',
  4: 'callback',
  5: 'msclkid',
  10: 'bd_vid',
  11: 'qhclickid',
} as const

/**
 * The two sibling-product sites of the products menu (spec section 2). They open in the
 * same tab without a referrer. Operators point them at the real sites.
 */
export const SIBLING_SITES = [
  { label: 'PixCake 云端协作', href: 'https://cloud.pixcake.example' },
  { label: 'PixSoda 在线设计', href: 'https://design.pixsoda.example' },
] as const

/** Dialog widths and the overlay layer of spec section 9 (below `sm` a dialog takes the full width). */
export const DIALOG_WIDTHS = { default: 400, points: 422, qr: 298, cancel: 480 } as const
export const OVERLAY_Z_INDEX = 2024

/** Login and security limits of spec sections 5 and 9. */
export const VERIFY_CODE_LENGTH = 6
export const VERIFY_CODE_COOLDOWN_SECONDS = 60
export const DEFAULT_PHONE_CC = '86'
export const LOGIN_PHONE_MAX_LENGTH = 128
/** Enter in a code field submits at most once per second. */
export const CODE_ENTER_THROTTLE_MS = 1000
/** The verify action is debounced 300 ms; Enter in confirm dialogs 1000 ms. */
export const VERIFY_DEBOUNCE_MS = 300
export const CONFIRM_ENTER_DEBOUNCE_MS = 1000
/** WeChat QR scan state is polled every second until it leaves "waiting follow" or the QR expires. */
export const SCAN_POLL_INTERVAL_MS = 1000
/** A fulfilled WeChat safety verification closes its dialog after this long. */
export const VERIFY_SUCCESS_CLOSE_MS = 1000
export const CANCELLATION_COOLING_DAYS = 14
/** Random WeChat OAuth state: 8 to 20 characters, prefixed by the platform. */
export const WECHAT_STATE_LENGTH = { min: 8, max: 20 } as const

/**
 * The policies the consent names, pages of this site (shared/routes.ts POLICY_PAGES), opened
 * in a new tab so a form keeps what was typed.
 */
export const POLICY_LINKS = {
  userAgreement: { label: '用户协议', href: '/agreement/user' },
  privacyPolicy: { label: '隐私政策', href: '/agreement/privacy' },
} as const

/** How many photographers use the suite: the one figure every page and landing states (home, ad landings in db/demo-ads.sql). */
export const PHOTOGRAPHERS_FIGURE = '60 万+'

/**
 * The customer-service chat's groups (spec section 3 names customer support, sales
 * development and test without their values): the group the chat opens in.
 */
export const CUSTOMER_SERVICE_GROUPS = { support: 1, sales: 2, test: 3 } as const

/** Payment (spec sections 4 and 9): an unpaid order closes after 10 minutes; its state is polled every 3 s. */
export const PAYMENT_TIMEOUT_SECONDS = 10 * 60
export const PAYMENT_POLL_INTERVAL_MS = 3000
/** A package is valid one year from purchase. */
export const PACKAGE_VALIDITY_DAYS = 365
/** Auto-renewal notices go out this many days before each charge. */
export const RENEWAL_NOTICE_DAYS = 5
/** The payment service's app-id header (spec section 7). */
export const CAKE_APPID_HEADER = 'Cake-Appid'
/** What the browser sends in it: the Cake app (ProductApp.Cake); a call's own `app_id` wins. */
export const SITE_CAKE_APPID = '1'
/** The response header that carries an order's trade number. */
export const OUT_TRADE_NO_HEADER = 'out_trade_no'

/** The site's share-card image (1200x630, drawn by scripts/share-card.mjs): a page's og:image unless it has its own. */
export const SHARE_CARD_PATH = '/share-card.png'

/** The head's name for a share's link, read by the WeChat share (client/features/wechatShare/share.ts). */
export const SHARE_LINK_META = 'share-link'
