import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useNavigate } from '../../../lib/links'
import { payFlow, signFlow, type PayFlow } from '../../../../shared/payFlow'
import { DIALOG_WIDTHS } from '../../../../shared/constants'
import type { Product } from '../../../../shared/contracts/schemas/pay'
import type { PaymentScene } from '../../../../shared/scenes'
import { Dialog } from '../../../components/Dialog'
import { Segmented } from '../../../components/Segmented'
import { Button } from '../../../components/form'
import { storage } from '../../../lib/storage'
import { USER_QUERY_ROOT } from '../../../blocks/session/keys'
import { QrImage } from '../../../blocks/wechat/QrImage'
import { usePayConfig } from '../api/payConfig'
import { methodOptions, type MethodOption } from '../catalogue'
import { PAY_TEXT } from '../messages'
import { QR_TEXT, RETURN_TEXT } from '../checkoutMessages'
import { forgetOpenOrder, readOpenOrder, withoutReturnParams } from '../../../blocks/checkout/openOrder'
import {
  lastPaymentMethod,
  payUserCookie,
  readPayMeta,
  readPaymentConfig,
  rememberPaymentConfig,
  rememberPaymentMethod,
  writePayMeta,
} from '../../../blocks/checkout/payStore'
import { includedLines } from '../productLines'
import { formatClock } from '../../../blocks/checkout/payTiming'
import { formatPrice } from '../price'
import { usePayment, type PaidOrder, type PaymentView } from '../usePayment'
import { Amount, Code, Note, Summary, Methods } from './payDialogStyles'
import { ReturnPanel, StartAgain } from './ReturnPanel'

