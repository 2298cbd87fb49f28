import type { ReactNode } from 'react'
import { Button } from '../../../components/form'
import { QR_TEXT, RETURN_TEXT } from '../checkoutMessages'
import { formatPrice } from '../price'
import type { PaymentView } from '../usePayment'
import { Amount, Status, Actions } from './payDialogStyles'

/** What the return from WeChat's sheet or the channel's page said, when it says (JSAPI does; H5 returns say nothing). */
function returnNote(signing: boolean): string {
  if (signing) return RETURN_TEXT.signWaiting
  const said = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('jsapi')
  if (said === 'cancel') return RETURN_TEXT.cancelled
  if (said === 'fail') return RETURN_TEXT.failed
  return RETURN_TEXT.waiting
}

export interface ReturnPanelProps {
  view: PaymentView
  methodName: string
  amount: number
  data: Record<string, string>
  /** Auto-renewal signed on the channel's page: the same view, in the words of signing. */
  signing: boolean
  onPayAgain: () => void
  onReorder: () => void
  onSwitch: () => void
}

/** On the way to the channel, or back from it: the order's state, 继续支付 (继续签约) and 更换支付方式. */
export function ReturnPanel({ view, methodName, amount, data, signing, onPayAgain, onReorder, onSwitch }: ReturnPanelProps) {
  const leaving = view.phase === 'creating' || view.phase === 'h5' || view.phase === 'jsapi'
  return (
    <div data-testid="pay-return" {...data}>
      <Amount>
        {QR_TEXT.amount}
        <strong data-testid="pay-amount">{formatPrice(amount)}</strong>
      </Amount>
      <Status aria-live="polite" data-testid="pay-status">
        {leaving ? <p>{view.phase === 'jsapi' ? QR_TEXT.jsapi : signing ? RETURN_TEXT.signLeaving(methodName) : RETURN_TEXT.leaving(methodName)}</p> : null}
        {view.phase === 'waiting' ? (
          <>
            <p>{signing ? RETURN_TEXT.signChecking : RETURN_TEXT.checking}</p>
            <small>{returnNote(signing)}</small>
          </>
        ) : null}
        {view.phase === 'paid' ? <p>{QR_TEXT.paid}</p> : null}
        {view.phase === 'expired' ? <p role="alert">{RETURN_TEXT.expired}</p> : null}
        {view.phase === 'closed' ? <p role="alert">{QR_TEXT.closed}</p> : null}
        {view.phase === 'failed' ? <p role="alert">{view.error}</p> : null}
        {view.outTradeNo && !leaving ? (
          <small>
            {RETURN_TEXT.orderNo} {view.outTradeNo}
          </small>
        ) : null}
      </Status>
      {!leaving && view.phase !== 'paid' ? (
        <Actions>
          {view.phase === 'waiting' ? (
            <Button type="button" data-block="true" onClick={onPayAgain}>
              {signing ? RETURN_TEXT.signAgain : RETURN_TEXT.payAgain}
            </Button>
          ) : (
            <Button type="button" data-block="true" onClick={onReorder}>
              {QR_TEXT.reorder}
            </Button>
          )}
          <Button type="button" data-block="true" data-variant="secondary" onClick={onSwitch}>
            {RETURN_TEXT.switchMethod}
          </Button>
        </Actions>
      ) : null}
    </div>
  )
}

/** Over the code when it can no longer be paid: what happened, and the button that starts again (an alert when it is news). */
export function StartAgain({ text, action, onClick, alert = false }: { text: ReactNode; action: string; onClick: () => void; alert?: boolean }) {
  return (
    <div role={alert ? 'alert' : undefined}>
      <span>{text}</span>
      <Button type="button" onClick={onClick}>
        {action}
      </Button>
    </div>
  )
}
