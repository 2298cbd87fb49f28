import { styled } from '@linaria/react'
import { useEffect, useState } from 'react'
import { Link, useNavigate } from '../../lib/links'
import { COOKIES } from '../../../shared/constants'
import { PayResult } from '../../../shared/payEnums'
import { readCookie } from '../../../shared/cookies'
import { payUserPhone } from '../../../shared/payUser'
import { Fact, Facts } from '../../components/Facts'
import { Button } from '../../components/form'
import { maskPhone } from '../../lib/format'
import { storage } from '../../lib/storage'
import { SUCCESS_TEXT } from './checkoutMessages'
import { readPayMeta, readPayResult, type PayMeta } from '../../blocks/checkout/payStore'
import { formatPrice } from './price'

const Wrap = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 24px 16px;
  background: radial-gradient(800px 360px at 50% 0, rgba(255, 122, 48, 0.16), transparent 70%), var(--bg-soft);
`

const Panel = styled.section`
  width: min(440px, 100%);
  padding: 40px 32px 32px;
  border-radius: 20px;
  background: var(--bg);
  box-shadow: 0 24px 64px rgba(0, 0, 0, 0.08);
  text-align: center;
  > svg {
    width: 64px;
    height: 64px;
    margin: 0 auto 16px;
  }
  h1 {
    font-size: 24px;
  }
  > p {
    color: var(--fg-muted);
    margin: 0 0 24px;
  }
  dl {
    gap: 10px 16px;
    margin: 0 0 28px;
    padding: 16px 20px;
    border-radius: 12px;
    background: var(--bg-soft);
    text-align: left;
  }
  dd {
    font-weight: 600;
  }
  nav {
    display: grid;
    gap: 12px;
  }
`

/** /payment/success: what was bought, then back to the stored return path. */
export function PaymentSuccess() {
  const navigate = useNavigate()
  // Pay meta and the pay-user cookie live in the browser: read them after hydration.
  const [meta, setMeta] = useState<PayMeta>()
  const [phone, setPhone] = useState<string>()
  useEffect(() => {
    const stored = readPayMeta(storage())
    const result = readPayResult(storage())
    // The order is named only when this browser saw it paid (the pay result key), never a stale or closed one.
    setMeta(stored.outTradeNo && (result?.outTradeNo !== stored.outTradeNo || result.result !== PayResult.Success) ? { returnPath: stored.returnPath } : stored)
    setPhone(payUserPhone(readCookie(document.cookie, COOKIES.payUser)))
  }, [])
  return (
    <Wrap>
      <Panel data-testid="payment-success">
        <svg viewBox="0 0 64 64" aria-hidden="true">
          <circle cx="32" cy="32" r="30" fill="#22c55e" />
          <path d="M19 33l9 9 17-19" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <h1>{SUCCESS_TEXT.title}</h1>
        <p>{SUCCESS_TEXT.lead}</p>
        {meta?.productName ? (
          <Facts data-align="end">
            {meta.outTradeNo ? (
              <Fact label={SUCCESS_TEXT.orderNo} testId="success-order">
                {meta.outTradeNo}
              </Fact>
            ) : null}
            <Fact label={SUCCESS_TEXT.product} testId="success-product">
              {meta.productName}
            </Fact>
            {meta.amountCents !== undefined ? (
              <Fact label={SUCCESS_TEXT.amount} testId="success-amount">
                {formatPrice(meta.amountCents)}
              </Fact>
            ) : null}
            {phone ? <Fact label={SUCCESS_TEXT.phone}>{maskPhone(phone)}</Fact> : null}
          </Facts>
        ) : null}
        <nav>
          <Button type="button" data-block="true" onClick={() => void navigate(meta?.returnPath ?? '/')}>
            {SUCCESS_TEXT.back}
          </Button>
          <Link to="/profile/packages">{SUCCESS_TEXT.packages}</Link>
          <Link to="/download">{SUCCESS_TEXT.download}</Link>
        </nav>
      </Panel>
    </Wrap>
  )
}
