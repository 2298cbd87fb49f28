import { callApp, type AppDeviceInfo, type AppShareInfo } from '../../lib/appBridge'
import { TRACKED_CLICK_EVENT, type TrackedClick } from '../../lib/appHost'
import { showToast, subscribeToasts, currentToasts } from '../../lib/toast'
import type { ApiClient } from '../../lib/api/client'
import { isUrlLimited } from '../../blocks/share/urlLimit'
import { APP_BRIDGE_TEXT } from './messages'

/**
 * What a page inside the iOS / iPad app tells its host (spec section 7's bridge messages),
 * wired once for every page. Loaded only inside the app (useAppLogin), so no other visitor
 * downloads it.
 *
 * - enterView and configWindow: each page entered, with its title for the host's bar;
 * - trackEvent: the clicks the site's own tracker counts, for the host's analytics, with
 *   the app version of getDeviceInfo;
 * - showToast: the site's toasts, shown natively instead of in the web view;
 * - openURL: links to other sites (the App Store among them), which the web view cannot open;
 * - setZoom: the web view's own pinch zoom is off while the image preview zooms;
 * - the controls the pages show only in the app, by `data-app-message`: exit, share (with
 *   getShareInfo and shareCallbackEvent; none for a page an operator limited), saveImage,
 *   clickPurchase, restorePurchase, workflow.
 */
export function startHostPage(api: ApiClient): () => void {
  const device: Promise<AppDeviceInfo | undefined> = callApp('getDeviceInfo').catch(() => undefined)
  const stops = [followPages(device), forwardToasts(), forwardClicks(api, device), zoomWithPreview()]
  return () => stops.forEach((stop) => stop())
}

/** The head changes on every navigation (the title at least): a new path is a new view. */
function followPages(device: Promise<AppDeviceInfo | undefined>): () => void {
  let path = ''
  let title = ''
  const check = () => {
    if (document.title !== title) {
      title = document.title
      void callApp('configWindow', { title })
    }
    if (window.location.pathname !== path) {
      path = window.location.pathname
      const view = path
      void device.then((info) => callApp('enterView', { view, params: { search: window.location.search, app_version: info?.current_version } }))
    }
  }
  check()
  const observer = new MutationObserver(check)
  observer.observe(document.head, { childList: true, subtree: true, characterData: true })
  window.addEventListener('popstate', check)
  return () => {
    observer.disconnect()
    window.removeEventListener('popstate', check)
  }
}

/** The host shows each new toast natively; the web view's own toasts are hidden meanwhile. */
function forwardToasts(): () => void {
  // Through the CSSOM: the page's CSP refuses a style element of its own.
  const region = document.querySelector<HTMLElement>('[data-testid="toasts"]')
  region?.style.setProperty('display', 'none')
  let shown = new Set(currentToasts().map((toast) => toast.id))
  const unsubscribe = subscribeToasts(() => {
    const now = currentToasts()
    for (const toast of now) if (!shown.has(toast.id)) void callApp('showToast', { message: toast.message })
    shown = new Set(now.map((toast) => toast.id))
  })
  return () => {
    unsubscribe()
    region?.style.removeProperty('display')
  }
}

/** The messages a page's controls send (`data-app-message`); each payload comes from the control's data attributes. */
type ControlMessage = 'exit' | 'share' | 'saveImage' | 'clickPurchase' | 'restorePurchase' | 'workflow'

async function shareThisPage(api: ApiClient): Promise<void> {
  // The host's own share info for this page (an invite link with the user's code) comes first.
  const info: AppShareInfo = (await callApp('getShareInfo').catch(() => null)) ?? headShareInfo()
  // A page an operator limited (is_url_limit) is not passed on.
  if (await isUrlLimited(api, info.link)) return showToast(APP_BRIDGE_TEXT.shareLimited)
  const result = await callApp('share', info).catch(() => ({ ok: false }))
  void callApp('shareCallbackEvent', { ok: result?.ok === true, channel: 'app' })
}

function headShareInfo(): AppShareInfo {
  const meta = (property: string) => document.head.querySelector<HTMLMetaElement>(`meta[property="${property}"]`)?.content ?? ''
  return {
    title: meta('og:title') || document.title,
    desc: meta('og:description'),
    link: window.location.href.split('#')[0]!,
    imgUrl: meta('og:image'),
  }
}

const controls = (api: ApiClient): Record<ControlMessage, (element: HTMLElement) => Promise<unknown>> => ({
  exit: () => callApp('exit'),
  share: () => shareThisPage(api),
  saveImage: async (element) => {
    const url = new URL(element.dataset.imageUrl ?? element.getAttribute('src') ?? '', window.location.href).href
    const saved = await callApp('saveImage', { url }).catch(() => ({ ok: false }))
    showToast(saved?.ok ? APP_BRIDGE_TEXT.imageSaved : APP_BRIDGE_TEXT.imageNotSaved)
  },
  clickPurchase: (element) => callApp('clickPurchase', { product_id: element.dataset.productId ?? '' }),
  restorePurchase: () => callApp('restorePurchase'),
  workflow: (element) => callApp('workflow', { name: element.dataset.workflow ?? '' }),
})

const CONTROL_MESSAGES: readonly string[] = ['exit', 'share', 'saveImage', 'clickPurchase', 'restorePurchase', 'workflow'] satisfies ControlMessage[]

function isControl(name: string | undefined): name is ControlMessage {
  return name !== undefined && CONTROL_MESSAGES.includes(name)
}

/**
 * One capturing click listener: in-app controls send their message (and do nothing else),
 * links to other sites go to the host; and the tracker's clicks are reported.
 */
function forwardClicks(api: ApiClient, device: Promise<AppDeviceInfo | undefined>): () => void {
  const sends = controls(api)
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return
    const control = event.target.closest<HTMLElement>('[data-app-message]')
    const message = control?.dataset.appMessage
    if (control && isControl(message)) {
      event.preventDefault()
      event.stopPropagation()
      void sends[message](control).catch((error: unknown) => console.info(`app bridge: ${message} failed`, error))
      return
    }
    const link = event.target.closest<HTMLAnchorElement>('a[href]')
    if (link && new URL(link.href, window.location.href).origin !== window.location.origin) {
      event.preventDefault()
      void callApp('openURL', { url: link.href })
    }
  }
  // The clicks the site's own tracker counts, named as it names them (and none with its no-report flag).
  const onTracked = (event: Event) => {
    const { target, path } = (event as CustomEvent<TrackedClick>).detail
    void device.then((info) => callApp('trackEvent', { event: 'click', params: { target, path, app_version: info?.current_version } }))
  }
  document.addEventListener('click', onClick, { capture: true })
  document.addEventListener(TRACKED_CLICK_EVENT, onTracked)
  return () => {
    document.removeEventListener('click', onClick, { capture: true })
    document.removeEventListener(TRACKED_CLICK_EVENT, onTracked)
  }
}

/** Pinch zoom belongs to the preview while it is open, so the web view's own is off. */
function zoomWithPreview(): () => void {
  let open = false
  const check = () => {
    const now = document.querySelector('[data-testid="image-preview"]') !== null
    if (now === open) return
    open = now
    void callApp('setZoom', { enabled: !open })
  }
  const observer = new MutationObserver(check)
  observer.observe(document.body, { childList: true, subtree: true })
  return () => observer.disconnect()
}
