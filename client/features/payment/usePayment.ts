import { useEffect, useRef, useState } from 'react'
import { ContractState, PayChannel, PayResult, type ProductKind } from '../../../shared/payEnums'
import type { OrderCreateExRequest } from '../../../shared/contracts/schemas/pay'
import type { PayFlow } from '../../../shared/payFlow'
import { loginSceneOfPayment, PaymentScene } from '../../../shared/scenes'
import { SANDBOX_PAY_PATHS } from '../../../shared/sandboxPay'
import { ApiError } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'
import { storage } from '../../lib/storage'
import { fetchContractState } from './api/contractState'
import { createOrder } from './api/createOrder'
import { createH5Order, createJsapiOrder } from './api/createPayEx'
import { fetchOrderState } from './api/orderState'
import { forgetSubscriptionTrade, readSubscriptionTrade, rememberSubscriptionTrade, writePayResult } from '../../blocks/checkout/payStore'
import { createContract, payContract } from './api/subscriptionContract'
import type { MethodOption } from './catalogue'
import { QR_TEXT } from './checkoutMessages'
import { forgetOpenOrder, readOpenOrder, rememberOpenOrder, returnPathFor, reusablePayUrl, type OfferTrace } from '../../blocks/checkout/openOrder'
import { nextPhase, PAY_POLL_INTERVAL_MS, secondsLeft, type QrPhase } from '../../blocks/checkout/payTiming'

/** What the dialog shows for a payment attempt. */
export interface PaymentView {
  /** `jsapi` / `h5`: the browser is on its way to WeChat's sheet or the channel's mobile page. */
  phase: QrPhase | 'jsapi' | 'h5'
  /** SVG markup of the service's QR image, or the address a client-drawn QR encodes. */
  qrSvg?: string
  qrText?: string
  /** The page behind the QR (the sandbox pay page), for testers and "open on this device". */
  payUrl?: string
  outTradeNo?: string
  amount?: number
  seconds: number
  error?: string
}

/** A paid order as the success step needs it. */
export interface PaidOrder {
  outTradeNo: string
  phone: string
  productName: string
  amount: number
}

export interface PaymentRequest {
  kind: ProductKind
  appId: number
  method: MethodOption
  body: OrderCreateExRequest
  /** How this visitor pays with the method (shared/payFlow): a QR, WeChat's sheet, or the channel's mobile page. */
  flow: PayFlow
  /** An order already created (back from WeChat's sheet or a channel's mobile page): only poll it. */
  resume?: string
  /** An activity's offer card: kept with the order left open, so its activity page can watch the return. */
  offer?: OfferTrace
}

interface Attempt {
  outTradeNo: string
  contractUuid?: string
  createdAt: number
  qrSvg?: string
  qrText?: string
  payUrl?: string
  amount?: number
}

/**
 * Leaves for a channel's signing page; false when the page stays (an app link such as
 * Alipay's `alipays://`). WeChat Pay's H5 signing goes back to the referrer after 3 s and
 * asks for `no-referrer-when-downgrade` so the referrer keeps its path: the address names
 * the order first, so the page it returns to watches it.
 */
export function leaveToSign(url: string, back: string): boolean {
  history.replaceState(history.state, '', back)
  if (!document.querySelector('meta[name="referrer"]')) {
    const meta = document.createElement('meta')
    meta.name = 'referrer'
    meta.content = 'no-referrer-when-downgrade'
    document.head.appendChild(meta)
  }
  location.assign(url)
  return /^https?:/i.test(url)
}

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : QR_TEXT.createFailed)

/**
 * One payment: creates the order (or the subscription contract), then polls its state
 * every 3 s and counts the 10 minutes down every second until it is paid, closed or
 * expired. `refresh` asks for a fresh code. The hook owns its timers and clears them.
 */
