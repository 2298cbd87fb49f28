import { useCallback, useEffect, useState } from 'react'
import { storage } from '../../lib/storage'
import { cooldownLeft, startCooldown, type CooldownScope } from './cooldown'

/** Seconds left of a scope's resend cooldown, restored from storage on mount and ticking each second. */
export function useCooldown(scope: CooldownScope) {
  // 0 on the first render, server and browser alike; storage is read after mount.
  const [left, setLeft] = useState(0)
  useEffect(() => setLeft(cooldownLeft(storage(), scope, Date.now())), [scope])
  useEffect(() => {
    if (left <= 0) return
    const timer = setTimeout(() => setLeft(cooldownLeft(storage(), scope, Date.now())), 1000)
    return () => clearTimeout(timer)
  }, [left, scope])
  const start = useCallback(() => {
    startCooldown(storage(), scope, Date.now())
    setLeft(cooldownLeft(storage(), scope, Date.now()))
  }, [scope])
  return { left, start }
}
