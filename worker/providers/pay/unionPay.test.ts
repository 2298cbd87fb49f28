import { env } from 'cloudflare:workers'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { OrderState, PayMethod, TradeType } from '../../../shared/payEnums'
import { ConfigError, readConfig, type Bindings } from '../../env'
import { nowSeconds } from '../../lib/clock'
import { closeExpiredOrders } from '../../services/pay/jobs'
import { DEMO } from '../../test/accounts'
import { fakeUnionPay, TEST_UNIONPAY, unionPayNotification } from '../../test/fakeUnionPay'
import { callPay, callRaw, creditCount, resetPay, tokenFor } from '../../test/pay'
import { routeFetchTo } from '../../test/realChannels'
import { testKeyPair, type TestKeyPair } from '../../test/rsaKeys'
import { testCertificate, unionPayTestPki, UNIONPAY_SIGNER_CN, type UnionPayTestPki } from '../../test/testCertificates'
import { payProvider } from './index'
import { PayChannelError, type ChargeRequest, type PayProvider } from './provider'
import { PAY_NOTIFY_PATH } from './sandbox'
import {
  acpDigest,
  acpSignContent,
  acpTime,
  parseAcpAnswer,
  trustedSigner,
  txnTimeOf,
  unionPay,
  verifyAcpSignature,
  type AcpMessage,
  type UnionPayConfig,
} from './unionPay'
import { issuedBy, parsePemCertificate, publicKeyOf } from './x509'

/**
 * A back notification of UnionPay's test environment (version 5.1.0, signMethod 01) as the
 * yansongda/pay test suite records it: signed by UnionPay's own test signing certificate,
 * so it checks the string to sign and the digest against UnionPay, not against ourselves.
 */
const UNIONPAY_TEST_SIGNER_PEM = [
  '-----BEGIN CERTIFICATE-----',
  'MIIEYzCCA0ugAwIBAgIFEDkwhTQwDQYJKoZIhvcNAQEFBQAwWDELMAkGA1UEBhMC',
  'Q04xMDAuBgNVBAoTJ0NoaW5hIEZpbmFuY2lhbCBDZXJ0aWZpY2F0aW9uIEF1dGhv',
  'cml0eTEXMBUGA1UEAxMOQ0ZDQSBURVNUIE9DQTEwHhcNMjAwNzMxMDExOTE2WhcN',
  'MjUwNzMxMDExOTE2WjCBljELMAkGA1UEBhMCY24xEjAQBgNVBAoTCUNGQ0EgT0NB',
  'MTEWMBQGA1UECxMNTG9jYWwgUkEgT0NBMTEUMBIGA1UECxMLRW50ZXJwcmlzZXMx',
  'RTBDBgNVBAMMPDA0MUA4MzEwMDAwMDAwMDgzMDQwQOS4reWbvemTtuiBlOiCoeS7',
  'veaciemZkOWFrOWPuEAwMDAxNjQ5NTCCASIwDQYJKoZIhvcNAQEBBQADggEPADCC',
  'AQoCggEBAMHNa81t44KBfUWUgZhb1YTx3nO9DeagzBO5ZEE9UZkdK5+2IpuYi48w',
  'eYisCaLpLuhrwTced19w2UR5hVrc29aa2TxMvQH9s74bsAy7mqUJX+mPd6KThmCr',
  't5LriSQ7rDlD0MALq3yimLvkEdwYJnvyzA6CpHntP728HIGTXZH6zOL0OAvTnP8u',
  'RCHZ8sXJPFUkZcbG3oVpdXQTJVlISZUUUhsfSsNdvRDrcKYY+bDWTMEcG8ZuMZzL',
  'g0N+/spSwB8eWz+4P87nGFVlBMviBmJJX8u05oOXPyIcZu+CWybFQVcS2sMWDVZy',
  'sPeT3tPuBDbFWmKQYuu+gT83PM3G6zMCAwEAAaOB9DCB8TAfBgNVHSMEGDAWgBTP',
  'cJ1h6518Lrj3ywJA9wmd/jN0gDBIBgNVHSAEQTA/MD0GCGCBHIbvKgEBMDEwLwYI',
  'KwYBBQUHAgEWI2h0dHA6Ly93d3cuY2ZjYS5jb20uY24vdXMvdXMtMTQuaHRtMDkG',
  'A1UdHwQyMDAwLqAsoCqGKGh0dHA6Ly91Y3JsLmNmY2EuY29tLmNuL1JTQS9jcmw3',
  'NTAwMy5jcmwwCwYDVR0PBAQDAgPoMB0GA1UdDgQWBBTmzk7XEM/J/sd+wPrMils3',
  '9rJ2/DAdBgNVHSUEFjAUBggrBgEFBQcDAgYIKwYBBQUHAwQwDQYJKoZIhvcNAQEF',
  'BQADggEBAJLbXxbJaFngROADdNmNUyVxPtbAvK32Ia0EjgDh/vjn1hpRNgvL4flH',
  'NsGNttCy8afLJcH8UnFJyGLas8v/P3UKXTJtgrOj1mtothv7CQa4LUYhzrVw3UhL',
  '4L1CTtmE6D1Kf3+c2Fj6TneK+MoK9AuckySjK5at6a2GQi18Y27gVF88Nk8bp1lJ',
  'vzOwPKd8R7iGFotuF4/8GGhBKR4k46EYnKCodyIhNpPdQfpaN5AKeS7xeLSbFvPJ',
  'HYrtBsI48jUK/WKtWBJWhFH+Gty+GWX0e5n2QHXHW6qH62M0lDo7OYeyBvG1mh9u',
  'Q0C300Eo+XOoO4M1WvsRBAF13g9RPSw=',
  '-----END CERTIFICATE-----',
].join('\r\n')