export function usePayment(request: PaymentRequest, onPaid: (order: PaidOrder) => void, sandbox: boolean) {
  const api = useApi()
  const [round, setRound] = useState(0)
  const [phase, setPhase] = useState<PaymentView['phase']>('creating')
  const [attempt, setAttempt] = useState<Attempt>()
  const [error, setError] = useState<string>()
  const [now, setNow] = useState(() => Date.now())
  const paidRef = useRef(onPaid)
  paidRef.current = onPaid
  const previous = useRef<Attempt>(undefined)
  previous.current = attempt

  const { kind, appId, method, body, flow, resume, offer } = request
  const login = loginSceneOfPayment((body.pay_scene ?? PaymentScene.Official) as PaymentScene)
  const key = `${body.product_id}:${method.payType}:${round}`

  // Create the order for this product, method and round.
  useEffect(() => {
    let live = true
    setPhase('creating')
    setError(undefined)
    setAttempt(undefined)
    const started = Date.now()
    // An attempt, and whether the browser is leaving for WeChat's sheet or the channel's page.
    const run = async (): Promise<Attempt | { leaving: 'jsapi' | 'h5'; attempt: Attempt }> => {
      if (resume && round === 0) {
        const left = readOpenOrder(storage(), resume)
        // The subscription trade number says whether the order returned to is a signing's first charge.
        return { outTradeNo: resume, contractUuid: readSubscriptionTrade(storage(), resume)?.contractUuid, createdAt: left?.startedAt ?? started }
      }
      if (method.subscription) {
        const old = previous.current
        // A phone outside WeChat signs on the channel's mobile page, which comes back to this page.
        const back = flow === 'h5' ? returnPathFor(location.pathname, location.search, body.product_id) : undefined
        const contract = old?.contractUuid ? await payContract(api, old.contractUuid, appId, back) : await createContract(api, body, back)
        const signing = {
          outTradeNo: contract.out_trade_no,
          contractUuid: contract.contract_uuid,
          createdAt: started,
          payUrl: contract.pay_url,
          amount: contract.amount,
        }
        rememberSubscriptionTrade(storage(), { outTradeNo: contract.out_trade_no, contractUuid: contract.contract_uuid })
        if (!back) return { ...signing, qrSvg: contract.qr_svg }
        rememberOpenOrder(storage(), {
          outTradeNo: contract.out_trade_no,
          payType: method.payType,
          productId: body.product_id,
          payUrl: contract.pay_url,
          startedAt: started,
        })
        // An app link (Alipay's) leaves this page where it is: its contract is watched at once.
        return leaveToSign(contract.pay_url, `${back}&out_trade_no=${encodeURIComponent(contract.out_trade_no)}`)
          ? { leaving: 'h5', attempt: signing }
          : signing
      }
      if (flow === 'jsapi' && method.channel === PayChannel.Wechat) {
        const order = await createJsapiOrder(api, body)
        const back = `${returnPathFor(location.pathname, location.search, body.product_id)}&out_trade_no=${encodeURIComponent(order.out_trade_no)}`
        const payUrl = `${order.pay_url}${order.pay_url.includes('?') ? '&' : '?'}return=${encodeURIComponent(back)}`
        rememberOpenOrder(storage(), { outTradeNo: order.out_trade_no, payType: method.payType, productId: body.product_id, payUrl, startedAt: started, offer })
        location.assign(payUrl)
        return { leaving: 'jsapi', attempt: { outTradeNo: order.out_trade_no, createdAt: started, amount: order.amount } }
      }
      if (flow === 'h5') {
        // The channel's page returns here; the service adds the trade number to this path.
        const order = await createH5Order(api, body, returnPathFor(location.pathname, location.search, body.product_id))
        rememberOpenOrder(storage(), {
          outTradeNo: order.out_trade_no,
          payType: method.payType,
          productId: body.product_id,
          payUrl: order.pay_url,
          startedAt: started,
          offer,
        })
        location.assign(order.pay_url)
        return { leaving: 'h5', attempt: { outTradeNo: order.out_trade_no, createdAt: started, amount: order.amount } }
      }
      const order = await createOrder(api, kind, body)
      return {
        outTradeNo: order.outTradeNo,
        createdAt: started,
        qrSvg: order.qrSvg,
        qrText: order.qrSvg ? undefined : order.payUrl,
        payUrl: order.payUrl,
        amount: order.amount,
      }
    }
    run().then(
      (result) => {
        if (!live) return
        if ('leaving' in result) {
          setAttempt(result.attempt)
          return setPhase(result.leaving)
        }
        setAttempt(result)
        setNow(Date.now())
        setPhase('waiting')
      },
      (reason: unknown) => {
        if (!live) return
        setError(messageOf(reason))
        setPhase('failed')
      },
    )
    return () => {
      live = false
    }
    // One order per product, method and round: `key` names them.
  }, [key])

  // While waiting: the countdown ticks every second, the state is polled every 3 s.
  useEffect(() => {
    if (phase !== 'waiting' || !attempt) return
    let live = true
    const tick = () => {
      const current = Date.now()
      setNow(current)
      if (secondsLeft(attempt.createdAt, current) <= 0) setPhase((value) => nextPhase(value as QrPhase, null, 0))
    }
    const poll = async () => {
      try {
        let result: number | null = null
        if (attempt.contractUuid) {
          const contract = await fetchContractState(api, attempt.contractUuid, appId)
          if (contract.state === ContractState.Active) result = PayResult.Success
          else if (contract.state === ContractState.Closed || contract.state === ContractState.Cancelled) result = PayResult.Closed
        } else {
          result = (await fetchOrderState(api, kind, attempt.outTradeNo, appId, login)).pay_result
        }
        if (!live) return
        const next = nextPhase('waiting', result, secondsLeft(attempt.createdAt, Date.now()))
        if (next === 'paid') {
          const order = await fetchOrderState(api, kind, attempt.outTradeNo, appId, login)
          if (!live) return
          setPhase('paid')
          forgetOpenOrder(storage(), order.out_trade_no)
          forgetSubscriptionTrade(storage(), order.out_trade_no)
          writePayResult(storage(), { outTradeNo: order.out_trade_no, result: PayResult.Success })
          paidRef.current({ outTradeNo: order.out_trade_no, phone: order.phone, productName: order.product_name, amount: order.amount })
        } else if (next !== 'waiting') {
          if (next === 'closed') {
            writePayResult(storage(), { outTradeNo: attempt.outTradeNo, result: PayResult.Closed })
            forgetSubscriptionTrade(storage(), attempt.outTradeNo)
          }
          setPhase((value) => (value === 'waiting' ? next : value))
        }
      } catch {
        // A failed poll is tried again at the next interval.
      }
    }
    const ticker = setInterval(tick, 1000)
    const poller = setInterval(() => void poll(), PAY_POLL_INTERVAL_MS)
    // Back on the site from a channel's page: the answer may already be there.
    if (resume && attempt.outTradeNo === resume) void poll()
    return () => {
      live = false
      clearInterval(ticker)
      clearInterval(poller)
    }
  }, [phase, attempt, api, appId, kind, resume])

  // Back from the channel's page by the browser's Back, the page restored as it was left:
  // watch the order left open, as on a return (paying it still credits it).
  useEffect(() => {
    if ((phase !== 'h5' && phase !== 'jsapi') || !attempt) return
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPhase('waiting')
    }
    window.addEventListener('pageshow', onShow)
    return () => window.removeEventListener('pageshow', onShow)
  }, [phase, attempt])

  const view: PaymentView = {
    phase,
    qrSvg: attempt?.qrSvg,
    qrText: attempt?.qrText,
    // A QR image does not say its address; the sandbox's pay page is known by the trade number.
    payUrl: attempt?.payUrl ?? (attempt && sandbox ? SANDBOX_PAY_PATHS.payPage(attempt.outTradeNo) : undefined),
    outTradeNo: attempt?.outTradeNo,
    amount: attempt?.amount,
    seconds: attempt ? secondsLeft(attempt.createdAt, now) : 0,
    error,
  }
  /** 继续支付: the same order's page while it is still valid, else a fresh order. */
  const payAgain = () => {
    const left = attempt ? readOpenOrder(storage(), attempt.outTradeNo) : undefined
    const url = reusablePayUrl(left, Date.now())
    if (!url) return setRound((value) => value + 1)
    if (attempt?.contractUuid) {
      // 继续签约: the same signing page; an app link leaves the page watching, as it was.
      if (leaveToSign(url, `${location.pathname}${location.search}`)) setPhase('h5')
      return
    }
    setPhase(flow === 'jsapi' ? 'jsapi' : 'h5')
    location.assign(url)
  }
  return { view, refresh: () => setRound((value) => value + 1), payAgain }
}
