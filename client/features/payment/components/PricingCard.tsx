import type { CSSProperties } from 'react'
import type { Product } from '../../../../shared/contracts/schemas/pay'
import { Button } from '../../../components/form'
import { cardColours } from '../cardTheme'
import { isSubscription, methodOptions, type CardPrice } from '../catalogue'
import { PAY_TEXT, SALE_TEXT, TIER_NAMES } from '../messages'
import { formatPrice, yuan } from '../price'
import { cycleUnit, includedLines, perPhotoNote } from '../productLines'
import { Badge, Card, Chips, Methods, Price } from './pricingStyles'

/**
 * One product: its colour theme, price in yuan (the promotion price or a union upgrade's
 * deducted price when one applies), cycle, what is included, and the buy button.
 */
export function PricingCard({
  product,
  price,
  recommended,
  saving,
  onBuy,
}: {
  product: Product
  price: CardPrice
  recommended: boolean
  saving: number
  onBuy: (product: Product) => void
}) {
  const colours = cardColours(product.theme, product.creative_type)
  const subscription = isSubscription(product)
  const perPhoto = perPhotoNote(product)
  return (
    <Card
      data-testid="product-card"
      data-product-id={product.id}
      data-recommended={recommended}
      style={{ '--card-band': colours.band, '--card-accent': colours.accent, '--card-ink': colours.ink } as CSSProperties}
    >
      {recommended ? <Badge>{PAY_TEXT.recommended}</Badge> : null}
      <header>
        <h2>{product.name}</h2>
        <p>
          {TIER_NAMES[product.tier]} · {PAY_TEXT.cycle[product.cycle]}
        </p>
      </header>
      <div>
        <Price data-kind={price.kind}>
          {price.kind !== 'list' ? <em>{price.kind === 'promotion' ? SALE_TEXT.promotionPrice : SALE_TEXT.upgradePrice}</em> : null}
          <strong data-testid="card-price">{formatPrice(price.amount)}</strong>
          {cycleUnit(product.cycle) ? <span>{cycleUnit(product.cycle)}</span> : null}
          {price.was > 0 ? (
            <del>
              {PAY_TEXT.originalPrice} {formatPrice(price.was)}
            </del>
          ) : null}
        </Price>
        <Chips>
          {price.kind === 'deduction' ? (
            <span data-kind="deduction" data-testid="card-deduction">
              {SALE_TEXT.deducted(yuan(price.deduction), price.fromName)}
            </span>
          ) : null}
          {saving > 0 ? <span data-kind="saving">{PAY_TEXT.yearlySaving(yuan(saving))}</span> : null}
          {perPhoto ? <span>{perPhoto}</span> : null}
        </Chips>
        {product.description ? <p>{product.description}</p> : null}
        <ul>
          {includedLines(product).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {/* Inside the iOS / iPad app the host sells it (clickPurchase, client/features/appBridge/hostPage.ts). */}
        <Button
          type="button"
          data-block="true"
          data-variant={recommended ? undefined : 'secondary'}
          data-app-message="clickPurchase"
          data-product-id={product.id}
          onClick={() => onBuy(product)}
        >
          {subscription ? PAY_TEXT.subscribe : PAY_TEXT.buy}
        </Button>
        <Methods>
          {PAY_TEXT.supports}{' '}
          {methodOptions(product)
            .map((option) => PAY_TEXT.methods[option.channel])
            .join(' · ')}
        </Methods>
      </div>
    </Card>
  )
}