const UNIONPAY_TEST_NOTIFICATION: AcpMessage = {
  accNo:
    'ORRSXWY1kMr8UJNxGx9xKPuO0Uhm8JT8aQV3sWswJfIsj/grkjauH4soyAtiqB9XwQotZOwmUAs/pkMupUkfiX9npdFGGEUEc5gqq+lcEwyD7tLmd2WBzRvcEvvjAKMKwTCFDxmQbIrP48ocIVhPoZ87ZQtQM5MIyJYedrzPRlt6BzRddUPGU1gJwDA8APDx3iyNl8EAfenJw7DUDZimmhbE1VSRmQm/iqgJurI7juq/6ztDHZHv4ys1eN9JYkwhcKxCjsWpwXTSy0PGvDXhsAZsDuNXHsjI8JLhHXvTDaU2+gc289LZPiwpr4Ah/reIuPWrIHubchYm2XTqQlUAaw==',
  accessType: '0',
  bizType: '000201',
  currencyCode: '156',
  encoding: 'utf-8',
  exchangeRate: '0',
  merId: '777290058167151',
  orderId: 'yansongda20220908132206',
  queryId: '782209081322060674028',
  respCode: '00',
  respMsg: 'success',
  settleAmt: '1',
  settleCurrencyCode: '156',
  settleDate: '0908',
  signMethod: '01',
  signPubKeyCert: UNIONPAY_TEST_SIGNER_PEM,
  signature:
    'JeA4S2+6TbGo9yjXDUvV5A2E3oJbunoCcZ66exN6xR3OH/5PNDK1VSV1Mq7XhVdxzkTeREUveiOYHalqoagRkh71nsHVvruwGbk6azygXSaawuO5tF67UIqNd4Mbufwh1KhbVpEkKbOETUvRhFcdon0fulE97I83eMSk52INHt8E1xk8NdbhyUadSlp+Uv30AKx70PpQbTGmVS3PJfd+Whj0b7LnvZKeC+BS1kUOtIKlcZO+gBoTigvCIJqj51kBrcBCs+x+VaeGm7EYBBhGSERpfQhQ4n+eJBwLdBeZ0/dNbo3iELjvVMx0n9KoW4klvUJhaH5LALA8pV02SbZv4Q==',
  traceNo: '067402',
  traceTime: '0908132206',
  txnAmt: '1',
  txnSubType: '01',
  txnTime: '20220908132206',
  txnType: '01',
  version: '5.1.0',
}

let merchant: TestKeyPair
let pki: UnionPayTestPki

beforeAll(async () => {
  ;[merchant, pki] = await Promise.all([testKeyPair(), unionPayTestPki()])
})

afterEach(() => {
  vi.restoreAllMocks()
})

function config(overrides: Partial<UnionPayConfig> = {}): UnionPayConfig {
  return {
    merId: TEST_UNIONPAY.merId,
    signKey: merchant.privatePem,
    certId: TEST_UNIONPAY.certId,
    middleCert: pki.middle.pem,
    rootCert: pki.root.pem,
    gateway: TEST_UNIONPAY.gateway,
    ...overrides,
  }
}

