/**
 * The channels' daily trade bills, read into normalised BillRows: WeChat Pay's CSV (every
 * value prefixed with a backtick) and Alipay's zip of GBK CSV files. Pure functions on
 * WebCrypto, TextDecoder and DecompressionStream (workerd has no node:zlib here).
 */
import { parseChinaTime } from '../../../shared/chinaTime'
import type { BillRow } from './provider'

/** A bill's yuan amount ("299.00", "-0.01") in cents, or null when it is not one. */
export function billYuanToCents(text: string | undefined): number | null {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec((text ?? '').trim())
  if (!match) return null
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'))
  return match[1] ? -cents : cents
}

/** Hex SHA-1 of bytes (WeChat Pay's `hash_value` of the bill it sends). */
export async function sha1Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-1', bytes))
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** A column of a header row, by any of its names (the bill formats renamed some over the years). */
function column(header: readonly string[], ...names: string[]): number {
  for (const name of names) {
    const index = header.indexOf(name)
    if (index >= 0) return index
  }
  return -1
}

function billTime(text: string | undefined): number | null {
  return parseChinaTime(text?.trim())
}

/**
 * WeChat Pay's trade bill (bill_type ALL): a header row, one detail row per payment or
 * refund with every value prefixed by a backtick, then a summary header and summary row.
 * 交易状态 SUCCESS is a payment (订单金额, or 应结订单金额 / 总金额 in older formats);
 * REFUND a refund (退款金额, its 微信退款单号); REVOKED a cancelled payment, given back whole.
 */
export function parseWechatTradeBill(text: string): BillRow[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  const header = (lines[0] ?? '').split(',').map((name) => name.trim())
  const at = {
    time: column(header, '交易时间'),
    transaction: column(header, '微信订单号'),
    outTradeNo: column(header, '商户订单号'),
    status: column(header, '交易状态'),
    total: column(header, '订单金额', '应结订单金额', '总金额'),
    refundId: column(header, '微信退款单号'),
    refund: column(header, '退款金额', '申请退款金额'),
  }
  if (at.time < 0 || at.outTradeNo < 0 || at.status < 0 || at.total < 0)
    throw new Error('wechatpay bill: the header lacks 交易时间, 商户订单号, 交易状态 or 订单金额')
  const rows: BillRow[] = []
  for (const line of lines.slice(1)) {
    // Detail rows start with a backtick; the summary header that follows does not.
    if (!line.startsWith('`')) break
    // Every value starts with a backtick, so ",`" splits even a product name with a comma in it.
    const fields = line.slice(1).split(',`')
    const status = fields[at.status]?.trim()
    const time = billTime(fields[at.time])
    const outTradeNo = fields[at.outTradeNo]?.trim() ?? ''
    if (!outTradeNo || time === null) throw new Error(`wechatpay bill: unreadable row ${line.slice(0, 80)}`)
    const transaction = fields[at.transaction]?.trim() ?? ''
    if (status === 'SUCCESS') {
      const amount = billYuanToCents(fields[at.total])
      if (amount === null) throw new Error(`wechatpay bill: unreadable amount in ${line.slice(0, 80)}`)
      rows.push({ out_trade_no: outTradeNo, channel_trade_no: transaction, kind: 'paid', amount, time })
    } else if (status === 'REFUND' || status === 'REVOKED') {
      const amount = status === 'REFUND' && at.refund >= 0 ? billYuanToCents(fields[at.refund]) : billYuanToCents(fields[at.total])
      if (amount === null) throw new Error(`wechatpay bill: unreadable refund in ${line.slice(0, 80)}`)
      // Rows that are no refund write 0 as the refund number.
      const refundId = status === 'REFUND' && at.refundId >= 0 ? fields[at.refundId]?.trim() : ''
      rows.push({
        out_trade_no: outTradeNo,
        channel_trade_no: refundId && refundId !== '0' ? refundId : transaction,
        kind: 'refund',
        amount: Math.abs(amount),
        time,
      })
    }
  }
  return rows
}

/**
 * The detail file of Alipay's trade bill (业务明细): `#` comment lines, a header row, one row
 * per trade (业务类型 交易) or refund (退款), then `#` summary lines. Values may carry
 * trailing tabs. A refund's amount is what the merchant gave back (商家实收, negative).
 */
