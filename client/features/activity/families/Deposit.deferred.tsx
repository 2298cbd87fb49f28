import type { ActivityInfo } from '../../../../shared/contracts/schemas/activity'
import { useActivityMe } from '../api/activityUser'
import { useActivityFigures } from '../api/families'
import { useActivityAction } from '../loginSheet'
import { Card, Cta, SectionTitle } from '../styles'
import { useBuyCard } from './buy'
import { chinaDate, numberOf, recordOf, yuan } from './data'
import { Big, Muted, Slide, Ticket } from './styles'
import { FAMILY_TEXT } from './text'

const TEXT = FAMILY_TEXT.deposit
const DAY = 86_400

/** The balance and how long it can be used: the deadline is the activity's `use_by`, else its end. */
function Balance({ activity }: { activity: ActivityInfo }) {
  const me = useActivityMe()
  const figures = useActivityFigures(activity.uuid)
  const act = useActivityAction(activity)
  const useBy = numberOf(activity.data, 'use_by') ?? activity.end_at
  const days = Math.ceil((useBy - activity.server_time) / DAY)
  return (
    <Slide data-testid="deposit-balance">
      <p>{TEXT.balance}</p>
      {me.data ? (
        <>
          <strong data-testid="deposit-amount">¥{yuan(figures.data?.balance ?? 0)}</strong>
          <p>
            {TEXT.paidPart(yuan(figures.data?.paid ?? 0))} · {TEXT.bonusPart(yuan(figures.data?.bonus ?? 0))}
          </p>
        </>
      ) : (
        <>
          <strong>¥ ***</strong>
          <Cta type="button" onClick={() => act(() => undefined)} style={{ marginTop: 8 }}>
            {TEXT.login}
          </Cta>
        </>
      )}
      <em data-testid="deposit-deadline">
        {TEXT.deadline(chinaDate(useBy))} · {days > 0 ? TEXT.daysLeft(days) : TEXT.expired}
      </em>
    </Slide>
  )
}

/**
 * deposit: pay in now, get more to spend later. The balance (paid in and the bonus it
 * brought, info_ex) until its deadline, and the tiers: each card's price and the bonus the
 * activity's data gives its tier.
 */
export default function DepositPanel({ activity }: { activity: ActivityInfo }) {
  const purchase = useBuyCard(activity, TEXT.pay)
  const bonus = recordOf(activity.data, 'bonus')
  return (
    <>
      <Balance activity={activity} />
      <Card data-testid="deposit-tiers">
        <SectionTitle>{TEXT.tiers}</SectionTitle>
        {activity.cards.map((card) => {
          const extra = numberOf(bonus, String(card.tier)) ?? 0
          return (
            <Ticket key={card.id}>
              <div>
                <small>{TEXT.pay}</small>
                <strong>¥{yuan(card.price)}</strong>
              </div>
              <div>
                <h3>
                  {TEXT.get}{' '}
                  <Big as="span" style={{ fontSize: 22 }}>
                    ¥{yuan(card.price + extra)}
                  </Big>
                </h3>
                {extra > 0 ? <span style={{ color: 'var(--accent-text)', fontWeight: 700 }}>{TEXT.bonus(yuan(extra))}</span> : null}
                <Muted style={{ margin: '2px 0 0' }}>{card.name}</Muted>
                <Cta type="button" disabled={purchase.disabled} onClick={() => purchase.buy(card)}>
                  {purchase.label}
                </Cta>
              </div>
            </Ticket>
          )
        })}
        <Muted>{TEXT.hint}</Muted>
      </Card>
    </>
  )
}
