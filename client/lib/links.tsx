import { useCallback, useContext, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react'
import { UNSAFE_LocationContext, UNSAFE_NavigationContext, type Location } from 'react-router'

/**
 * The app's links (docs/decisions/037). react-router's Link brings framework mode's prefetch
 * (route manifests, `matchRoutes`, page link descriptors) whether or not a page uses it, about
 * 3.8 kB gzip on every page. These read only react-router's location and navigation contexts,
 * which its data router provides in the app and an island can provide with a navigator of its
 * own, and navigate through that navigator as react-router's Link does.
 */

/** The location of the router (or island) the component renders under. */
export function useLocation(): Location {
  return useContext(UNSAFE_LocationContext).location
}

export interface NavigateOptions {
  replace?: boolean
  preventScrollReset?: boolean
  state?: unknown
}

/** Goes to an address of this site (a path with its query and hash, e.g. `/payment/success`). */
export type NavigateFunction = (to: string, options?: NavigateOptions) => void

/**
 * Navigation from code, through the same navigator as the links: the app's router, or an
 * island's full page load (client/island/fullLoadRouter.tsx). react-router's own hook would
 * bring its router's code into an island's dialogs (decision 043).
 */
export function useNavigate(): NavigateFunction {
  const { navigator } = useContext(UNSAFE_NavigationContext)
  return useCallback(
    (to, { replace, preventScrollReset, state } = {}) => {
      if (replace) navigator.replace(to, state, { preventScrollReset })
      else navigator.push(to, state, { preventScrollReset })
    },
    [navigator],
  )
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An address of this site: a path with its query and hash, e.g. `/help#faq-3`. */
  to: string
  replace?: boolean
  preventScrollReset?: boolean
  state?: unknown
  ref?: Ref<HTMLAnchorElement>
}

/** A click the browser would follow in this tab: the main button, no modifier key, no other target. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return !event.defaultPrevented && event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
}

function pathOf({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${pathname}${search}${hash}`
}

/** A link to a page of this site, followed in the app (or by the island's navigator) on a plain click. */
export function Link({ to, replace, preventScrollReset, state, onClick, target, ref, ...anchor }: LinkProps) {
  const { navigator } = useContext(UNSAFE_NavigationContext)
  const location = useLocation()
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (!isPlainClick(event, target)) return
    event.preventDefault()
    // As react-router's Link: a link to the address already shown replaces it rather than adding a history entry.
    const same = pathOf(location) === to
    const options = { preventScrollReset }
    if (replace ?? same) navigator.replace(to, state, options)
    else navigator.push(to, state, options)
  }
  return <a {...anchor} ref={ref} href={navigator.createHref(to)} target={target} onClick={follow} />
}

export interface NavLinkProps extends LinkProps {
  /** Active only on this exact path, not on the pages under it. */
  end?: boolean
}

/** Whether `to` names the page shown (or, without `end`, a page above it): react-router NavLink's rule for paths. */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  const target = (to.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') || '/'
  const current = pathname.replace(/\/+$/, '') || '/'
  if (current === target) return true
  return !end && target !== '/' && current.startsWith(`${target}/`)
}

/** A menu's link: marked `active` with `aria-current="page"` on the page it names. */
export function NavLink({ end, className, ...link }: NavLinkProps) {
  const active = isActivePath(useLocation().pathname, link.to, end)
  return <Link {...link} className={active ? (className ? `${className} active` : 'active') : className} aria-current={active ? 'page' : undefined} />
}
