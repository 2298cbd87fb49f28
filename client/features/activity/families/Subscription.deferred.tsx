import type { ActivityInfo } from '../../../../shared/contracts/schemas/activity'
import { Card, SectionTitle } from '../styles'
import { numberOf, textOf, yuan } from './data'
import { Muted, Timeline } from './styles'
import { FAMILY_TEXT } from './text'

const TEXT = FAMILY_TEXT.subscription

/** subscription (and yearly): what the first period costs, what each renewal costs after it, and how to stop. */
export default function SubscriptionPanel({ activity }: { activity: ActivityInfo }) {
  const period = textOf(activity.data, 'period') === 'year' ? 'year' : 'month'
  const first = numberOf(activity.data, 'first')
  const renew = numberOf(activity.data, 'renew')
  if (first === null || renew === null) return null
  return (
    <Card data-testid="subscription-terms">
      <SectionTitle>{TEXT.title}</SectionTitle>
      <Timeline>
        <li data-now="true">
          <small>{TEXT.today}</small>
          <strong data-testid="subscription-first">
            {TEXT.first[period]} ¥{yuan(first)}
          </strong>
        </li>
        <li>
          <small>{TEXT.renew[period]}</small>
          <strong>
            ¥{yuan(renew)}
            {TEXT.per[period]}
          </strong>
        </li>
        <li>
          <strong>{TEXT.cancel}</strong>
          <small>{TEXT.cancelLead}</small>
        </li>
      </Timeline>
      <Muted>
        <a href="/agreement/auto-renewal" style={{ color: 'var(--accent-text)' }}>
          {TEXT.agreement}
        </a>
      </Muted>
    </Card>
  )
}
