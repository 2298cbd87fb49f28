import { crc32, sha1Hex } from '../providers/pay/bills'
import { requestMessage } from '../providers/pay/wechatPay'
import { signRsaSha256, verifyRsaSha256 } from '../providers/pay/rsa'
import { signedByApp, TEST_ALIPAY } from './fakeAlipay'
import { TEST_WECHAT, wechatSignedHeaders } from './fakeWechatPay'
import type { TestKeyPair } from './rsaKeys'

/** The documented header of WeChat Pay's ALL trade bill (pay.weixin.qq.com, 交易账单详细说明). */
export const WECHAT_ALL_HEADER =
  '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注'

export interface WechatBillLine {
  time: string
  transaction_id: string
  out_trade_no: string
  status: 'SUCCESS' | 'REFUND' | 'REVOKED'
  /** Yuan, as the bill writes it. */
  total: string
  refund_id?: string
  refund?: string
  product?: string
}

/** A WeChat Pay ALL bill as the download answers it: header, backtick-prefixed rows, summary header and row. */
export function wechatBillText(lines: readonly WechatBillLine[]): string {
  const rows = lines.map((line) => {
    const refund = line.status === 'REFUND'
    const values = [
      line.time,
      TEST_WECHAT.appid,
      TEST_WECHAT.mchid,
      '0',
      '',
      line.transaction_id,
      line.out_trade_no,
      'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
      'NATIVE',
      line.status,
      'OTHERS',
      'CNY',
      line.total,
      '0.00',
      refund ? (line.refund_id ?? '') : '0',
      refund ? `R${line.out_trade_no}` : '0',
      refund ? (line.refund ?? line.total) : '0.00',
      '0.00',
      refund ? 'ORIGINAL' : '',
      refund ? 'SUCCESS' : '',
      line.product ?? '基础版',
      '',
      '0.00000',
      '0.60%',
      line.total,
      refund ? (line.refund ?? line.total) : '0.00',
      '',
    ]
    return values.map((value) => `\`${value}`).join(',')
  })
  const summary = '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额'
  return [WECHAT_ALL_HEADER, ...rows, summary, `\`${lines.length},\`0.00,\`0.00,\`0.00,\`0.00000,\`0.00,\`0.00`, ''].join('\r\n')
}

/**
 * A stand-in for WeChat Pay's bill API: GET /v3/bill/tradebill (signature checked, answer
 * signed) and the unsigned download it points to, which also needs the Authorization header.
 */
export function fakeWechatBills(merchant: TestKeyPair, platform: TestKeyPair) {
  const bills = new Map<string, string>()
  const calls: { url: string; authorized: boolean }[] = []
  const state = { failDownloads: 0, corrupt: false, noStatement: false, creating: false }

  async function signedBy(request: Request): Promise<boolean> {
    const url = new URL(request.url)
    const authorization = request.headers.get('authorization') ?? ''
    const fields = Object.fromEntries([...authorization.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]]))
    return (
      authorization.startsWith('WECHATPAY2-SHA256-RSA2048 ') &&
      fields.mchid === TEST_WECHAT.mchid &&
      verifyRsaSha256(
        merchant.publicKey,
        requestMessage(request.method, `${url.pathname}${url.search}`, fields.timestamp!, fields.nonce_str!, ''),
        fields.signature!,
      )
    )
  }

  async function answer(status: number, payload: unknown): Promise<Response> {
    const body = JSON.stringify(payload)
    return new Response(body, { status, headers: await wechatSignedHeaders(platform, body) })
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url)
    const authorized = await signedBy(request)
    calls.push({ url: `${url.pathname}${url.search}`, authorized })
    if (!authorized) return answer(401, { code: 'SIGN_ERROR', message: '签名错误' })
    if (url.pathname === '/v3/bill/tradebill') {
      const day = url.searchParams.get('bill_date') ?? ''
      if (state.creating) return answer(400, { code: 'STATEMENT_CREATING', message: '账单生成中' })
      if (state.noStatement || !bills.has(day)) return answer(400, { code: 'NO_STATEMENT_EXIST', message: '请求的账单文件不存在' })
      const text = bills.get(day)!
      return answer(200, {
        hash_type: 'SHA1',
        hash_value: await sha1Hex(new TextEncoder().encode(text)),
        download_url: `${TEST_WECHAT.origin}/v3/billdownload/file?token=${day}`,
      })
    }
    if (url.pathname === '/v3/billdownload/file') {
      if (state.failDownloads > 0) {
        state.failDownloads--
        return new Response('busy', { status: 500 })
      }
      const text = bills.get(url.searchParams.get('token') ?? '') ?? ''
      return new Response(state.corrupt ? `${text}\`1` : text, { headers: { 'content-type': 'application/octet-stream' } })
    }
    return answer(404, { code: 'NOT_FOUND', message: 'no such API' })
  }

  return { bills, calls, state, handle }
}

