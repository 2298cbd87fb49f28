import { styled } from '@linaria/react'
import type { ReactNode } from 'react'
import { Logo } from '../components/Logo'

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

/** The slim header of the audience-specific layouts: brand, a label and a few actions. */
export function SimpleHeader({ label, children }: { label?: string; children?: ReactNode }) {
  return (
    <Bar>
      <Inner>
        <Logo suffix={label} />
        {children ? <nav>{children}</nav> : null}
      </Inner>
    </Bar>
  )
}