const channel = (overrides: Partial<UnionPayConfig> = {}): PayProvider => unionPay(config(overrides))

const ORDER = 'P20261123023440ABCDEFGH23'

const charge = (overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
  outTradeNo: ORDER,
  amount: 29900,
  description: '基础版',
  payType: PayMethod.Union,
  tradeType: TradeType.Native,
  origin: 'https://www.retouch.example',
  expiresAt: Date.UTC(2026, 10, 23, 2, 44, 40) / 1000,
  ...overrides,
})

describe('UnionPay 5.1.0 signMethod 01: checked against a message UnionPay signed', () => {
  it('builds the string to sign: every field but signature, sorted, values as sent, signPubKeyCert included', () => {
    const content = acpSignContent(UNIONPAY_TEST_NOTIFICATION)
    expect(content.startsWith('accNo=ORRSXWY1kMr8UJNx')).toBe(true)
    expect(content).toContain(
      '&accessType=0&bizType=000201&currencyCode=156&encoding=utf-8&exchangeRate=0&merId=777290058167151&orderId=yansongda20220908132206&',
    )
    expect(content).toContain(`&signMethod=01&signPubKeyCert=${UNIONPAY_TEST_SIGNER_PEM}&traceNo=067402&`)
    expect(content.endsWith('&txnType=01&version=5.1.0')).toBe(true)
    expect(content).not.toContain('signature=')
    expect(acpSignContent({ b: '2', a: '1', empty: '', signature: 'x' })).toBe('a=1&b=2')
  })

  it('verifies UnionPay’s own signature (RSA-SHA256 over the hex SHA-256 of that string), and nothing tampered', async () => {
    const signer = parsePemCertificate(UNIONPAY_TEST_SIGNER_PEM)
    const key = await publicKeyOf(signer)
    expect(await acpDigest(UNIONPAY_TEST_NOTIFICATION)).toMatch(/^[0-9a-f]{64}$/)
    expect(await verifyAcpSignature(key, UNIONPAY_TEST_NOTIFICATION)).toBe(true)
    expect(await verifyAcpSignature(key, { ...UNIONPAY_TEST_NOTIFICATION, txnAmt: '100' })).toBe(false)
    expect(await verifyAcpSignature(key, { ...UNIONPAY_TEST_NOTIFICATION, signPubKeyCert: UNIONPAY_TEST_SIGNER_PEM.replace(/\r\n/g, '\n') })).toBe(false)
    expect(await verifyAcpSignature(key, { ...UNIONPAY_TEST_NOTIFICATION, signature: '' })).toBe(false)
  })

  it('reads UnionPay’s signing certificate: CN (third @ part 中国银联股份有限公司), serial, validity, SHA-1 issuer signature', () => {
    const signer = parsePemCertificate(UNIONPAY_TEST_SIGNER_PEM)
    expect(signer.commonName).toBe('041@8310000000083040@中国银联股份有限公司@00016495')
    expect(signer.serial).toBe('69678957876') // 0x1039308534
    expect(signer.notBefore).toBe(Date.UTC(2020, 6, 31, 1, 19, 16) / 1000)
    expect(signer.notAfter).toBe(Date.UTC(2025, 6, 31, 1, 19, 16) / 1000)
    expect(signer.signatureHash).toBe('SHA-1')
    expect(() => parsePemCertificate('-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----')).toThrow()
  })

  it('reads the gateway’s answers as the SDK does: not URL-encoded, = inside values, & inside {…}', () => {
    expect(parseAcpAnswer('respCode=00&qrCode=https://qr.95516.com/00010000/01?a=b&reserved={x=1&y=2}&empty=&signature=ab+c/d==')).toEqual({
      respCode: '00',
      qrCode: 'https://qr.95516.com/00010000/01?a=b',
      reserved: '{x=1&y=2}',
      empty: '',
      signature: 'ab+c/d==',
    })
  })

  it('takes an order’s txnTime (Beijing) from its trade number, and reads it back', () => {
    expect(txnTimeOf(ORDER)).toBe('20261123103440')
    expect(acpTime('20261123103440')).toBe(Date.UTC(2026, 10, 23, 2, 34, 40) / 1000)
    expect(txnTimeOf('R3f6a0c9e1b2d4c5a8e7f6a5b4c3d2e1f1764000000')).toBeNull() // too long for orderId (8-32)
    expect(txnTimeOf('P2026112302344')).toBeNull()
  })
})

