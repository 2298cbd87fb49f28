import { styled } from '@linaria/react'
import type { ReactNode } from 'react'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

/** The main column fills the first screen, so the footer starts below it. */
export const TallMain = styled.main`
  min-height: calc(100vh - var(--header-height));
`

/**
 * The site's frame: its header, the page in a main column as tall as the first screen, and
 * its footer. The app's default layout and the home page's island (docs/decisions/043) both
 * render it, so the two give the same markup.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <TallMain id="main">{children}</TallMain>
      <SiteFooter />
    </>
  )
}
