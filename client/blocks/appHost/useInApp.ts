import { useEffect, useState } from 'react'
import { isInApp } from '../../lib/appHost'

/**
 * Whether the page runs inside the iOS / iPad app, known after hydration only (the server
 * cannot tell), so that a control shown only in the app never mismatches the server's HTML.
 */
export function useInApp(): boolean {
  const [inApp, setInApp] = useState(false)
  useEffect(() => setInApp(isInApp()), [])
  return inApp
}