describe('UnionPay’s signing certificate, checked like CertUtil.verifyCertificate', () => {
  const trust = () => ({ middle: parsePemCertificate(pki.middle.pem), root: parsePemCertificate(pki.root.pem), testEnvironment: false })
  const now = nowSeconds

  it('trusts the signer the middle certificate issued, under the root', async () => {
    const signer = parsePemCertificate(pki.signer.pem)
    expect(signer.commonName).toBe(UNIONPAY_SIGNER_CN)
    expect(await issuedBy(signer, trust().middle)).toBe(true)
    expect(await trustedSigner(signer, trust(), now())).toBe(true)
  })

  it('refuses a signer of another chain, an expired one, one not yet valid, and one that is not UnionPay', async () => {
    const strangerRoot = await testCertificate({ commonName: 'CFCA TEST CS CA', serial: 1n })
    const strangerMiddle = await testCertificate({ commonName: 'CFCA TEST OCA1', issuer: strangerRoot, serial: 2n })
    const forged = await testCertificate({ commonName: UNIONPAY_SIGNER_CN, issuer: strangerMiddle })
    expect(await trustedSigner(parsePemCertificate(forged.pem), trust(), now())).toBe(false)
    const expired = await testCertificate({ commonName: UNIONPAY_SIGNER_CN, issuer: pki.middle, notBefore: now() - 400 * 86_400, notAfter: now() - 60 })
    expect(await trustedSigner(parsePemCertificate(expired.pem), trust(), now())).toBe(false)
    const early = await testCertificate({ commonName: UNIONPAY_SIGNER_CN, issuer: pki.middle, notBefore: now() + 3600 })
    expect(await trustedSigner(parsePemCertificate(early.pem), trust(), now())).toBe(false)
    const merchantCert = await testCertificate({ commonName: '041@Z12400000000002@某某科技有限公司@00000002', issuer: pki.middle })
    expect(await trustedSigner(parsePemCertificate(merchantCert.pem), trust(), now())).toBe(false)
  })

  it('takes the test environment’s signer CN (00040000:SIGN) only against the test gateway, and SHA-1 chains', async () => {
    const testSigner = await testCertificate({ commonName: '041@Z00000000000001@00040000:SIGN@00000001', issuer: pki.middle, hash: 'SHA-1' })
    expect(await trustedSigner(parsePemCertificate(testSigner.pem), trust(), now())).toBe(false)
    expect(await trustedSigner(parsePemCertificate(testSigner.pem), { ...trust(), testEnvironment: true }, now())).toBe(true)
  })
})

