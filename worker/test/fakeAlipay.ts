import { chinaDateTime } from '../../shared/chinaTime'
import { centsToYuan, signContent } from '../providers/pay/alipay'
import { signRsaSha256, verifyRsaSha256 } from '../providers/pay/rsa'
import type { TestKeyPair } from './rsaKeys'
import { nowSeconds } from '../lib/clock'

export const TEST_ALIPAY = { appId: '2021000117600001', gateway: 'https://alipay.fake/gateway.do', sellerId: '2088102177846880' }

export interface FakeAlipayOrder {
  out_trade_no: string
  total_amount: string
  trade_status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED'
  trade_no: string
  /** Whether the payer scanned the QR (Alipay knows a precreated trade only from then). */
  scanned: boolean
  biz: Record<string, unknown>
  params: Record<string, string>
}

/** A signed asynchronous notification as Alipay posts it (form body), with the given fields over the defaults. */
export async function alipayNotification(alipayKeys: TestKeyPair, fields: Record<string, string>): Promise<{ body: string; headers: Headers }> {
  const params: Record<string, string> = {
    notify_time: '2026-11-23 10:34:57',
    notify_type: 'trade_status_sync',
    notify_id: 'ac05099524730693a8b330c5ecf72da9786',
    app_id: TEST_ALIPAY.appId,
    charset: 'utf-8',
    version: '1.0',
    trade_no: '2026112322001419781000000001',
    trade_status: 'TRADE_SUCCESS',
    seller_id: TEST_ALIPAY.sellerId,
    gmt_create: '2026-11-23 10:34:40',
    gmt_payment: '2026-11-23 10:34:56',
    subject: '基础版',
    ...fields,
  }
  params.sign = await signRsaSha256(alipayKeys.privateKey, signContent(params, ['sign', 'sign_type']))
  params.sign_type = 'RSA2'
  return { body: new URLSearchParams(params).toString(), headers: new Headers({ 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }) }
}

/**
 * A local stand-in for Alipay's gateway: it checks each call's RSA2 signature against the
 * application's public key, keeps the precreated trades, and signs each answer's
 * `…_response` text with its own key, as the real gateway does.
 */
/** Whether a request's form carries the application's RSA2 signature, as Alipay checks it. */
export async function signedByApp(app: TestKeyPair, params: Record<string, string>): Promise<boolean> {
  return params.sign_type === 'RSA2' && params.app_id === TEST_ALIPAY.appId && verifyRsaSha256(app.publicKey, signContent(params), params.sign ?? '')
}

