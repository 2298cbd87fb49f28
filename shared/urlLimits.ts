/**
 * Operator-set URL limits (issue 28), answered by POST /v1/web/weight/is_url_limit: a limited
 * page of this site is not passed on from it (no share card is handed to WeChat or to the
 * app's share sheet). An operator names the pages by path: `/guide/3` is that page only,
 * `/activity/*` every path under /activity/ (and /activity itself). Queries and fragments do
 * not matter: a share carries them, the limit is on the page.
 */

export const URL_LIMIT_PATTERN_MAX = 256

const PATTERN = /^\/[A-Za-z0-9\-._~%/]*\*?$/

/** The pattern an operator typed, normalised, or why it is refused (in Chinese, for the console). */
export function readUrlLimitPattern(input: string): { pattern: string } | { error: string } {
  const pattern = input.trim()
  if (!pattern || pattern.length > URL_LIMIT_PATTERN_MAX) return { error: `路径为 1-${URL_LIMIT_PATTERN_MAX} 个字符` }
  if (!PATTERN.test(pattern) || pattern.includes('//'))
    return { error: '路径须以 / 开头，只含字母、数字与 - . _ ~ % /，末尾可加 * 表示其下所有页面，如 /guide/3 或 /activity/*' }
  return { pattern: pattern.length > 1 && !pattern.endsWith('*') ? pattern.replace(/\/+$/, '') : pattern }
}

/** Whether `path` (a pathname, no query) is one a pattern names. */
export function matchesUrlLimit(pattern: string, path: string): boolean {
  const page = path.length > 1 ? path.replace(/\/+$/, '') : path
  if (!pattern.endsWith('*')) return page === pattern
  const base = pattern.slice(0, -1)
  return page.startsWith(base) || `${page}/` === base
}

/**
 * Whether `url` is limited: a page of this site (`origin`) whose path a pattern names. A URL
 * of another site, or no URL at all, is not ours to limit.
 */
export function isUrlLimited(patterns: readonly string[], url: string, origin: string): boolean {
  let parsed: URL
  try {
    parsed = new URL(url, origin)
  } catch {
    return false
  }
  if (parsed.origin !== new URL(origin).origin) return false
  return patterns.some((pattern) => matchesUrlLimit(pattern, parsed.pathname))
}