describe('UnionPay against a fake gateway', () => {
  it('applies for a QR (申请二维码): txnType 01/07, bizType 000000, channelType 08, signed with certId; answers its qrCode', async () => {
    const fake = fakeUnionPay(merchant, pki.signer)
    routeFetchTo(fake)
    expect(await channel().createCharge(charge())).toEqual({
      codeUrl: `https://qr.95516.com/00010000/0106${ORDER.slice(-8)}`,
      payUrl: `https://qr.95516.com/00010000/0106${ORDER.slice(-8)}`,
      jsapi: null,
    })
    const { request } = fake.orders.get(ORDER)!
    expect(request).toMatchObject({
      version: '5.1.0',
      encoding: 'UTF-8',
      signMethod: '01',
      certId: TEST_UNIONPAY.certId,
      txnType: '01',
      txnSubType: '07',
      bizType: '000000',
      channelType: '08',
      accessType: '0',
      currencyCode: '156',
      merId: TEST_UNIONPAY.merId,
      orderId: ORDER,
      txnTime: '20261123103440',
      txnAmt: '29900',
      backUrl: 'https://www.retouch.example/__pay/notify/unionpay',
    })
    expect(request.signature).toMatch(/^[A-Za-z0-9+/]+=*$/)
  })

  it('fails when UnionPay refuses the signature (another key), and does not believe an answer signed outside UnionPay’s chain', async () => {
    const fake = fakeUnionPay(merchant, pki.signer)
    routeFetchTo(fake)
    const other = await testKeyPair()
    await expect(channel({ signKey: other.privatePem }).createCharge(charge())).rejects.toThrow(/11 验证签名失败/)
    await expect(channel({ certId: '1' }).createCharge(charge())).rejects.toThrow(/11/)
    const strangerRoot = await testCertificate({ commonName: 'CFCA TEST CS CA' })
    fake.signAnswersWith(await testCertificate({ commonName: UNIONPAY_SIGNER_CN, issuer: strangerRoot }))
    await expect(channel().createCharge(charge())).rejects.toThrow(/signature does not verify/)
    await expect(channel({ middleCert: 'not a certificate' }).createCharge(charge())).rejects.toBeInstanceOf(PayChannelError)
  })

  it('refuses an order number UnionPay cannot take, as unsupported', async () => {
    await expect(channel().createCharge(charge({ outTradeNo: 'R3f6a0c9e1b2d4c5a8e7f6a5b4c3d2e1f1764000000' }))).rejects.toMatchObject({ kind: 'unsupported' })
  })

  it('queries: unknown before the QR is scanned (34), waiting while paying, paid at UnionPay’s trace time, closed when it failed', async () => {
    const fake = fakeUnionPay(merchant, pki.signer)
    routeFetchTo(fake)
    const union = channel()
    await union.createCharge(charge())
    expect(await union.queryCharge!(ORDER)).toEqual({ state: 'unknown' })
    fake.scan(ORDER)
    expect(await union.queryCharge!(ORDER)).toEqual({ state: 'waiting' })
    fake.pay(ORDER, Date.UTC(2026, 10, 23, 2, 35, 12) / 1000)
    const paid = await union.queryCharge!(ORDER)
    expect(paid).toEqual({
      state: 'paid',
      notification: {
        kind: 'paid',
        out_trade_no: ORDER,
        amount: 29900,
        channel_trade_no: fake.orders.get(ORDER)!.queryId,
        time: Date.UTC(2026, 10, 23, 2, 35, 12) / 1000,
      },
    })
    const other = 'P20261123023441ABCDEFGH24'
    await union.createCharge(charge({ outTradeNo: other }))
    fake.fail(other)
    expect(await union.queryCharge!(other)).toEqual({ state: 'closed' })
    expect(fake.calls.at(-1)).toMatchObject({ txnType: '00', txnSubType: '00', bizType: '000000', orderId: other, txnTime: '20261123103441' })
    expect(union.closeCharge).toBeUndefined() // a QR not yet scanned has nothing to close at UnionPay
  })
})