function qrImageSrc(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

export interface PayDialogProps {
  product: Product
  sourceId: number
  activityUuid?: string
  returnPath: string
  /**
   * Whether the page runs in WeChat. The dialog reads the device and browser itself
   * (shared/payFlow), which tells WeChat apart too; callers still pass it.
   */
  inWechat?: boolean
  /** A trade number to poll on arrival (back from WeChat's sheet or a channel's mobile page). */
  resume?: string
  /** An activity's offer card: the card, its package trace and payment scene (2 activity, 3 activity-ex). */
  activityOffer?: { cardId: number; traceId: string; payScene: PaymentScene }
  /** The union upgrade's deduction the card showed, in cents: the service refuses (5030) to charge another. */
  unionDeduction?: number
  onClose: () => void
}

/**
 * How this browser pays with a method. Subscriptions sign their contract on the channel's
 * mobile page on a phone outside WeChat, through the QR elsewhere. An activity's offer card
 * pays as any product: its page watches the return.
 */
function flowOf(method: MethodOption): PayFlow {
  if (typeof navigator === 'undefined') return 'qr'
  const device = { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints }
  return method.subscription ? signFlow(device, method.channel) : payFlow(device, method.channel)
}

/** Where the dialog is: choosing a method (phones), paying, or back from the channel with an order to confirm. */
type Stage = 'choose' | 'pay' | 'return'

/**
 * The pay dialog (spec section 9: 298 px wide). On a computer: method tabs, the amount, the
 * QR, its countdown and what happened. On a phone outside WeChat the visitor picks a method
 * and goes to its mobile page (H5); in WeChat, WeChat Pay opens WeChat's own sheet. Back on
 * the site (`resume`), it confirms the order and offers 继续支付 and 更换支付方式.
 */
export default function PayDialog({ product, sourceId, activityUuid, returnPath, resume, activityOffer, unionDeduction, onClose }: PayDialogProps) {
  const navigate = useNavigate()
  const options = methodOptions(product)
  const left = resume ? readOpenOrder(storage(), resume) : undefined
  // The order returned to, else the method chosen last in this browser (the payment method key), else WeChat.
  const [method, setMethod] = useState<MethodOption>(() => {
    const last = lastPaymentMethod(storage())
    return options.find((option) => option.payType === left?.payType) ?? options.find((option) => option.channel === last) ?? options[0]!
  })
  const pick = (option: MethodOption) => {
    rememberPaymentMethod(storage(), option.channel)
    setMethod(option)
  }
  const [resumed, setResumed] = useState(resume)
  // A phone outside WeChat chooses first: each choice leaves the site for the channel's page.
  const [stage, setStage] = useState<Stage>(() => (resume ? 'return' : options.some((option) => flowOf(option) === 'h5') ? 'choose' : 'pay'))
  // Back (or a reload) on the return address of an order already paid and shown: no prompt again.
  const [alreadyPaid] = useState(() => resume !== undefined && readPayMeta(storage()).outTradeNo === resume)
  useEffect(() => {
    if (!alreadyPaid) return
    onClose()
    void navigate(withoutReturnParams(location.pathname, location.search), { replace: true })
  }, [alreadyPaid])
  if (alreadyPaid) return null
  const flow = flowOf(method)
  const methodName = PAY_TEXT.methods[method.channel]!
  const title = stage === 'return' ? RETURN_TEXT.title : stage === 'choose' ? RETURN_TEXT.chooseTitle : flow === 'qr' ? QR_TEXT.title(methodName) : methodName
  const choose = (option: MethodOption) => {
    pick(option)
    setResumed(undefined)
    setStage('pay')
  }
  // Closing gives up the order left open: it is no longer watched, nor resumed by a reload.
  const close = () => {
    const store = storage()
    const open = readOpenOrder(store)
    if (open) forgetOpenOrder(store, open.outTradeNo)
    if (resume) void navigate(withoutReturnParams(location.pathname, location.search), { replace: true, preventScrollReset: true })
    onClose()
  }
  const lines = includedLines(product)
  return (
    <Dialog open title={title} onClose={close} width={DIALOG_WIDTHS.qr} fullOnSmall={false} testId="pay-dialog">
      <Summary data-testid="pay-product">
        <strong>{product.name}</strong>
        {lines.length > 0 ? <span>{lines.join(' · ')}</span> : null}
      </Summary>
      {stage === 'choose' ? (
        <>
          <Amount>
            {QR_TEXT.amount}
            <strong data-testid="pay-amount">{formatPrice(product.price)}</strong>
          </Amount>
          <Methods role="group" aria-label={PAY_TEXT.methodTitle}>
            {options.map((option) => (
              <Button key={option.payType} type="button" data-block="true" onClick={() => choose(option)}>
                {PAY_TEXT.methods[option.channel]}
              </Button>
            ))}
          </Methods>
        </>
      ) : (
        <>
          {stage === 'pay' && options.length > 1 && flow === 'qr' ? (
            <Segmented role="group" aria-label={PAY_TEXT.methodTitle}>
              {options.map((option) => (
                <button key={option.payType} type="button" aria-pressed={option.payType === method.payType} onClick={() => pick(option)}>
                  {PAY_TEXT.methods[option.channel]}
                </button>
              ))}
            </Segmented>
          ) : null}
          <PayPanel
            key={`${method.payType}:${resumed ?? ''}`}
            product={product}
            method={method}
            flow={flow}
            sourceId={sourceId}
            activityUuid={activityUuid}
            returnPath={returnPath}
            resume={resumed}
            activityOffer={activityOffer}
            unionDeduction={unionDeduction}
            onSwitch={() => {
              setResumed(undefined)
              setStage('choose')
            }}
            onPaidDone={onClose}
          />
        </>
      )}
    </Dialog>
  )
}

interface PayPanelProps extends Omit<PayDialogProps, 'onClose' | 'inWechat'> {
  method: MethodOption
  flow: PayFlow
  onSwitch: () => void
  /** The dialog leaves with the paid order: opened through the dialog host, it would stay over the success page. */
  onPaidDone: () => void
}

function PayPanel({ product, method, flow, sourceId, activityUuid, returnPath, resume, activityOffer, unionDeduction, onSwitch, onPaidDone }: PayPanelProps) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const config = usePayConfig()
  // The payment config key: the last answer serves until this one is in (or when it fails).
  const [keptConfig] = useState(() => readPaymentConfig(storage()))
  useEffect(() => {
    if (config.data) rememberPaymentConfig(storage(), config.data)
  }, [config.data])
  const onPaid = (order: PaidOrder) => {
    document.cookie = payUserCookie(order.phone, location.protocol === 'https:')
    writePayMeta(storage(), { returnPath, productName: order.productName, amountCents: order.amount, outTradeNo: order.outTradeNo })
    void queryClient.invalidateQueries({ queryKey: USER_QUERY_ROOT })
    void navigate('/payment/success')
    onPaidDone()
  }
  const body = {
    app_id: product.app_id,
    product_id: product.id,
    pay_type: method.payType,
    buy_source_id: sourceId,
    activity_uuid: activityUuid ?? '',
    ...(activityOffer ? { pay_scene: activityOffer.payScene, trace_id: activityOffer.traceId } : {}),
    ...(unionDeduction !== undefined ? { deduction: unionDeduction } : {}),
  }
  // An offer card's order is kept with its card and trace, for the activity page it returns to.
  const offer =
    activityOffer && activityUuid ? { activityUuid, cardId: activityOffer.cardId, traceId: activityOffer.traceId, payScene: activityOffer.payScene } : undefined
  const { view, refresh, payAgain } = usePayment(
    { kind: product.kind, appId: product.app_id, method, body, flow, resume, offer },
    onPaid,
    (config.data ?? keptConfig)?.sandbox ?? false,
  )
  const methodName = PAY_TEXT.methods[method.channel]!
  const data = { 'data-phase': view.phase, 'data-pay-url': view.payUrl ?? '', 'data-out-trade-no': view.outTradeNo ?? '' }
  // Away on the channel's page, or back from it: no QR, the order's state and what to do next.
  if (flow !== 'qr' || resume) {
    return (
      <ReturnPanel
        view={view}
        methodName={methodName}
        amount={view.amount ?? product.price}
        data={data}
        signing={Boolean(method.subscription)}
        onPayAgain={payAgain}
        onReorder={refresh}
        onSwitch={onSwitch}
      />
    )
  }
  return (
    <div data-testid="pay-qr" {...data}>
      <Amount>
        {QR_TEXT.amount}
        <strong data-testid="pay-amount">{formatPrice(view.amount ?? product.price)}</strong>
      </Amount>
      <Code aria-live="polite">
        {view.qrSvg ? <img src={qrImageSrc(view.qrSvg)} alt={QR_TEXT.scanHint(methodName)} /> : null}
        {!view.qrSvg && view.qrText ? <QrImage text={view.qrText} label={QR_TEXT.scanHint(methodName)} /> : null}
        {view.phase === 'creating' ? <div>{QR_TEXT.creating}</div> : null}
        {view.phase === 'paid' ? <div>{QR_TEXT.paid}</div> : null}
        {view.phase === 'expired' ? <StartAgain text={QR_TEXT.expired} action={QR_TEXT.refresh} onClick={refresh} /> : null}
        {view.phase === 'closed' ? <StartAgain alert text={QR_TEXT.closed} action={QR_TEXT.reorder} onClick={refresh} /> : null}
        {view.phase === 'failed' ? <StartAgain alert text={view.error} action={QR_TEXT.refresh} onClick={refresh} /> : null}
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
