/**
 * The one same-site check of every redirect and return address (ARCHITECTURE decision 9):
 * login redirects, the pay return path, the sandbox's OAuth and pay pages. An address is
 * resolved the way a browser would (so `//host`, `/\host`, tabs and `..` cannot smuggle
 * another host in) and kept only when it stays on the site's origin.
 */

/** Stands for "this site" when no request is at hand (the browser's own paths). */
const THIS_SITE = 'https://same.site.invalid'

/**
 * `target` as a URL on `origin`, or null when it leaves it or is unreadable. Without an
 * origin only a path (`/…`) can be this site's; with one, an absolute address on it is too.
 */
export function sameSiteUrl(target: string | null | undefined, origin?: string): URL | null {
  if (!target || (origin === undefined && !target.startsWith('/'))) return null
  try {
    const base = new URL(origin ?? THIS_SITE)
    const url = new URL(target, base)
    return url.origin === base.origin ? url : null
  } catch {
    return null
  }
}

/** `target` as a same-site path with its query and fragment, or the home page when it is not one. */
export function safeRedirectPath(target: string | null | undefined, origin?: string): string {
  const url = sameSiteUrl(target, origin)
  return url ? `${url.pathname}${url.search}${url.hash}` : '/'
}