describe('UnionPay back notifications', () => {
  const paidOrders = new Map<string, { outTradeNo: string; amount: number }>([['782611231034560674028', { outTradeNo: ORDER, amount: 29900 }]])
  const union = () => channel({ paidOrderOf: async (queryId) => paidOrders.get(queryId) ?? null })
  const paid = (fields: AcpMessage = {}) => unionPayNotification(pki.signer, { orderId: ORDER, txnAmt: '29900', queryId: '782611231034560674028', ...fields })

  it('accepts a signed consumption notification (respCode 00): the order, the amount, UnionPay’s queryId and trace time', async () => {
    expect(await union().verifyNotification(await paid())).toEqual({
      kind: 'paid',
      out_trade_no: ORDER,
      amount: 29900,
      channel_trade_no: '782611231034560674028',
      time: Date.UTC(2026, 10, 23, 2, 34, 56) / 1000,
    })
    expect(await union().verifyNotification(await paid({ respCode: 'A6' }))).toMatchObject({ kind: 'paid' })
  })

  it('refuses a tampered amount, another signer, an unsigned form, another merchant and signMethod 11', async () => {
    const notification = await paid()
    expect(await union().verifyNotification({ ...notification, body: notification.body.replace('txnAmt=29900', 'txnAmt=1') })).toBeNull()
    const strangerRoot = await testCertificate({ commonName: 'CFCA TEST CS CA' })
    expect(
      await union().verifyNotification(
        await unionPayNotification(await testCertificate({ commonName: UNIONPAY_SIGNER_CN, issuer: strangerRoot }), { orderId: ORDER, txnAmt: '29900' }),
      ),
    ).toBeNull()
    const unsigned = new URLSearchParams(notification.body)
    unsigned.delete('signature')
    expect(await union().verifyNotification({ ...notification, body: unsigned.toString() })).toBeNull()
    expect(await union().verifyNotification(await paid({ merId: '777290058110097' }))).toBeNull()
    expect(await union().verifyNotification(await paid({ signMethod: '11' }))).toBeNull()
    expect(await union().verifyNotification({ body: 'not=a&unionpay=notification', headers: new Headers() })).toBeNull()
  })

  it('ignores a failed consumption; knows nothing of other transaction types (not acknowledged)', async () => {
    expect(await union().verifyNotification(await paid({ respCode: '61', respMsg: '余额不足' }))).toMatchObject({ kind: 'ignored' })
    expect(await union().verifyNotification(await paid({ txnType: '72' }))).toMatchObject({ kind: 'unknown' })
  })

  it('takes a full refund (txnType 04) or a cancellation (31) back by the original queryId; ignores a partial or failed refund', async () => {
    const refund = (fields: AcpMessage) =>
      unionPayNotification(pki.signer, {
        txnType: '04',
        txnSubType: '00',
        orderId: 'RF20261124000001',
        origQryId: '782611231034560674028',
        queryId: '782611241200000000001',
        txnTime: '20261124120000',
        traceTime: '1124120001',
        ...fields,
      })
    expect(await union().verifyNotification(await refund({ txnAmt: '29900' }))).toEqual({
      kind: 'refund',
      out_trade_no: ORDER,
      amount: 29900,
      channel_trade_no: '782611241200000000001',
      time: Date.UTC(2026, 10, 24, 4, 0, 1) / 1000,
    })
    expect(await union().verifyNotification(await refund({ txnType: '31', txnAmt: '29900' }))).toMatchObject({ kind: 'refund', out_trade_no: ORDER })
    expect(await union().verifyNotification(await refund({ txnAmt: '10000' }))).toMatchObject({ kind: 'ignored', reason: 'partial refund 10000 of 29900' })
    expect(await union().verifyNotification(await refund({ txnAmt: '29900', respCode: '12' }))).toMatchObject({ kind: 'ignored' })
    // A refund of a payment this site never saw is not acknowledged: UnionPay retries and the log says why.
    expect(await union().verifyNotification(await refund({ txnAmt: '29900', origQryId: '782611231034560000000' }))).toMatchObject({ kind: 'unknown' })
  })

  it('answers HTTP 200 "ok" when received (UnionPay stops retrying) and 400 when refused', () => {
    expect(channel().answerNotification(true, 'paid')).toMatchObject({ status: 200, body: 'ok' })
    expect(channel().answerNotification(false, 'bad_signature').status).toBe(400)
  })
})

