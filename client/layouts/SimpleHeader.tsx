import type { ReactNode } from 'react'
import { Logo } from '../components/Logo'
import { HeaderBar } from './HeaderBar'

/** The slim header of the audience-specific layouts: brand, a label and a few actions. */
export function SimpleHeader({ label, children }: { label?: string; children?: ReactNode }) {
  return <HeaderBar brand={<Logo suffix={label} />}>{children}</HeaderBar>
}