let gbkTable: Map<string, number[]> | undefined

/** Text in GBK (what Alipay's bill files are written in), by inverting workerd's GBK decoder. */
export function gbk(text: string): Uint8Array<ArrayBuffer> {
  if (!gbkTable) {
    gbkTable = new Map()
    const decoder = new TextDecoder('gbk')
    for (let lead = 0x81; lead <= 0xfe; lead++) {
      for (let trail = 0x40; trail <= 0xfe; trail++) {
        if (trail === 0x7f) continue
        const char = decoder.decode(new Uint8Array([lead, trail]))
        if (char.length === 1 && char !== '\uFFFD' && !gbkTable.has(char)) gbkTable.set(char, [lead, trail])
      }
    }
  }
  const bytes: number[] = []
  for (const char of text) {
    const code = char.codePointAt(0)!
    if (code < 0x80) bytes.push(code)
    else {
      const pair = gbkTable.get(char)
      if (!pair) throw new Error(`not in GBK: ${char}`)
      bytes.push(...pair)
    }
  }
  return new Uint8Array(bytes)
}

async function deflateRaw(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/** A zip archive of the members, deflated, names in GBK (no UTF-8 flag), as Alipay's bill zip comes. */
export async function zipOf(members: readonly { name: string; bytes: Uint8Array<ArrayBuffer> }[]): Promise<Uint8Array<ArrayBuffer>> {
  const parts: Uint8Array[] = []
  const central: Uint8Array[] = []
  let offset = 0
  for (const member of members) {
    const name = gbk(member.name)
    const data = await deflateRaw(member.bytes)
    const crc = crc32(member.bytes)
    const local = new DataView(new ArrayBuffer(30))
    local.setUint32(0, 0x04034b50, true)
    local.setUint16(4, 20, true)
    local.setUint16(8, 8, true)
    local.setUint32(14, crc, true)
    local.setUint32(18, data.length, true)
    local.setUint32(22, member.bytes.length, true)
    local.setUint16(26, name.length, true)
    const entry = new DataView(new ArrayBuffer(46))
    entry.setUint32(0, 0x02014b50, true)
    entry.setUint16(4, 20, true)
    entry.setUint16(6, 20, true)
    entry.setUint16(10, 8, true)
    entry.setUint32(16, crc, true)
    entry.setUint32(20, data.length, true)
    entry.setUint32(24, member.bytes.length, true)
    entry.setUint16(28, name.length, true)
    entry.setUint32(42, offset, true)
    parts.push(new Uint8Array(local.buffer), name, data)
    central.push(new Uint8Array(entry.buffer), name)
    offset += 30 + name.length + data.length
  }
  const centralSize = central.reduce((sum, part) => sum + part.length, 0)
  const end = new DataView(new ArrayBuffer(22))
  end.setUint32(0, 0x06054b50, true)
  end.setUint16(8, members.length, true)
  end.setUint16(10, members.length, true)
  end.setUint32(12, centralSize, true)
  end.setUint32(16, offset, true)
  const all = [...parts, ...central, new Uint8Array(end.buffer)]
  const out = new Uint8Array(all.reduce((sum, part) => sum + part.length, 0))
  let at = 0
  for (const part of all) {
    out.set(part, at)
    at += part.length
  }
  return out
}

/** The documented header of Alipay's trade bill detail file (业务明细). */
export const ALIPAY_DETAIL_HEADER =
  '支付宝交易号,商户订单号,业务类型,商品名称,创建时间,完成时间,门店编号,门店名称,操作员,终端号,对方账户,订单金额（元）,商家实收（元）,支付宝红包（元）,集分宝（元）,支付宝优惠（元）,商家优惠（元）,券核销金额（元）,券名称,商家红包消费金额（元）,卡消费金额（元）,退款批次号/请求号,服务费（元）,分润（元）,备注'

export interface AlipayBillLine {
  trade_no: string
  out_trade_no: string
  type: '交易' | '退款'
  subject?: string
  finished: string
  /** Yuan: the order's amount; a refund's merchant receipt is its negative. */
  total: string
  refund?: string
}

/** Alipay's bill zip for a day: the 业务明细 file and its 汇总 file, in GBK, values padded with tabs as Alipay writes them. */
export async function alipayBillZip(day: string, lines: readonly AlipayBillLine[]): Promise<Uint8Array<ArrayBuffer>> {
  const compact = day.replace(/-/g, '')
  const rows = lines.map((line) =>
    [
      line.trade_no,
      line.out_trade_no,
      line.type,
      line.subject ?? '基础版',
      line.finished,
      line.finished,
      '',
      '',
      '',
      '',
      '159****5620',
      line.total,
      line.type === '退款' ? `-${line.refund ?? line.total}` : line.total,
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '',
      '0.00',
      '0.00',
      line.type === '退款' ? `R${line.out_trade_no}` : '',
      '0.00',
      '0.00',
      '',
    ]
      .map((value) => `${value}\t`)
      .join(','),
  )
  const detail = [
    '#支付宝业务明细查询',
    `#账号：[${TEST_ALIPAY.sellerId}0156]`,
    `#起始日期：[${day.slice(0, 4)}年${day.slice(5, 7)}月${day.slice(8, 10)}日 00:00:00]   终止日期：[${day.slice(0, 4)}年${day.slice(5, 7)}月${day.slice(8, 10)}日 23:59:59]`,
    '#-----------------------------------------业务明细列表----------------------------------------',
    ALIPAY_DETAIL_HEADER,
    ...rows,
    '#-----------------------------------------业务明细列表结束------------------------------------',
    `#交易合计：${lines.filter((line) => line.type === '交易').length}笔`,
    `#退款合计：${lines.filter((line) => line.type === '退款').length}笔`,
    `#导出时间：[${day.slice(0, 4)}年${day.slice(5, 7)}月${day.slice(8, 10)}日 09:00:00]`,
  ].join('\r\n')
  const summary = [
    '#支付宝业务汇总查询',
    '#-----------------------------------------业务汇总列表----------------------------------------',
    '门店编号,门店名称,交易订单总笔数,退款订单总笔数,订单金额（元）,商家实收（元）',
    `,合计,${lines.length},0,0.00,0.00`,
    '#-----------------------------------------业务汇总列表结束------------------------------------',
  ].join('\r\n')
  return zipOf([
    { name: `${TEST_ALIPAY.sellerId}0156_${compact}_业务明细(汇总).csv`, bytes: gbk(summary) },
    { name: `${TEST_ALIPAY.sellerId}0156_${compact}_业务明细.csv`, bytes: gbk(detail) },
  ])
}

/**
 * A stand-in for Alipay's bill API: alipay.data.dataservice.bill.downloadurl.query (RSA2
 * checked, answer signed) and the download address it gives.
 */
export function fakeAlipayBills(app: TestKeyPair, alipayKeys: TestKeyPair) {
  const bills = new Map<string, Uint8Array<ArrayBuffer>>()
  const calls: Record<string, string>[] = []
  const downloadOrigin = 'https://dwbillcenter.alipay.fake'

  async function answer(method: string, response: Record<string, unknown>): Promise<Response> {
    const raw = JSON.stringify(response)
    const sign = await signRsaSha256(alipayKeys.privateKey, raw)
    return new Response(`{"${method.replace(/\./g, '_')}_response":${raw},"sign":"${sign}"}`, { headers: { 'content-type': 'text/html;charset=utf-8' } })
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url)
    if (url.origin === downloadOrigin) {
      const bill = bills.get(url.searchParams.get('bizDates') ?? '')
      return bill ? new Response(bill, { headers: { 'content-type': 'application/oct-stream' } }) : new Response('下载超时，请重新下载', { status: 404 })
    }
    const params = Object.fromEntries(new URLSearchParams(await request.text()))
    calls.push(params)
    const method = params.method ?? ''
    if (!(await signedByApp(app, params)))
      return answer(method, { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: '验签出错' })
    const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>
    if (method !== 'alipay.data.dataservice.bill.downloadurl.query' || biz.bill_type !== 'trade')
      return answer(method, { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method' })
    if (!bills.has(biz.bill_date ?? '')) return answer(method, { code: '40004', msg: 'Business Failed', sub_code: 'isp.bill_not_exist', sub_msg: '账单不存在' })
    const compact = biz.bill_date!.replace(/-/g, '')
    return answer(method, {
      code: '10000',
      msg: 'Success',
      bill_download_url: `${downloadOrigin}/downloadFile.do?bizType=trade&userId=${TEST_ALIPAY.sellerId}0156&fileType=csv.zip&bizDates=${biz.bill_date}&downloadFileName=${TEST_ALIPAY.sellerId}0156_${compact}.csv.zip&fileId=%2Ftrade%2F${compact}&timestamp=1574000000&token=a1b2c3`,
    })
  }

  return { bills, calls, handle, downloadOrigin }
}
