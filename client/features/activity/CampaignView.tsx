import { Suspense, useEffect, useRef, useState } from 'react'
import type { ActivityInfo, OfferCard } from '../../../shared/contracts/schemas/activity'
import { isWeChat } from '../../../shared/inAppBrowser'
import { LazyWechatShareGuide } from '../../blocks/share/lazyShareGuide'
import { ActivityState } from '../../../shared/contracts/activity'
import { useApi } from '../../lib/api/context'
import { showToast } from '../../lib/toast'
import { useActivityMe } from './api/activityUser'
import { Countdown } from './Countdown'
import { countdownTarget } from '../../blocks/checkout/countdown'
import { ACTIVITY_TEXT } from './messages'
import { useOfferReturn } from './useOfferReturn'
import { useActivityAction } from './loginSheet'
import { CardGrid, Offer, Ribbon } from './offerStyles'
import { Badge, Body, Card, Cta, GiftGrid, Hero, Page, Price, Rules, SectionTitle, Subtitle, Title } from './styles'

function yuan(cents: number): string {
  return (cents / 100).toFixed(2)
}

function OfferCards({ activity }: { activity: ActivityInfo }) {
  const me = useActivityMe()
  const api = useApi()
  const act = useActivityAction(activity)
  const started = activity.state === ActivityState.Started
  const ended = activity.state === ActivityState.Ended
  useOfferReturn(activity, Boolean(me.data))
  // A visitor logs in through the sheet, and the purchase goes on to the pay step.
  // The purchase's code (the card's trace, the open order) loads with the first tap on a card.
  const buy = (card: OfferCard) =>
    act(() => void import('./purchase').then(({ startActivityPurchase }) => startActivityPurchase(api, activity, card)).catch(() => undefined)) // the API client has told the visitor
  return (
    <Card>
      <SectionTitle>{ACTIVITY_TEXT.cards}</SectionTitle>
      <CardGrid>
        {activity.cards.map((card) => (
          <Offer key={card.id} data-recommended={card.tier === 2} data-testid="offer-card" data-product-id={card.product_id}>
            {card.tier === 2 ? <Ribbon>{ACTIVITY_TEXT.recommended}</Ribbon> : null}
            <h3>{card.name}</h3>
            <Price>
              <small>¥</small>
              {yuan(card.price)}
              {/* 原价 is the catalogue's price: struck through only when the campaign sells below it. */}
              {card.original_price > card.price ? (
                <del>
                  {ACTIVITY_TEXT.original} ¥{yuan(card.original_price)}
                </del>
              ) : null}
            </Price>
            <ul>
              {card.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <Cta type="button" disabled={!started} onClick={() => buy(card)}>
              {started ? ACTIVITY_TEXT.buy : ended ? ACTIVITY_TEXT.ended.button : ACTIVITY_TEXT.buyNotStarted}
            </Cta>
          </Offer>
        ))}
      </CardGrid>
    </Card>
  )
}

function giftAmount(amount: number, unit: string): string {
  return `${amount}${unit}`
}

/**
 * A campaign page driven by its activity: hero, countdown, gifts, offer cards, the
 * page's own panel (welfare, storage, exchange, invite…), rules and a share.
 */
export function CampaignView({
  activity,
  serverTime,
  onTimeout,
  panel,
  offerCards = true,
}: {
  activity: ActivityInfo
  serverTime: number
  onTimeout: (serverNowMs: number) => void
  panel?: React.ReactNode
  /** False when the page's panel sells the cards its own way (a deposit's tiers, a flash sale's stock). */
  offerCards?: boolean
}) {
  const { target, toStart } = countdownTarget(activity)
  // useClipboard's flag, its code loaded with the first copy (the share sheet serves most phones).
  const [copied, setCopied] = useState(false)
  const flag = useRef<{ raise: () => void; cancel: () => void }>(undefined)
  useEffect(() => () => flag.current?.cancel(), [])
  const [shareGuide, setShareGuide] = useState(false)
  const share = async () => {
    // WeChat shares the page from its own menu, with the card set for it: point there rather than copy a bare link.
    if (isWeChat(navigator.userAgent)) {
      setShareGuide(true)
      return
    }
    const link = new URL(activity.share.link, window.location.origin).href
    try {
      if (navigator.share) await navigator.share({ title: activity.share.title, text: activity.share.description, url: link })
      else {
        // Written first, within the tap: a browser may refuse the clipboard once the tap is past.
        await navigator.clipboard.writeText(link)
        const { copiedFlag } = await import('../../lib/copiedFlag')
        flag.current ??= copiedFlag(setCopied)
        flag.current.raise()
        showToast(ACTIVITY_TEXT.shareCopied)
      }
    } catch {
      // The visitor closed the share sheet, or the browser refused the clipboard.
    }
  }
  return (
    <Page data-theme={activity.theme} data-testid="campaign" data-state={activity.state}>
      <Hero>
        <Badge data-testid="activity-state">{ACTIVITY_TEXT.states[activity.state]}</Badge>
        <Title>{activity.title}</Title>
        <Subtitle>{activity.subtitle}</Subtitle>
      </Hero>
      <Body>
        {activity.state !== ActivityState.Ended ? (
          <Card>
            <Countdown
              target={target}
              serverTime={serverTime}
              label={toStart ? ACTIVITY_TEXT.countdownToStart : ACTIVITY_TEXT.countdownToEnd}
              onTimeout={onTimeout}
            />
          </Card>
        ) : null}
        {panel}
        {activity.gifts.length > 0 ? (
          <Card>
            <SectionTitle>{ACTIVITY_TEXT.gifts}</SectionTitle>
            <GiftGrid>
              {activity.gifts.map((gift) => (
                <li key={gift.id}>
                  <strong>{giftAmount(gift.amount, gift.unit)}</strong>
                  <span>{gift.name}</span>
                </li>
              ))}
            </GiftGrid>
          </Card>
        ) : null}
        {offerCards && activity.cards.length > 0 ? <OfferCards activity={activity} /> : null}
        {activity.rules.length > 0 ? (
          <Card>
            <SectionTitle>{ACTIVITY_TEXT.rules}</SectionTitle>
            <Rules>
              {activity.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </Rules>
          </Card>
        ) : null}
        {activity.state === ActivityState.Ended ? null : (
          <Cta
            type="button"
            onClick={share}
            data-copied={copied}
            style={{ background: '#fff', color: 'var(--accent-text)', border: '1px solid var(--accent)', boxShadow: 'none' }}
          >
            {ACTIVITY_TEXT.shareButton}
          </Cta>
        )}
        {shareGuide ? (
          <Suspense fallback={null}>
            <LazyWechatShareGuide onClose={() => setShareGuide(false)} />
          </Suspense>
        ) : null}
      </Body>
    </Page>
  )
}
