import { styled } from '@linaria/react'
import { useEffect, useState } from 'react'
import type { SaleWindow } from '../../../../shared/promotion'
import { remainingParts } from '../../../blocks/checkout/countdown'
import { storage } from '../../../lib/storage'
import { announcementId, dismissAnnouncement, isAnnouncementDismissed } from '../announcement'
import { SALE_TEXT } from '../messages'
import { formatDate } from '../price'

const Banner = styled.div`
  position: relative;
  display: grid;
  gap: 10px;
  max-width: 720px;
  margin: 0 auto 24px;
  > button {
    position: absolute;
    top: -10px;
    right: -10px;
    width: 28px;
    height: 28px;
    border: 1px solid var(--line);
    border-radius: 50%;
    background: var(--bg, #111);
    color: inherit;
    font-size: 16px;
    line-height: 1;
    cursor: pointer;
  }
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

/**
 * The open sale windows of the global config: the promotion with its countdown, and the free
 * plan. The visitor can dismiss it; the announcement flag keeps it dismissed until another
 * window opens. The flag is read after hydration, as the server cannot know it.
 */
export function SaleBanner({ promotion, freePlanEndsAt, now }: { promotion: SaleWindow | null; freePlanEndsAt: number | null; now: number }) {
  const id = announcementId(promotion, freePlanEndsAt)
  const [dismissed, setDismissed] = useState(false)
  useEffect(() => setDismissed(id !== null && isAnnouncementDismissed(storage(), id)), [id])
  if (id === null || dismissed) return null
  const dismiss = () => {
    dismissAnnouncement(storage(), id)
    setDismissed(true)
  }
  return (
    <Banner data-testid="sale-announcement">
      <button type="button" aria-label={SALE_TEXT.dismiss} onClick={dismiss}>
        ×
      </button>
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
