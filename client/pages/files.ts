import type { PageKey } from '../../shared/routes'

/** Each page module is `client/pages/<PageKey>.tsx`; the build manifest knows it by this path. */
export function pageFile(key: PageKey): string {
  return `client/pages/${key}.tsx`
}
