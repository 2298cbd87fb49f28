import { createContext } from 'react'
import type { ServiceHotline } from '../../../shared/ssrData'

/** The hotline an ad landing's server read with the page (null: not read, the dialog asks). */
export const LandingHotline = createContext<ServiceHotline | null>(null)
