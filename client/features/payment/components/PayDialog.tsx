import { styled } from '@linaria/react'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { DIALOG_WIDTHS } from '../../../../shared/constants'
import type { Product } from '../../../../shared/contracts/pay'
import type { PaymentScene } from '../../../../shared/scenes'
import { Dialog } from '../../../components/Dialog'
import { Button } from '../../../components/form'
import { storage } from '../../../lib/storage'
import { USER_QUERY_ROOT } from '../../session/keys'
import { QrImage } from '../../wechat/QrImage'
import { usePayConfig } from '../api/payConfig'
import { methodOptions, type MethodOption } from '../catalogue'
import { PAY_TEXT, QR_TEXT } from '../messages'
import { payUserCookie, writePayMeta } from '../payStore'
import { formatClock } from '../payTiming'
import { formatPrice } from '../price'
import { usePayment, type PaidOrder } from '../usePayment'

const Tabs = styled.div`
  display: flex;
  gap: 6px;
  margin: -4px 0 16px;
  padding: 4px;
  border-radius: 10px;
  background: #f3f4f6;
  button {
    flex: 1;
    min-width: 0;
    padding: 6px 4px;
    border: 0;
    border-radius: 8px;
    background: transparent;
    color: #5d6270;
    font-size: 13px;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: #fff;
    color: #16171a;
    font-weight: 600;
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.1);
  }
`

const Amount = styled.p`
  margin: 0 0 12px;
  text-align: center;
  color: #5d6270;
  font-size: 13px;
  strong {
    display: block;
    color: #ff5a1f;
    font-size: 28px;
    line-height: 1.2;
    font-variant-numeric: tabular-nums;
  }
`

const Code = styled.div`
  position: relative;
  width: 200px;
  height: 200px;
  margin: 0 auto;
  border-radius: 10px;
  border: 1px solid rgba(0, 0, 0, 0.08);
  padding: 8px;
  background: #fff;
  > img,
  > svg {
    width: 100%;
    height: 100%;
  }
  > div {
    position: absolute;
    inset: 0;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 10px;
    padding: 12px;
    border-radius: 10px;
    text-align: center;
    font-size: 14px;
    color: #16171a;
    background: rgba(255, 255, 255, 0.94);
  }
`

const Note = styled.p`
  margin: 12px 0 0;
  text-align: center;
  font-size: 13px;
  color: #5d6270;
  font-variant-numeric: tabular-nums;
  a {
    color: #5d6270;
  }
`

function qrImageSrc(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

export interface PayDialogProps {
  product: Product
  sourceId: number
  activityUuid?: string
  returnPath: string
  inWechat: boolean
  /** A trade number to poll on arrival (back from WeChat's in-browser payment). */
  resume?: string
  /** An activity's offer card: its package trace and payment scene (2 activity, 3 activity-ex). */
  activityOffer?: { traceId: string; payScene: PaymentScene }
  onClose: () => void
}

/** The QR dialog (spec section 9: 298 px wide): method tabs, the amount, the code, its countdown and what happened. */
export default function PayDialog({ product, sourceId, activityUuid, returnPath, inWechat, resume, activityOffer, onClose }: PayDialogProps) {
  const options = methodOptions(product)
  const [method, setMethod] = useState<MethodOption>(options[0]!)
  return (
    <Dialog open title={QR_TEXT.title(PAY_TEXT.methods[method.channel]!)} onClose={onClose} width={DIALOG_WIDTHS.qr} fullOnSmall={false} testId="pay-dialog">
      {options.length > 1 && !resume ? (
        <Tabs role="group" aria-label={PAY_TEXT.methodTitle}>
          {options.map((option) => (
            <button key={option.payType} type="button" aria-pressed={option.payType === method.payType} onClick={() => setMethod(option)}>
              {PAY_TEXT.methods[option.channel]}
            </button>
          ))}
        </Tabs>
      ) : null}
      <PayPanel key={method.payType} product={product} method={method} sourceId={sourceId} activityUuid={activityUuid} returnPath={returnPath} inWechat={inWechat} resume={resume} activityOffer={activityOffer} />
    </Dialog>
  )
}

function PayPanel({ product, method, sourceId, activityUuid, returnPath, inWechat, resume, activityOffer }: Omit<PayDialogProps, 'onClose'> & { method: MethodOption }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const config = usePayConfig()
  const onPaid = (order: PaidOrder) => {
    document.cookie = payUserCookie(order.phone, location.protocol === 'https:')
    writePayMeta(storage(), { returnPath, productName: order.productName, amountCents: order.amount })
    void queryClient.invalidateQueries({ queryKey: USER_QUERY_ROOT })
    void navigate('/payment/success')
  }
  const body = {
    app_id: product.app_id,
    product_id: product.id,
    pay_type: method.payType,
    buy_source_id: sourceId,
    activity_uuid: activityUuid ?? '',
    ...(activityOffer ? { pay_scene: activityOffer.payScene, trace_id: activityOffer.traceId } : {}),
  }
  const { view, refresh } = usePayment(
    { kind: product.kind, appId: product.app_id, method, body, inWechat, resume },
    onPaid,
    config.data?.sandbox ?? false,
  )
  const methodName = PAY_TEXT.methods[method.channel]!
  return (
    <div data-testid="pay-qr" data-phase={view.phase} data-pay-url={view.payUrl ?? ''} data-out-trade-no={view.outTradeNo ?? ''}>
      <Amount>
        {QR_TEXT.amount}
        <strong data-testid="pay-amount">{formatPrice(view.amount ?? product.price)}</strong>
      </Amount>
      <Code aria-live="polite">
        {view.qrSvg ? <img src={qrImageSrc(view.qrSvg)} alt={QR_TEXT.scanHint(methodName)} /> : null}
        {!view.qrSvg && view.qrText ? <QrImage text={view.qrText} label={QR_TEXT.scanHint(methodName)} /> : null}
        {view.phase === 'creating' ? <div>{QR_TEXT.creating}</div> : null}
        {view.phase === 'jsapi' ? <div>{QR_TEXT.jsapi}</div> : null}
        {view.phase === 'paid' ? <div>{QR_TEXT.paid}</div> : null}
        {view.phase === 'expired' ? (
          <div>
            <span>{QR_TEXT.expired}</span>
            <Button type="button" onClick={refresh}>
              {QR_TEXT.refresh}
            </Button>
          </div>
        ) : null}
        {view.phase === 'closed' ? (
          <div role="alert">
            <span>{QR_TEXT.closed}</span>
            <Button type="button" onClick={refresh}>
              {QR_TEXT.reorder}
            </Button>
          </div>
        ) : null}
        {view.phase === 'failed' ? (
          <div role="alert">
            <span>{view.error}</span>
            <Button type="button" onClick={refresh}>
              {QR_TEXT.refresh}
            </Button>
          </div>
        ) : null}
      </Code>
      {view.phase === 'waiting' ? (
        <>
          <Note>{QR_TEXT.scanHint(methodName)}</Note>
          <Note data-testid="pay-countdown">{QR_TEXT.countdown(formatClock(view.seconds))}</Note>
        </>
      ) : null}
      {view.payUrl && view.phase === 'waiting' ? (
        <Note>
          <a href={view.payUrl} target="_blank" rel="noopener" data-testid="pay-url">
            {QR_TEXT.testerLink}
          </a>
        </Note>
      ) : null}
    </div>
  )
}
