import type { ActivityInfo } from '../../../../shared/contracts/schemas/activity'
import { ACTIVITY_TEXT } from '../messages'
import { Card, Cta, SectionTitle } from '../styles'
import { useBuyCard } from './buy'
import { numberOf, recordsOf, textsOf, yuan } from './data'
import { Muted, Ticket } from './styles'
import { FAMILY_TEXT } from './text'

const TEXT = FAMILY_TEXT.bundles

/**
 * bundles: packages sold together. Each bundle of the activity's data names its card's tier
 * (the price paid) and what it puts together, with what the parts cost apart.
 */
export default function BundlesPanel({ activity }: { activity: ActivityInfo }) {
  const purchase = useBuyCard(activity, ACTIVITY_TEXT.buy)
  const bundles = recordsOf(activity.data, 'bundles').flatMap((bundle) => {
    const card = activity.cards.find((item) => item.tier === numberOf(bundle, 'tier'))
    return card ? [{ card, items: textsOf(bundle, 'items'), separate: numberOf(bundle, 'separate') ?? card.original_price }] : []
  })
  if (bundles.length === 0) return null
  return (
    <Card data-testid="bundles">
      <SectionTitle>{TEXT.title}</SectionTitle>
      {bundles.map(({ card, items, separate }) => (
        <Ticket key={card.id} data-testid="bundle">
          <div>
            <small>{TEXT.together}</small>
            <strong>¥{yuan(card.price)}</strong>
            <small>{TEXT.save(yuan(Math.max(0, separate - card.price)))}</small>
          </div>
          <div>
            <h3>{card.name}</h3>
            <div>{items.join(' + ')}</div>
            <Muted style={{ margin: '4px 0 0' }}>
              <del>{TEXT.separate(yuan(separate))}</del>
            </Muted>
            <Cta type="button" disabled={purchase.disabled} onClick={() => purchase.buy(card)}>
              {purchase.label}
            </Cta>
          </div>
        </Ticket>
      ))}
    </Card>
  )
}
