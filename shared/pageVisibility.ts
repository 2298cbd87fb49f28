/**
 * The page-visibility bit set of the global config (spec section 3): `hidden_pages` holds
 * the bits of the pages whose entries the site hides (the navigation, the footer and the
 * links that lead there, and for Complete the complete-info entrance). 0 hides nothing,
 * so a config without it, or one that failed to load, shows every entry.
 */
export const PageVisibility = { Index: 1, Help: 2, Download: 4, Complete: 8 } as const
export type PageVisibility = (typeof PageVisibility)[keyof typeof PageVisibility]

/** Every bit set: the largest value `hidden_pages` takes. */
export const ALL_PAGE_BITS = Object.values(PageVisibility).reduce((all, bit) => all | bit, 0)

/** The pages an entry's path leads to; Complete has no page of its own (it is an entrance on /profile/information). */
const PAGE_OF_PATH: Readonly<Record<string, PageVisibility>> = {
  '/': PageVisibility.Index,
  '/help': PageVisibility.Help,
  '/download': PageVisibility.Download,
}

export function isPageHidden(hiddenPages: number | undefined, page: PageVisibility): boolean {
  return ((hiddenPages ?? 0) & page) !== 0
}

/** Whether an entry leading to `to` (a path, with or without query and hash) is hidden. */
export function isEntryHidden(hiddenPages: number | undefined, to: string): boolean {
  const page = PAGE_OF_PATH[to.replace(/[?#].*$/s, '')]
  return page !== undefined && isPageHidden(hiddenPages, page)
}
