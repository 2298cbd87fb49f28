import type { ActivityInfo } from '../../../../shared/contracts/schemas/activity'
import { Card, SectionTitle } from '../styles'
import { yuan } from './data'
import { Big, Lines } from './styles'
import { FAMILY_TEXT } from './text'

const TEXT = FAMILY_TEXT.sale

/** A price as a Chinese discount (折): 0.38 of the original is 3.8 折. */
function discountOf(price: number, original: number): string {
  return ((price / original) * 10).toFixed(1).replace(/\.0$/, '')
}

/** sale: the deepest discount as the headline and the cards ranked by it, all from the cards' own prices. */
export default function SalePanel({ activity }: { activity: ActivityInfo }) {
  const ranked = activity.cards.filter((card) => card.original_price > card.price).sort((a, b) => a.price / a.original_price - b.price / b.original_price)
  const deepest = ranked[0]
  if (!deepest) return null
  return (
    <Card data-testid="sale-board" style={{ background: 'linear-gradient(180deg, #fff 0%, #fff4ec 100%)' }}>
      <Big data-testid="sale-floor" style={{ textAlign: 'center' }}>
        {TEXT.floor(discountOf(deepest.price, deepest.original_price))}
      </Big>
      <SectionTitle>{TEXT.board}</SectionTitle>
      <Lines>
        {ranked.map((card, index) => (
          <li key={card.id}>
            <span>
              <strong style={{ color: index === 0 ? 'var(--accent-text)' : undefined }}>{index + 1}</strong> {card.name}
            </span>
            <span>
              <strong>{TEXT.discount(discountOf(card.price, card.original_price))}</strong> <small>{TEXT.save(yuan(card.original_price - card.price))}</small>
            </span>
          </li>
        ))}
      </Lines>
    </Card>
  )
}
