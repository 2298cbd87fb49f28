import { describe, expect, it } from 'vitest'
import { alipayBillZip, fakeAlipayBills, fakeWechatBills, gbk, wechatBillText, zipOf } from '../../test/fakeBills'
import { alipayConfig, channelKeysBeforeAll, routeFetchTo, wechatPayConfig } from '../../test/realChannels'
import { alipay } from './alipay'
import { billYuanToCents, crc32, parseAlipayTradeBill, parseWechatTradeBill, readAlipayBillZip, unzip } from './bills'
import { PayChannelError } from './provider'
import { wechatPay } from './wechatPay'

const keys = channelKeysBeforeAll()

/** 10:34:56 China time on 23 Nov 2026. */
const AT = Date.parse('2026-11-23T10:34:56+08:00') / 1000

describe('bill amounts and checksums', () => {
  it('reads yuan as cents, signed', () => {
    expect(billYuanToCents('299.00')).toBe(29900)
    expect(billYuanToCents(' 0.01\t')).toBe(1)
    expect(billYuanToCents('-9.9')).toBe(-990)
    expect(billYuanToCents('12')).toBe(1200)
    expect(billYuanToCents('1,00')).toBeNull()
    expect(billYuanToCents('')).toBeNull()
  })

  it('computes the zip CRC-32 of the standard check string', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926)
  })
})