export function parseAlipayTradeBill(text: string): BillRow[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  const start = lines.findIndex((line) => line.trim().startsWith('支付宝交易号'))
  if (start < 0) throw new Error('alipay bill: no 业务明细 header')
  const header = lines[start]!.split(',').map((name) => name.trim())
  const at = {
    tradeNo: column(header, '支付宝交易号'),
    outTradeNo: column(header, '商户订单号'),
    type: column(header, '业务类型'),
    subject: column(header, '商品名称'),
    finished: column(header, '完成时间'),
    total: column(header, '订单金额（元）', '订单金额(元)'),
    received: column(header, '商家实收（元）', '商家实收(元)'),
  }
  if (at.tradeNo < 0 || at.outTradeNo < 0 || at.type < 0 || at.finished < 0 || at.total < 0)
    throw new Error('alipay bill: the header lacks 商户订单号, 业务类型, 完成时间 or 订单金额（元）')
  const rows: BillRow[] = []
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('#')) break
    if (!line.trim()) continue
    const raw = line.split(',')
    // Alipay does not quote: a comma in 商品名称 adds fields, so columns after it are read from the end.
    const extra = raw.length - header.length
    const field = (index: number) => (index < 0 ? undefined : (extra > 0 && at.subject >= 0 && index > at.subject ? raw[index + extra] : raw[index])?.trim())
    const type = field(at.type)
    const outTradeNo = field(at.outTradeNo) ?? ''
    const time = billTime(field(at.finished))
    if (!outTradeNo || time === null) throw new Error(`alipay bill: unreadable row ${line.slice(0, 80)}`)
    const total = billYuanToCents(field(at.total))
    if (type === '交易') {
      if (total === null) throw new Error(`alipay bill: unreadable amount in ${line.slice(0, 80)}`)
      rows.push({ out_trade_no: outTradeNo, channel_trade_no: field(at.tradeNo) ?? '', kind: 'paid', amount: total, time })
    } else if (type === '退款') {
      const received = billYuanToCents(field(at.received))
      const amount = received ? Math.abs(received) : total === null ? null : Math.abs(total)
      if (amount === null) throw new Error(`alipay bill: unreadable refund in ${line.slice(0, 80)}`)
      rows.push({ out_trade_no: outTradeNo, channel_trade_no: field(at.tradeNo) ?? '', kind: 'refund', amount, time })
    }
  }
  return rows
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

/** CRC-32 (the zip format's checksum of each member). */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

async function inflateRaw(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

export interface ZipEntry {
  name: string
  bytes: Uint8Array<ArrayBuffer>
}

/**
 * The members of a zip archive, read through its central directory (sizes there are right
 * even when the local headers defer them to a data descriptor); stored or deflated members,
 * each checked against its CRC-32. Names are UTF-8 when flagged, GBK otherwise (Alipay's).
 */
export async function unzip(archive: Uint8Array<ArrayBuffer>): Promise<ZipEntry[]> {
  const view = new DataView(archive.buffer, archive.byteOffset, archive.byteLength)
  let end = -1
  for (let offset = archive.length - 22; offset >= Math.max(0, archive.length - 22 - 0xffff); offset--) {
    if (view.getUint32(offset, true) === 0x06054b50) {
      end = offset
      break
    }
  }
  if (end < 0) throw new Error('zip: no end of central directory')
  const count = view.getUint16(end + 10, true)
  let offset = view.getUint32(end + 16, true)
  const entries: ZipEntry[] = []
  for (let index = 0; index < count; index++) {
    if (offset + 46 > archive.length || view.getUint32(offset, true) !== 0x02014b50) throw new Error('zip: broken central directory')
    const flags = view.getUint16(offset + 8, true)
    const method = view.getUint16(offset + 10, true)
    const crc = view.getUint32(offset + 16, true)
    const compressedSize = view.getUint32(offset + 20, true)
    const size = view.getUint32(offset + 24, true)
    const nameLength = view.getUint16(offset + 28, true)
    const extraLength = view.getUint16(offset + 30, true)
    const commentLength = view.getUint16(offset + 32, true)
    const local = view.getUint32(offset + 42, true)
    const name = new TextDecoder(flags & 0x800 ? 'utf-8' : 'gbk').decode(archive.subarray(offset + 46, offset + 46 + nameLength))
    offset += 46 + nameLength + extraLength + commentLength
    if (local + 30 > archive.length || view.getUint32(local, true) !== 0x04034b50) throw new Error(`zip: broken local header of ${name}`)
    const dataStart = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true)
    const data = archive.slice(dataStart, dataStart + compressedSize)
    if (name.endsWith('/')) continue
    let bytes: Uint8Array<ArrayBuffer>
    if (method === 0) bytes = data
    else if (method === 8) bytes = await inflateRaw(data)
    else throw new Error(`zip: ${name} uses compression method ${method}`)
    if (bytes.length !== size || crc32(bytes) !== crc) throw new Error(`zip: ${name} fails its checksum`)
    entries.push({ name, bytes })
  }
  return entries
}

/** The rows of Alipay's trade bill zip: its 业务明细 file (not the 汇总 one), decoded from GBK. */
export async function readAlipayBillZip(archive: Uint8Array<ArrayBuffer>): Promise<BillRow[]> {
  const entries = await unzip(archive)
  for (const entry of entries) {
    if (!entry.name.toLowerCase().endsWith('.csv')) continue
    const text = new TextDecoder('gbk').decode(entry.bytes)
    // The detail file is the one whose header starts with 支付宝交易号 (the summary's does not).
    if (text.split(/\r?\n/).some((line) => line.trim().startsWith('支付宝交易号'))) return parseAlipayTradeBill(text)
  }
  throw new Error(`alipay bill: no 业务明细 file among ${entries.map((entry) => entry.name).join(', ')}`)
}
