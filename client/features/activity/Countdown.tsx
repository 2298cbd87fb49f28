import { useEffect, useRef, useState } from 'react'
import { remainingParts, serverNow, serverTimeReadAt } from '../../blocks/checkout/countdown'
import { storage } from '../../lib/storage'
import { ACTIVITY_TEXT } from './messages'
import { CountdownBox, Digits } from './styles'

/**
 * Days, hours, minutes and seconds to `target`, timed by the server's clock (`serverTime`,
 * read when the page got it) and advanced by the page's own clock, never the visitor's
 * wall time. At zero it fires `onTimeout` once. It owns its timer.
 */
export function Countdown({
  target,
  serverTime,
  label,
  onTimeout,
}: {
  target: number
  serverTime: number
  label: string
  onTimeout: (serverNowMs: number) => void
}) {
  const anchor = useRef<{ serverTime: number; readAt: number } | null>(null)
  const [now, setNow] = useState(serverTime * 1000)
  const fired = useRef(false)
  const timeout = useRef(onTimeout)
  timeout.current = onTimeout

  useEffect(() => {
    // A new target keeps the clock; only a new server time re-anchors it.
    if (anchor.current?.serverTime !== serverTime) anchor.current = { serverTime, readAt: serverTimeReadAt(storage(), serverTime, Date.now()) }
    const { readAt } = anchor.current
    fired.current = false
    const tick = () => {
      const current = serverNow(serverTime, readAt, Date.now())
      setNow(current)
      if (!fired.current && remainingParts(target, current).total === 0) {
        fired.current = true
        timeout.current(current)
      }
    }
    tick()
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [serverTime, target])

  const parts = remainingParts(target, now)
  const pad = (value: number) => String(value).padStart(2, '0')
  return (
    <CountdownBox data-testid="countdown" role="timer" aria-label={`${label} ${parts.days}天${parts.hours}时${parts.minutes}分${parts.seconds}秒`}>
      <span>{label}</span>
      <Digits>
        <b data-part="days">{parts.days}</b>
        {ACTIVITY_TEXT.units.days}
        <b data-part="hours">{pad(parts.hours)}</b>
        {ACTIVITY_TEXT.units.hours}
        <b data-part="minutes">{pad(parts.minutes)}</b>
        {ACTIVITY_TEXT.units.minutes}
        <b data-part="seconds">{pad(parts.seconds)}</b>
        {ACTIVITY_TEXT.units.seconds}
      </Digits>
    </CountdownBox>
  )
}