describe('WeChat Pay trade bill (bill_type ALL)', () => {
  it('reads payments and refunds from the documented columns, stopping at the summary', () => {
    const text = wechatBillText([
      { time: '2026-11-23 10:34:56', transaction_id: '4200000001202611230001', out_trade_no: 'P1', status: 'SUCCESS', total: '299.00', product: '基础版,年付' },
      {
        time: '2026-11-23 11:00:00',
        transaction_id: '4200000001202611230002',
        out_trade_no: 'P2',
        status: 'REFUND',
        total: '9.90',
        refund_id: '50300000012026112300001',
        refund: '9.90',
      },
      { time: '2026-11-23 12:00:00', transaction_id: '4200000001202611230003', out_trade_no: 'P3', status: 'REVOKED', total: '0.01' },
    ])
    expect(text.split('\r\n')[1]).toMatch(/^`2026-11-23 10:34:56,`wxd678efh567hg6787,`1900009191,/)
    expect(parseWechatTradeBill(text)).toEqual([
      { out_trade_no: 'P1', channel_trade_no: '4200000001202611230001', kind: 'paid', amount: 29900, time: AT },
      { out_trade_no: 'P2', channel_trade_no: '50300000012026112300001', kind: 'refund', amount: 990, time: AT + 1504 },
      { out_trade_no: 'P3', channel_trade_no: '4200000001202611230003', kind: 'refund', amount: 1, time: AT + 5104 },
    ])
  })

  it('reads a bill without rows, and refuses one without the columns it needs', () => {
    expect(parseWechatTradeBill(wechatBillText([]))).toEqual([])
    expect(() => parseWechatTradeBill('交易时间,商户订单号\n`2026-11-23 10:00:00,`P1')).toThrow(/交易状态/)
  })

  const channel = () => wechatPay(wechatPayConfig(keys))

  it('asks /v3/bill/tradebill signed, downloads with the Authorization header, checks the SHA1 and parses', async () => {
    const fake = fakeWechatBills(keys.merchant, keys.platform)
    fake.bills.set(
      '2026-11-23',
      wechatBillText([{ time: '2026-11-23 10:34:56', transaction_id: '4200000001', out_trade_no: 'P1', status: 'SUCCESS', total: '9.90' }]),
    )
    routeFetchTo(fake)
    expect(await channel().tradeBill!('2026-11-23')).toEqual([{ out_trade_no: 'P1', channel_trade_no: '4200000001', kind: 'paid', amount: 990, time: AT }])
    expect(fake.calls).toEqual([
      { url: '/v3/bill/tradebill?bill_date=2026-11-23&bill_type=ALL', authorized: true },
      { url: '/v3/billdownload/file?token=2026-11-23', authorized: true },
    ])
    expect(channel().billReadyHour).toBe(10)
  })

  it('refuses a file that does not match its hash_value, and a failed download', async () => {
    const fake = fakeWechatBills(keys.merchant, keys.platform)
    fake.bills.set('2026-11-23', wechatBillText([]))
    routeFetchTo(fake)
    fake.state.corrupt = true
    await expect(channel().tradeBill!('2026-11-23')).rejects.toThrow(/hash_value/)
    fake.state.corrupt = false
    fake.state.failDownloads = 1
    await expect(channel().tradeBill!('2026-11-23')).rejects.toBeInstanceOf(PayChannelError)
  })

  it('answers null for NO_STATEMENT_EXIST (no trade that day) and fails on STATEMENT_CREATING', async () => {
    const fake = fakeWechatBills(keys.merchant, keys.platform)
    routeFetchTo(fake)
    expect(await channel().tradeBill!('2026-11-22')).toBeNull()
    fake.state.creating = true
    await expect(channel().tradeBill!('2026-11-22')).rejects.toThrow(/STATEMENT_CREATING/)
  })
})

describe('Alipay trade bill (a zip of GBK CSV files)', () => {
  it('unzips deflated members with GBK names and checks their CRC', async () => {
    const archive = await zipOf([{ name: '业务明细.csv', bytes: gbk('交易,退款') }])
    const [entry] = await unzip(archive)
    expect(entry!.name).toBe('业务明细.csv')
    expect(new TextDecoder('gbk').decode(entry!.bytes)).toBe('交易,退款')
    // One flipped byte in the deflated data: the member no longer matches its CRC (or does not inflate).
    const broken = archive.slice()
    broken[30 + gbk('业务明细.csv').length + 1]! ^= 0x10
    await expect(unzip(broken)).rejects.toThrow()
  })

  it('reads the 业务明细 file (not its 汇总) from the documented columns, trailing tabs and all', async () => {
    const archive = await alipayBillZip('2026-11-23', [
      { trade_no: '2026112322001419781000000001', out_trade_no: 'P1', type: '交易', finished: '2026-11-23 10:34:56', total: '299.00', subject: '基础版,年付' },
      { trade_no: '2026112322001419781000000002', out_trade_no: 'P2', type: '退款', finished: '2026-11-23 11:00:00', total: '9.90', refund: '9.90' },
    ])
    expect(await readAlipayBillZip(archive)).toEqual([
      { out_trade_no: 'P1', channel_trade_no: '2026112322001419781000000001', kind: 'paid', amount: 29900, time: AT },
      { out_trade_no: 'P2', channel_trade_no: '2026112322001419781000000002', kind: 'refund', amount: 990, time: AT + 1504 },
    ])
  })

  it('refuses a detail file without the columns it needs', () => {
    expect(() => parseAlipayTradeBill('#x\n支付宝交易号,商户订单号\n1,P1\n')).toThrow(/业务类型/)
  })

  const channel = () => alipay(alipayConfig(keys))

  it('asks alipay.data.dataservice.bill.downloadurl.query (trade), downloads the zip and parses it', async () => {
    const fake = fakeAlipayBills(keys.app, keys.alipay)
    fake.bills.set(
      '2026-11-23',
      await alipayBillZip('2026-11-23', [
        { trade_no: '2026112322001419781000000001', out_trade_no: 'P1', type: '交易', finished: '2026-11-23 10:34:56', total: '9.90' },
      ]),
    )
    routeFetchTo(fake)
    expect(await channel().tradeBill!('2026-11-23')).toEqual([
      { out_trade_no: 'P1', channel_trade_no: '2026112322001419781000000001', kind: 'paid', amount: 990, time: AT },
    ])
    expect(fake.calls).toHaveLength(1)
    expect(JSON.parse(fake.calls[0]!.biz_content!)).toEqual({ bill_type: 'trade', bill_date: '2026-11-23' })
    expect(channel().billReadyHour).toBe(9)
  })

  it('answers null for isp.bill_not_exist and fails when the download is gone', async () => {
    const fake = fakeAlipayBills(keys.app, keys.alipay)
    routeFetchTo(fake)
    expect(await channel().tradeBill!('2026-11-22')).toBeNull()
    fake.bills.set('2026-11-22', new Uint8Array([1, 2, 3]))
    await expect(channel().tradeBill!('2026-11-22')).rejects.toBeInstanceOf(PayChannelError)
  })
})
