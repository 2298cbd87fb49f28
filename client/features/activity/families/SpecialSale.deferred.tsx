import type { CSSProperties } from 'react'
import type { ActivityInfo } from '../../../../shared/contracts/schemas/activity'
import { ACTIVITY_TEXT } from '../messages'
import { Card, Cta, SectionTitle } from '../styles'
import { useBuyCard } from './buy'
import { numberOf, recordOf, yuan } from './data'
import { Bar, Muted, Ticket } from './styles'
import { FAMILY_TEXT } from './text'

const TEXT = FAMILY_TEXT.specialSale

/** special-sale: limited quantities, each card with how much of its tier's stock (the activity's data) is gone. */
export default function SpecialSalePanel({ activity }: { activity: ActivityInfo }) {
  const purchase = useBuyCard(activity, ACTIVITY_TEXT.buy)
  const stock = recordOf(activity.data, 'stock')
  const limited = activity.cards.flatMap((card) => {
    const entry = recordOf(stock, String(card.tier))
    const total = numberOf(entry, 'total')
    return total ? [{ card, total, sold: Math.min(total, numberOf(entry, 'sold') ?? 0) }] : []
  })
  if (limited.length === 0) return null
  return (
    <Card data-testid="flash-sale">
      <SectionTitle>{TEXT.title}</SectionTitle>
      {limited.map(({ card, total, sold }) => {
        const percent = Math.round((sold / total) * 100)
        const left = total - sold
        return (
          <Ticket key={card.id} data-testid="flash-card">
            <div>
              <strong>¥{yuan(card.price)}</strong>
              <del style={{ color: '#fff', opacity: 0.8 }}>¥{yuan(card.original_price)}</del>
            </div>
            <div>
              <h3>{card.name}</h3>
              <Bar style={{ '--value': percent } as CSSProperties} />
              <Muted style={{ margin: '4px 0 0' }}>
                {TEXT.sold(percent)} · {left > 0 ? TEXT.left(left) : TEXT.soldOut}
              </Muted>
              <Cta type="button" disabled={purchase.disabled || left === 0} onClick={() => purchase.buy(card)}>
                {left > 0 ? purchase.label : TEXT.soldOut}
              </Cta>
            </div>
          </Ticket>
        )
      })}
    </Card>
  )
}