export function fakeAlipay(app: TestKeyPair, alipayKeys: TestKeyPair) {
  const orders = new Map<string, FakeAlipayOrder>()
  const calls: Record<string, string>[] = []
  /** Refunds by out_request_no. */
  const refunds = new Map<string, { out_trade_no: string; cents: number }>()
  let answerSigner = alipayKeys

  async function answer(method: string, response: Record<string, unknown>): Promise<Response> {
    const name = `${method.replace(/\./g, '_')}_response`
    const raw = JSON.stringify(response)
    const sign = await signRsaSha256(answerSigner.privateKey, raw)
    // The exact characters Alipay signs sit inside the answer, as Alipay writes it.
    return new Response(`{"${name}":${raw},"sign":"${sign}"}`, { headers: { 'content-type': 'text/html;charset=utf-8' } })
  }

  async function handle(request: Request): Promise<Response> {
    // API calls post a form; a page-execute method (WAP) is the payer's browser opening the gateway with a GET.
    const params = Object.fromEntries(request.method === 'GET' ? new URL(request.url).searchParams : new URLSearchParams(await request.text()))
    calls.push(params)
    const method = params.method ?? ''
    if (!(await signedByApp(app, params)))
      return answer(method, { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: '验签出错' })
    const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>
    const order = orders.get(biz.out_trade_no ?? '')
    if (method === 'alipay.trade.precreate') {
      orders.set(biz.out_trade_no!, {
        out_trade_no: biz.out_trade_no!,
        total_amount: biz.total_amount!,
        trade_status: 'WAIT_BUYER_PAY',
        trade_no: '',
        scanned: false,
        biz,
        params,
      })
      return answer(method, {
        code: '10000',
        msg: 'Success',
        out_trade_no: biz.out_trade_no,
        qr_code: `https://qr.alipay.com/bax0${biz.out_trade_no!.slice(-6)}`,
      })
    }
    if (method === 'alipay.trade.wap.pay' && request.method === 'GET') {
      if (biz.product_code !== 'QUICK_WAP_WAY' || !params.return_url) return new Response('ILLEGAL_ARGUMENT', { status: 400 })
      // The trade exists once its cashier page is opened, as a precreated one once scanned.
      const tradeNo = `2026112322001419781${biz.out_trade_no!.slice(-9)}`
      orders.set(biz.out_trade_no!, {
        out_trade_no: biz.out_trade_no!,
        total_amount: biz.total_amount!,
        trade_status: 'WAIT_BUYER_PAY',
        trade_no: tradeNo,
        scanned: true,
        biz,
        params,
      })
      return new Response(`<!doctype html><title>支付宝</title><p>${biz.subject}</p>`, { headers: { 'content-type': 'text/html;charset=utf-8' } })
    }
    const notExist = { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' }
    if (method === 'alipay.trade.query') {
      if (!order?.scanned) return answer(method, notExist)
      return answer(method, {
        code: '10000',
        msg: 'Success',
        out_trade_no: order.out_trade_no,
        trade_no: order.trade_no,
        trade_status: order.trade_status,
        total_amount: order.total_amount,
        buyer_logon_id: '159****5620',
        send_pay_date: order.trade_status === 'TRADE_SUCCESS' ? chinaDateTime(nowSeconds()) : undefined,
      })
    }
    if (method === 'alipay.trade.close') {
      if (!order?.scanned) return answer(method, notExist)
      if (order.trade_status === 'TRADE_SUCCESS')
        return answer(method, { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_STATUS_ERROR', sub_msg: '交易状态不合法' })
      order.trade_status = 'TRADE_CLOSED'
      return answer(method, { code: '10000', msg: 'Success', out_trade_no: order.out_trade_no, trade_no: order.trade_no })
    }
    if (method === 'alipay.trade.refund') {
      if (!order?.scanned) return answer(method, notExist)
      if (order.trade_status !== 'TRADE_SUCCESS')
        return answer(method, { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_STATUS_ERROR', sub_msg: '交易状态不合法' })
      const requestNo = biz.out_request_no ?? ''
      const repeat = refunds.has(requestNo)
      const already = [...refunds.values()].filter((refund) => refund.out_trade_no === order.out_trade_no).reduce((sum, refund) => sum + refund.cents, 0)
      const cents = Math.round(Number(biz.refund_amount) * 100)
      if (!repeat && already + cents > Math.round(Number(order.total_amount) * 100))
        return answer(method, { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', sub_msg: '退款金额超限' })
      if (!repeat) refunds.set(requestNo, { out_trade_no: order.out_trade_no, cents })
      const total = [...refunds.values()].filter((refund) => refund.out_trade_no === order.out_trade_no).reduce((sum, refund) => sum + refund.cents, 0)
      return answer(method, {
        code: '10000',
        msg: 'Success',
        trade_no: order.trade_no,
        out_trade_no: order.out_trade_no,
        buyer_logon_id: '159****5620',
        fund_change: repeat ? 'N' : 'Y',
        refund_fee: centsToYuan(total),
        gmt_refund_pay: chinaDateTime(nowSeconds()),
      })
    }
    return answer(method, { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method', sub_msg: '不存在的方法名' })
  }

  return {
    orders,
    calls,
    refunds,
    handle,
    scan(outTradeNo: string) {
      Object.assign(orders.get(outTradeNo)!, { scanned: true, trade_no: `2026112322001419781${outTradeNo.slice(-9)}` })
    },
    pay(outTradeNo: string) {
      this.scan(outTradeNo)
      orders.get(outTradeNo)!.trade_status = 'TRADE_SUCCESS'
    },
    signAnswersWith(other: TestKeyPair) {
      answerSigner = other
    },
    yuan: centsToYuan,
  }
}