describe('paying through UnionPay (the worker’s routes, a fake gateway at fetch)', () => {
  let unionEnv: Bindings

  beforeAll(() => {
    unionEnv = {
      ...env,
      SANDBOX: 'off',
      UNIONPAY_MER_ID: TEST_UNIONPAY.merId,
      UNIONPAY_SIGN_KEY: merchant.privatePem.replace(/\n/g, '\\n'), // as pasted on one line
      UNIONPAY_CERT_ID: TEST_UNIONPAY.certId,
      UNIONPAY_MIDDLE_CERT: pki.middle.pem,
      UNIONPAY_ROOT_CERT: pki.root.pem,
      UNIONPAY_GATEWAY: TEST_UNIONPAY.gateway,
    }
  })

  beforeEach(resetPay)

  async function buy(payType: number = PayMethod.Union): Promise<{ response: Response; outTradeNo: string }> {
    const token = await tokenFor(DEMO.main.id)
    const response = await callPay('/v1/order/create_ex', {
      token,
      bindings: unionEnv,
      body: { app_id: 1, product_id: 1002, pay_type: payType, buy_source_id: 924, activity_uuid: '' },
    })
    return { response, outTradeNo: response.headers.get('out_trade_no') ?? '' }
  }

  const orderRow = (outTradeNo: string) =>
    env.DB.prepare('SELECT state, refunded_at, channel_trade_no FROM pay_orders WHERE out_trade_no = ?')
      .bind(outTradeNo)
      .first<{ state: number; refunded_at: number | null; channel_trade_no: string }>()

  const notify = (notification: { body: string; headers: Headers }) =>
    callRaw(`${PAY_NOTIFY_PATH}/unionpay`, { method: 'POST', headers: notification.headers, body: notification.body }, unionEnv)

  it('is the channel of pay type 5 only when its secrets are set; 32 (auto-renewal) has none', () => {
    expect(payProvider(unionEnv, PayMethod.Union)?.name).toBe('unionpay')
    expect(payProvider(unionEnv, PayMethod.UnionTs)).toBeNull()
    expect(payProvider({ ...env, SANDBOX: 'off' }, PayMethod.Union)).toBeNull()
    expect(() => readConfig({ ...env, SANDBOX: 'off', UNIONPAY_MER_ID: TEST_UNIONPAY.merId })).toThrow(ConfigError)
    expect(() => readConfig({ ...env, SANDBOX: 'off', UNIONPAY_MER_ID: TEST_UNIONPAY.merId })).toThrow(
      /UNIONPAY_SIGN_KEY[\s\S]*UNIONPAY_CERT_ID[\s\S]*UNIONPAY_MIDDLE_CERT[\s\S]*UNIONPAY_ROOT_CERT/,
    )
    expect(() => readConfig({ ...unionEnv, UNIONPAY_CERT_ID: '1039308534A' })).toThrow(/decimal/)
  })

  it('shows the QR, credits the signed notification once (posted twice), refuses a forged one, and takes a full refund back', async () => {
    const fake = fakeUnionPay(merchant, pki.signer)
    routeFetchTo(fake)
    const { response, outTradeNo } = await buy()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('image/svg+xml')
    const sent = fake.orders.get(outTradeNo)!
    expect(sent.request).toMatchObject({ txnAmt: '29900', backUrl: `http://example.test${PAY_NOTIFY_PATH}/unionpay`, txnTime: txnTimeOf(outTradeNo) })

    const strangerRoot = await testCertificate({ commonName: 'CFCA TEST CS CA' })
    const forger = await testCertificate({ commonName: UNIONPAY_SIGNER_CN, issuer: strangerRoot })
    const forged = await notify(await unionPayNotification(forger, { orderId: outTradeNo, txnAmt: '29900', queryId: '782611231034560674029' }))
    expect(forged.status).toBe(400)
    expect(await creditCount(outTradeNo)).toBe(0)

    const notification = await unionPayNotification(pki.signer, {
      orderId: outTradeNo,
      txnAmt: '29900',
      queryId: '782611231034560674029',
      txnTime: sent.txnTime,
      traceTime: sent.txnTime.slice(4),
    })
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await notify(notification)
      expect(answer.status).toBe(200)
      expect(await answer.text()).toBe('ok')
    }
    expect(await orderRow(outTradeNo)).toMatchObject({ state: OrderState.Paid, channel_trade_no: '782611231034560674029' })
    expect(await creditCount(outTradeNo)).toBe(1)

    const refund = await unionPayNotification(pki.signer, {
      txnType: '04',
      txnSubType: '00',
      orderId: 'RF20261124000001',
      origQryId: '782611231034560674029',
      queryId: '782611241200000000001',
      txnAmt: '29900',
    })
    expect((await notify(refund)).status).toBe(200)
    expect((await notify(refund)).status).toBe(200)
    expect((await orderRow(outTradeNo))!.refunded_at).not.toBeNull()
  })

  it('asks UnionPay before closing an expired order: paid there → paid here once; never scanned → closed', async () => {
    const fake = fakeUnionPay(merchant, pki.signer)
    routeFetchTo(fake)
    const paid = (await buy()).outTradeNo
    const unscanned = (await buy()).outTradeNo
    fake.pay(paid, nowSeconds() - 30) // paid before the order expired, but its notification never came
    await env.DB.prepare('UPDATE pay_orders SET expires_at = ? WHERE out_trade_no IN (?, ?)')
      .bind(nowSeconds() - 1, paid, unscanned)
      .run()
    await closeExpiredOrders(unionEnv, nowSeconds())
    expect((await orderRow(paid))!.state).toBe(OrderState.Paid)
    expect(await creditCount(paid)).toBe(1)
    expect((await orderRow(unscanned))!.state).toBe(OrderState.Closed)
    await closeExpiredOrders(unionEnv, nowSeconds())
    expect(await creditCount(paid)).toBe(1)
  })

  it('answers 503 with the Chinese message when UnionPay cannot be reached, and for pay type 32', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('connect failed'))
    const { response } = await buy()
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ code: 503, msg: '支付服务暂不可用，请稍后再试' })
    expect((await buy(PayMethod.UnionTs)).response.status).toBe(503)
  })
})
