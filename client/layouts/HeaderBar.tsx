import { styled } from '@linaria/react'
import type { ReactNode } from 'react'

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  background: var(--bg);
  border-bottom: 1px solid var(--line);
`

const Inner = styled.div`
  max-width: var(--max-width);
  height: 56px;
  margin: 0 auto;
  padding: 0 16px;
  display: flex;
  align-items: center;
  gap: 16px;
  nav {
    display: flex;
    gap: 16px;
    margin-left: auto;
    align-items: center;
    font-size: 14px;
  }
  nav a {
    text-decoration: none;
  }
`

/** The slim header bar: the brand link, then a few actions. No router: the ad landings use it as it is. */
export function HeaderBar({ brand, children }: { brand: ReactNode; children?: ReactNode }) {
  return (
    <Bar>
      <Inner>
        {brand}
        {children ? <nav>{children}</nav> : null}
      </Inner>
    </Bar>
  )
}
