import { styled } from '@linaria/react'
import type { SaleWindow } from '../../../../shared/promotion'
import { remainingParts } from '../../../blocks/checkout/countdown'
import { SALE_TEXT } from '../messages'
import { formatDate } from '../packageRows'

const Banner = styled.div`
  display: grid;
  gap: 10px;
  max-width: 720px;
  margin: 0 auto 24px;
  > div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 6px 14px;
    padding: 12px 18px;
    border-radius: 14px;
    border: 1px solid rgba(255, 122, 48, 0.45);
    background: linear-gradient(90deg, rgba(255, 122, 48, 0.16), rgba(255, 61, 110, 0.12));
    font-size: 14px;
    text-align: center;
  }
  strong {
    color: #ff7a30;
    font-size: 16px;
  }
  [role='timer'] {
    font-variant-numeric: tabular-nums;
    font-weight: 600;
  }
  > div[data-kind='free-plan'] {
    border-color: var(--line);
    background: rgba(255, 255, 255, 0.04);
  }
`

function clock(endsAt: number, now: number): string {
  const parts = remainingParts(endsAt, now * 1000)
  const pad = (value: number) => String(value).padStart(2, '0')
  return SALE_TEXT.endsIn(parts.days, `${pad(parts.hours)}:${pad(parts.minutes)}:${pad(parts.seconds)}`)
}

/** The open sale windows of the global config: the promotion with its countdown, and the free plan. */
export function SaleBanner({ promotion, freePlanEndsAt, now }: { promotion: SaleWindow | null; freePlanEndsAt: number | null; now: number }) {
  if (!promotion && freePlanEndsAt === null) return null
  return (
    <Banner>
      {promotion ? (
        <div data-testid="promotion-banner" data-kind={promotion.kind}>
          <strong>{promotion.kind === 'seckill' ? SALE_TEXT.seckillTitle : SALE_TEXT.promotionTitle}</strong>
          <span>{SALE_TEXT.promotionLead}</span>
          <span role="timer" data-testid="promotion-countdown">
            {clock(promotion.endsAt, now)}
          </span>
        </div>
      ) : null}
      {freePlanEndsAt !== null ? (
        <div data-kind="free-plan" data-testid="free-plan-banner">
          {SALE_TEXT.freePlan(formatDate(freePlanEndsAt))}
        </div>
      ) : null}
    </Banner>
  )
}
