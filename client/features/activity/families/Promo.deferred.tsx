import type { ActivityInfo } from '../../../../shared/contracts/schemas/activity'
import { chinaMinute } from '../../../../shared/chinaTime'
import { useActivityService } from '../api/families'
import { Card, SectionTitle } from '../styles'
import { numberOf, recordsOf, textOf } from './data'
import { Muted, Timeline } from './styles'
import { FAMILY_TEXT } from './text'

const TEXT = FAMILY_TEXT.promo

/** A phase's bound as MM-DD HH:mm: a promotion runs within weeks. */
function when(unixSeconds: number): string {
  return chinaMinute(unixSeconds).slice(5)
}

/** The activities' customer service (owner config). */
function Service() {
  const service = useActivityService()
  if (!service.data) return null
  return (
    <Muted data-testid="promo-service">
      {TEXT.service}：<a href={`tel:${service.data.service_phone}`}>{TEXT.serviceLine(service.data.service_phone, service.data.service_hours)}</a> ·{' '}
      {TEXT.wechat(service.data.service_wechat)}
    </Muted>
  )
}

/** promo and its variants: the promotion's phases (warm-up, flash sale, encore…) with the one running now, and who to ask. */
export default function PromoPanel({ activity }: { activity: ActivityInfo }) {
  const now = activity.server_time
  const phases = recordsOf(activity.data, 'phases').flatMap((phase) => {
    const name = textOf(phase, 'name')
    const start = numberOf(phase, 'start')
    const end = numberOf(phase, 'end')
    return name && start !== null && end !== null ? [{ name, start, end, note: textOf(phase, 'note') }] : []
  })
  return (
    <Card data-testid="promo-calendar">
      <SectionTitle>{TEXT.calendar}</SectionTitle>
      <Timeline>
        {phases.map((phase) => {
          const state = now >= phase.end ? TEXT.past : now >= phase.start ? TEXT.now : TEXT.next
          return (
            <li key={phase.name} data-now={now >= phase.start && now < phase.end}>
              <small>
                {when(phase.start)} – {when(phase.end)} · {state}
              </small>
              <strong>{phase.name}</strong>
              {phase.note ? <small>{phase.note}</small> : null}
            </li>
          )
        })}
      </Timeline>
      <Service />
    </Card>
  )
}
