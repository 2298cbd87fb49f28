import { useEffect, useLayoutEffect } from 'react'
import { isRouteErrorResponse, Outlet, ScrollRestoration, useRouteError } from 'react-router'
import { Link, useLocation } from '../lib/links'
import { DialogHost } from '../components/DialogHost'
import { Toaster } from '../components/Toaster'
import { useAdReportAfterLogin } from '../features/ads/useAdReportAfterLogin'
import { CustomerServiceButton } from '../features/customerService/CustomerServiceButton'
import { useAppLogin } from '../features/appBridge/useAppLogin'
import { useViewer } from '../blocks/session/viewer'
import { useWechatShare } from '../features/wechatShare/useWechatShare'
import '../styles/global'
import { applyPageHead } from '../lib/pageHead'
import { useRouteEntry } from '../lib/useRouteEntry'
import { useSessionGuard } from './useSessionGuard'
import { provideDialogs } from './dialogs'

// The dialogs features open for one another get their code before anything can open one.
provideDialogs()

/**
 * Keeps <html>'s header theme, colour mode, background and the title in step with client
 * navigation, and holds what every page shares: the toasts, the dialog host (every
 * feature's dialogs, the login dialog among them), the 在线客服 entry and the session guard.
 */
export function RootShell() {
  const entry = useRouteEntry()
  useSessionGuard()
  useAdReportAfterLogin(useViewer().loggedIn)
  useAppLogin()
  const location = useLocation()
  useWechatShare(`${location.pathname}${location.search}`)
  useEffect(() => {
    // Marks the document as interactive, for tests and for CSS that must wait for JS.
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  // A passive effect, as the pages' own: a page that left restores the header's tone in its
  // passive cleanup, which runs before this and not after it.
  useEffect(() => {
    const root = document.documentElement
    root.dataset.headerTheme = entry.headerTheme
    root.dataset.colorMode = entry.colorMode
    if (entry.background) root.dataset.background = entry.background
    else delete root.dataset.background
  }, [entry])
  // A layout effect: a page's own head (an activity's share card, set in a passive effect) comes after it.
  useLayoutEffect(() => {
    applyPageHead({ title: entry.title, description: entry.description })
  }, [entry])
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      {/* An ad landing has 在线客服 in its bottom bar. */}
      {entry.layout === 'ad' ? null : <CustomerServiceButton />}
      <DialogHost />
      <Toaster />
    </>
  )
}

export function RootErrorBoundary() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  return (
    <main style={{ padding: '20vh 24px', textAlign: 'center' }}>
      <h1>页面出错了</h1>
      <p>错误代码 {status}，请稍后再试。</p>
      <Link to="/">返回首页</Link>
    </main>
  )
}
