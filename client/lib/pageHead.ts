import { useEffect } from 'react'
import { SHARE_CARD_PATH, SHARE_LINK_META } from '../../shared/constants'
import { documentTitle } from '../../shared/routes'

/** A page's title and share card, as the head carries them (worker/ssr/document.ts writes them first). */
export interface PageHead {
  title: string
  description: string
  /** The share card's image; the site's card when absent. */
  thumbnail?: string
  /** The link a share carries, when it is not the page's own address. */
  link?: string
}

function setMeta(attribute: 'name' | 'property' | 'itemprop', key: string, content: string | undefined): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`)
  if (content === undefined) {
    meta?.remove()
    return
  }
  if (!meta) {
    meta = document.createElement('meta')
    meta.setAttribute(attribute, key)
    document.head.appendChild(meta)
  }
  meta.content = content
}

/** Puts a page's title and share card in the head, so a share made after a client navigation carries this page's. */
export function applyPageHead(head: PageHead): void {
  const title = documentTitle(head.title)
  const image = new URL(head.thumbnail || SHARE_CARD_PATH, location.origin).href
  document.title = title
  setMeta('name', 'description', head.description)
  setMeta('property', 'og:title', title)
  setMeta('property', 'og:description', head.description)
  setMeta('property', 'og:image', image)
  setMeta('itemprop', 'name', title)
  setMeta('itemprop', 'description', head.description)
  setMeta('itemprop', 'image', image)
  setMeta('name', SHARE_LINK_META, head.link && new URL(head.link, location.origin).href)
}

/**
 * A page's own share card (an activity's), over the route's generic one that the shell sets
 * when the route changes: the shell sets its head in a layout effect, and this passive effect
 * runs after it, before the shell's WeChat share reads the head.
 */
export function usePageHead(share: { title: string; description: string; link: string; thumbnail: string } | undefined): void {
  const { title, description, link, thumbnail } = share ?? {}
  useEffect(() => {
    if (title === undefined || description === undefined) return
    applyPageHead({ title, description, link, thumbnail })
  }, [title, description, link, thumbnail])
}
